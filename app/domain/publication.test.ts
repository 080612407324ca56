import { describe, expect, test } from "vitest";
import {
  canPublishTour,
  isPublicNow,
  parsePublicationIntent,
  parsePublishAt,
  publicationState,
  publishAtFieldValue,
  type Publication,
} from "./publication";

const at = new Date("2026-12-01T09:00:00.000Z");
const record = (status: Publication["status"], publishAt: string | null = null): Publication => ({ status, publishAt });

describe("publication state", () => {
  test("a draft is a draft whatever its scheduled time", () => {
    expect(publicationState(record("draft"), at)).toBe("draft");
    expect(publicationState(record("draft", "2026-11-01T00:00:00.000Z"), at)).toBe("draft");
    expect(isPublicNow(record("draft", "2026-11-01T00:00:00.000Z"), at)).toBe(false);
  });

  test("a published record is scheduled until its time, and public from that very millisecond", () => {
    expect(publicationState(record("published"), at)).toBe("published");
    expect(publicationState(record("published", "2026-12-01T09:00:00.001Z"), at)).toBe("scheduled");
    expect(publicationState(record("published", "2026-12-01T09:00:00.000Z"), at)).toBe("published");
    expect(isPublicNow(record("published", "2026-11-30T09:00:00.000Z"), at)).toBe(true);
  });

  test("a tour may be published only when its destination is published or scheduled", () => {
    expect(canPublishTour(record("published"))).toBe(true);
    expect(canPublishTour(record("published", "2027-01-01T00:00:00.000Z"))).toBe(true);
    expect(canPublishTour(record("draft"))).toBe(false);
    expect(canPublishTour(null)).toBe(false);
  });
});

describe("the scheduled publish field", () => {
  test("reads a datetime-local value as UTC, empty as none, and an ISO time to the millisecond", () => {
    expect(parsePublishAt("2026-12-01T09:30")).toBe("2026-12-01T09:30:00.000Z");
    expect(parsePublishAt(" 2026-12-01 09:30:15 ")).toBe("2026-12-01T09:30:15.000Z");
    expect(parsePublishAt("2026-12-01T09:30:15.093Z")).toBe("2026-12-01T09:30:15.093Z");
    expect(parsePublishAt("")).toBeNull();
    expect(parsePublishAt("   ")).toBeNull();
  });

  test("refuses what is not a time: 31 February, 25 o'clock, words, other years", () => {
    for (const text of [
      "2026-02-31T09:00",
      "2026-12-01T25:00",
      "2026-12-01T09:61",
      "tomorrow",
      "2026-12-01",
      "1999-12-31T23:59",
      "2026-12-01T09:00+02:00",
    ]) {
      expect(parsePublishAt(text), text).toBeUndefined();
    }
  });

  test("shows a time in the field as it reads it back, to the minute", () => {
    expect(publishAtFieldValue("2026-12-01T09:30:15.093Z")).toBe("2026-12-01T09:30");
    expect(parsePublishAt(publishAtFieldValue("2026-12-01T09:30:00.000Z"))).toBe("2026-12-01T09:30:00.000Z");
    expect(publishAtFieldValue(null)).toBe("");
  });

  test("only Publish and Unpublish are publication intents", () => {
    expect(parsePublicationIntent("publish")).toBe("publish");
    expect(parsePublicationIntent("unpublish")).toBe("unpublish");
    expect(parsePublicationIntent("delete")).toBeNull();
    expect(parsePublicationIntent(null)).toBeNull();
  });
});
