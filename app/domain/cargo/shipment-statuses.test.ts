import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  CARGO_IMP_CODES,
  EXCEPTION_STATUSES,
  FINAL_STATUSES,
  PROGRESS_STATUSES,
  SHIPMENT_STATUSES,
  canRecord,
  canRecordBatch,
  currentStatus,
  isExceptionStatus,
  isFinalStatus,
  isShipmentStatus,
  statusesForCargoImpCode,
  suggestedNextStatus,
  type ShipmentEvent,
  type ShipmentStatus,
} from "./shipment-statuses";

const at = (iso: string) => new Date(iso);

describe("the statuses", () => {
  test("run from registered to delivered, with the exceptions after", () => {
    expect(PROGRESS_STATUSES).toEqual([
      "registered",
      "received",
      "departed",
      "arrived",
      "in-customs",
      "ready-for-pickup",
      "out-for-delivery",
      "delivered",
    ]);
    expect(EXCEPTION_STATUSES).toEqual(["on-hold", "delayed", "damaged", "returned", "cancelled"]);
    expect(SHIPMENT_STATUSES).toHaveLength(13);
    expect(isExceptionStatus("delayed")).toBe(true);
    expect(isExceptionStatus("arrived")).toBe(false);
  });

  test("delivered, returned and cancelled are final; nothing else is", () => {
    expect(SHIPMENT_STATUSES.filter(isFinalStatus)).toEqual(["delivered", "returned", "cancelled"]);
    expect(FINAL_STATUSES).toHaveLength(3);
  });

  test("recognises stored values", () => {
    for (const status of SHIPMENT_STATUSES) expect(isShipmentStatus(status)).toBe(true);
    for (const value of ["Delivered", "lost", "", null, undefined, 3]) expect(isShipmentStatus(value)).toBe(false);
  });

  test("carry the Cargo-IMP code an airline reports, where one fits", () => {
    expect(CARGO_IMP_CODES).toEqual({
      registered: "BKD",
      received: "RCS",
      departed: "DEP",
      arrived: "ARR",
      "in-customs": "CRC",
      "ready-for-pickup": "NFD",
      "out-for-delivery": null,
      delivered: "DLV",
      "on-hold": "DIS",
      delayed: "DIS",
      damaged: "DIS",
      returned: null,
      cancelled: null,
    });
  });

  test("an airline's code leads back to the statuses it may mean", () => {
    expect(statusesForCargoImpCode("DEP")).toEqual(["departed"]);
    expect(statusesForCargoImpCode(" dlv ")).toEqual(["delivered"]);
    expect(statusesForCargoImpCode("DIS")).toEqual(["on-hold", "delayed", "damaged"]);
    expect(statusesForCargoImpCode("MAN")).toEqual([]);
  });

  test("the module holds codes, not words", () => {
    for (const status of SHIPMENT_STATUSES) expect(status).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe("canRecord", () => {
  test("a shipment starts with its registration", () => {
    expect(canRecord(null, "registered")).toEqual({ ok: true });
    expect(canRecord(null, "received")).toEqual({ ok: false, problem: "not-registered" });
    expect(canRecord("received", "registered")).toEqual({ ok: false, problem: "already-registered" });
  });

  test("nothing follows a final status", () => {
    for (const final of FINAL_STATUSES) {
      for (const next of SHIPMENT_STATUSES) expect(canRecord(final, next)).toEqual({ ok: false, problem: "after-final" });
    }
  });

  test("the same status twice in a row is refused", () => {
    expect(canRecord("arrived", "arrived")).toEqual({ ok: false, problem: "unchanged" });
  });

  test("follows the journey, allows going back along it and exceptions at any point", () => {
    for (const [index, status] of PROGRESS_STATUSES.entries()) {
      if (index > 0 && !isFinalStatus(PROGRESS_STATUSES[index - 1]!))
        expect(canRecord(PROGRESS_STATUSES[index - 1]!, status)).toEqual({ ok: true });
    }
    expect(canRecord("arrived", "departed")).toEqual({ ok: true });
    expect(canRecord("in-customs", "on-hold")).toEqual({ ok: true });
    expect(canRecord("on-hold", "in-customs")).toEqual({ ok: true });
    expect(canRecord("damaged", "returned")).toEqual({ ok: true });
    expect(canRecord("registered", "cancelled")).toEqual({ ok: true });
  });

  test("of every pair, exactly these are refused", () => {
    const statuses = fc.constantFrom(...SHIPMENT_STATUSES);
    fc.assert(
      fc.property(fc.option(statuses, { nil: null }), statuses, (current, next) => {
        const allowed = current === null ? next === "registered" : !isFinalStatus(current) && next !== "registered" && next !== current;
        expect(canRecord(current, next).ok).toBe(allowed);
      }),
    );
  });
});

describe("canRecordBatch", () => {
  test("accepts a batch every shipment may take", () => {
    const batch = [
      { shipment: "CW-0000-0000", current: "departed" as const },
      { shipment: "CW-1111-1111", current: "delayed" as const },
    ];
    expect(canRecordBatch(batch, "arrived")).toEqual({ ok: true });
    expect(canRecordBatch([], "arrived")).toEqual({ ok: true });
  });

  test("refuses the whole batch, naming every shipment that may not take the event", () => {
    const batch: { shipment: number; current: ShipmentStatus | null }[] = [
      { shipment: 1, current: "departed" },
      { shipment: 2, current: "delivered" },
      { shipment: 3, current: "arrived" },
      { shipment: 4, current: "cancelled" },
    ];
    expect(canRecordBatch(batch, "arrived")).toEqual({
      ok: false,
      refused: [
        { shipment: 2, problem: "after-final" },
        { shipment: 3, problem: "unchanged" },
        { shipment: 4, problem: "after-final" },
      ],
    });
  });
});

describe("currentStatus", () => {
  test("is null before any event", () => {
    expect(currentStatus([])).toBeNull();
  });

  test("is the latest event's status by recorded time, whatever order the rows come in", () => {
    const events: ShipmentEvent[] = [
      { status: "arrived", recordedAt: at("2026-11-20T09:00:00Z"), sequence: 3 },
      { status: "registered", recordedAt: at("2026-11-18T08:00:00Z"), sequence: 1 },
      { status: "departed", recordedAt: at("2026-11-19T22:00:00Z"), sequence: 2 },
    ];
    expect(currentStatus(events)).toBe("arrived");
  });

  test("an event recorded later wins even with a lower sequence (a correction entered afterwards)", () => {
    expect(
      currentStatus([
        { status: "delayed", recordedAt: at("2026-11-20T10:00:00Z"), sequence: 1 },
        { status: "arrived", recordedAt: at("2026-11-20T09:00:00Z"), sequence: 9 },
      ]),
    ).toBe("delayed");
  });

  test("of events recorded in the same instant, the higher sequence wins", () => {
    const instant = at("2026-11-20T09:00:00Z");
    expect(
      currentStatus([
        { status: "in-customs", recordedAt: instant, sequence: 5 },
        { status: "arrived", recordedAt: instant, sequence: 4 },
      ]),
    ).toBe("in-customs");
  });

  test("does not depend on the order of the rows", () => {
    const events = fc.array(
      fc.record({
        status: fc.constantFrom(...SHIPMENT_STATUSES),
        recordedAt: fc.integer({ min: 0, max: 20 }).map((minute) => new Date(Date.UTC(2026, 10, 20, 9, minute))),
        sequence: fc.integer({ min: 1, max: 1_000_000 }),
      }),
      { minLength: 1, maxLength: 12 },
    );
    // Sequences are unique, as the database's are; the rows come in any order.
    const shuffled = events
      .map((list) => list.map((event, index) => ({ ...event, sequence: event.sequence * 100 + index })))
      .chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length })));
    fc.assert(
      fc.property(shuffled, ([list, reordered]) => {
        const sorted = list.toSorted((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime() || a.sequence - b.sequence);
        expect(currentStatus(reordered)).toBe(sorted.at(-1)!.status);
      }),
    );
  });
});

describe("suggestedNextStatus", () => {
  test("a shipment just registered is next received at the office, then departs", () => {
    expect(suggestedNextStatus(["registered"])).toBe("received");
    expect(suggestedNextStatus(["registered", "received"])).toBe("departed");
    expect(suggestedNextStatus(["registered", "received", "departed", "arrived"])).toBe("in-customs");
  });

  test("an exception does not move the journey: after On hold the next step is still the journey's", () => {
    expect(suggestedNextStatus(["registered", "received", "on-hold"])).toBe("departed");
    expect(suggestedNextStatus(["registered", "received", "departed", "delayed"])).toBe("arrived");
  });

  test("a shipment routed through another city departs again: the step after the latest one recorded", () => {
    expect(suggestedNextStatus(["registered", "received", "departed", "arrived", "departed"])).toBe("arrived");
  });

  test("nothing is suggested after a final status, and registration comes first", () => {
    expect(suggestedNextStatus(["registered", "received", "returned"])).toBeNull();
    expect(suggestedNextStatus(["registered", "out-for-delivery", "delivered"])).toBeNull();
    expect(suggestedNextStatus([])).toBe("registered");
  });

  test("whatever the history, the suggestion is one the form may record", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SHIPMENT_STATUSES), { maxLength: 12 }), (tail) => {
        const history: ShipmentStatus[] = ["registered", ...tail];
        const suggestion = suggestedNextStatus(history);
        const allowed = SHIPMENT_STATUSES.filter((status) => canRecord(history.at(-1)!, status).ok);
        if (suggestion === null) expect(allowed).toEqual([]);
        else expect(allowed).toContain(suggestion);
      }),
    );
  });
});
