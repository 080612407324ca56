import { describe, expect, test } from "vitest";
import { parseAuditFilter } from "./audit";

describe("the Activity filter from the URL", () => {
  test("keeps what is well formed and leaves out the rest", () => {
    const params = new URLSearchParams({ person: "user-1", entity: "tour", action: "update", from: "2026-11-01", to: "2026-11-30" });
    expect(parseAuditFilter(params)).toEqual({ actor: "user-1", entity: "tour", action: "update", from: "2026-11-01", to: "2026-11-30" });
    const bad = new URLSearchParams({ person: "x\r\ny", entity: "secrets", action: "DROP TABLE", from: "2026-02-30", to: "yesterday" });
    expect(parseAuditFilter(bad)).toEqual({});
    expect(parseAuditFilter(new URLSearchParams({ person: "p".repeat(500) }))).toEqual({});
  });
});
