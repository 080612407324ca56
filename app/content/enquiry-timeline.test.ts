import { describe, expect, test } from "vitest";
import { newestFirst, type EnquiryEvent } from "~/domain/enquiry-timeline";
import { describeEvent, toTimelineEntry } from "./enquiry-timeline";

const at = (minute: number) => `2026-05-01T09:${String(minute).padStart(2, "0")}:00.000Z`;

function event(overrides: Partial<EnquiryEvent>): EnquiryEvent {
  return { id: "e", enquiryId: "q", at: at(0), actor: { id: "u1", name: "Rima" }, type: "note", data: null, ...overrides };
}

describe("the timeline", () => {
  test("says what each kind of event was", () => {
    expect(describeEvent("received", null)).toEqual({ summary: "Enquiry received" });
    expect(describeEvent("status", { from: "new", to: "won" }).summary).toBe("Status changed from New to Won");
    expect(describeEvent("assigned", { from: null, to: { id: "u1", name: "Rima" } }).summary).toBe("Assigned to Rima");
    expect(describeEvent("assigned", { from: { id: "u1", name: "Rima" }, to: null }).summary).toBe("Unassigned (was Rima)");
    expect(describeEvent("note", { text: "Called back" })).toEqual({ summary: "Internal note", details: ["Called back"] });
    expect(describeEvent("archived", null).summary).toBe("Archived");
  });

  test("an e-mail shows to whom, its subject and text, and what the mail server said", () => {
    const data = { to: "Rania <rania@example.com>", subject: "Re : Renseignements", text: "Bonjour Rania,\n…" };
    const sent = describeEvent("email", { ...data, outcome: "sent" });
    expect(sent.summary).toBe("E-mail sent to Rania <rania@example.com>");
    expect(sent.details).toEqual(["Subject: Re : Renseignements", "Bonjour Rania,\n…"]);
    expect(sent.result).toEqual({ tone: "success", text: "Delivered to the mail server" });
    expect(describeEvent("email", { ...data, outcome: "failed", reason: "Connection refused" }).result).toEqual({
      tone: "error",
      text: "Not sent: Connection refused",
    });
    expect(describeEvent("email", { ...data, outcome: "sending" }).result?.tone).toBe("pending");
  });

  test("a kind of event it does not know (a quote, later) shows its own summary and details", () => {
    expect(describeEvent("quote-sent", { summary: "Quote Q-2026-0042 sent", details: ["Total $2,400", 7] })).toEqual({
      summary: "Quote Q-2026-0042 sent",
      details: ["Total $2,400"],
    });
    expect(describeEvent("quote-withdrawn", null)).toEqual({ summary: "Quote withdrawn" });
  });

  test("newest first, and the last written first within one moment", () => {
    const events = [
      event({ id: "0001", at: at(1) }),
      event({ id: "0003", at: at(2) }),
      event({ id: "0002", at: at(2) }),
      event({ id: "0000", at: at(0), type: "received" }),
    ];
    expect(newestFirst(events).map((entry) => entry.id)).toEqual(["0003", "0002", "0001", "0000"]);
  });

  test("an entry names who did it (the system when nobody) and when, in words and in UTC", () => {
    const entry = toTimelineEntry(event({ at: at(0) }), new Date(at(2)));
    expect(entry).toMatchObject({ actor: "Rima", when: "2 minutes ago", utc: "2026-05-01 09:00 UTC", summary: "Internal note" });
    expect(toTimelineEntry(event({ actor: null, type: "archived" }), new Date(at(0))).actor).toBe("System");
  });
});
