import { describe, expect, test } from "vitest";
import { calendarHref, feedTokenOf, firstNameOf, monthWeeks, parseCalendarFilter, shiftMonth } from "./calendar";
import { keyDateChanges, readKeyDates } from "./enquiry-key-dates";

describe("the calendar's rules", () => {
  test("an address without parameters is this month's grid of every kind and office; a wrong one names its problem", () => {
    expect(parseCalendarFilter(new URLSearchParams(""), "2026-11-27")).toEqual({
      ok: true,
      filter: { view: "month", month: "2026-11", kinds: [], office: null },
    });
    expect(parseCalendarFilter(new URLSearchParams("month=2026-00"), "2026-11-27")).toEqual({ ok: false, problem: "badMonth" });
    expect(parseCalendarFilter(new URLSearchParams("month=1999-12"), "2026-11-27")).toEqual({ ok: false, problem: "badMonth" });
    expect(parseCalendarFilter(new URLSearchParams("view=year"), "2026-11-27")).toEqual({ ok: false, problem: "badView" });
    expect(parseCalendarFilter(new URLSearchParams("kind=cargo&kind=x"), "2026-11-27")).toEqual({ ok: false, problem: "badKind" });
    expect(parseCalendarFilter(new URLSearchParams("office=paris"), "2026-11-27")).toEqual({ ok: false, problem: "badOffice" });
  });

  test("the filter's address round-trips, and every kind ticked is the same as none", () => {
    const parsed = parseCalendarFilter(new URLSearchParams("month=2027-01&view=agenda&kind=visa&kind=cargo&office=abidjan"), "2026-11-27");
    expect(parsed).toMatchObject({ ok: true, filter: { kinds: ["cargo", "visa"], office: "abidjan", view: "agenda" } });
    if (!parsed.ok) return;
    expect(calendarHref(parsed.filter)).toBe("/admin/calendar?month=2027-01&view=agenda&kind=cargo&kind=visa&office=abidjan");
    const all = "kind=departure&kind=hold&kind=quote&kind=balance&kind=cargo&kind=visa&kind=ticketing";
    expect(parseCalendarFilter(new URLSearchParams(all), "2026-11-27")).toMatchObject({ ok: true, filter: { kinds: [] } });
  });

  test("months move across years, and a month's grid is whole weeks from Monday", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    const weeks = monthWeeks("2026-02");
    expect(weeks[0]![0]).toBe("2026-01-26");
    expect(weeks.at(-1)![6]).toBe("2026-03-01");
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  test("the feed carries a first name only, and its path is a secret with .ics", () => {
    expect(firstNameOf("  Rania   Zakhour Haddad ")).toBe("Rania");
    const token = "A".repeat(43);
    expect(feedTokenOf(`${token}.ics`)).toBe(token);
    expect(feedTokenOf(token)).toBeNull();
    expect(feedTokenOf("short.ics")).toBeNull();
  });
});

describe("an enquiry's key dates", () => {
  const none = { visa: null, ticketing: null, passport: null };

  test("a visa enquiry records a day with or without a time; a time alone or a wrong day is refused", () => {
    expect(readKeyDates({ visaDay: "2026-12-03", visaTime: "09:15" }, "visa", none)).toEqual({
      ok: true,
      dates: { visa: "2026-12-03T09:15", ticketing: null, passport: null },
    });
    expect(readKeyDates({ visaDay: "2026-12-03" }, "visa", none)).toMatchObject({ ok: true, dates: { visa: "2026-12-03" } });
    expect(readKeyDates({ visaTime: "09:15" }, "visa", none)).toEqual({ ok: false, errors: { visaDay: "timeWithoutDay" } });
    expect(readKeyDates({ visaDay: "2026-02-29" }, "visa", none)).toEqual({ ok: false, errors: { visaDay: "badDay" } });
    expect(readKeyDates({ visaDay: "2026-12-03", visaTime: "9h" }, "visa", none)).toEqual({ ok: false, errors: { visaTime: "badTime" } });
  });

  test("fields a kind does not show are kept as they were", () => {
    const before = { visa: "2026-12-03", ticketing: null, passport: "2030-01-01" };
    expect(readKeyDates({ ticketing: "2026-12-20", visaDay: "" }, "air", before)).toEqual({
      ok: true,
      dates: { visa: "2026-12-03", ticketing: "2026-12-20", passport: null },
    });
    expect(keyDateChanges(before, { ...before, passport: null })).toEqual([{ field: "passport", from: "2030-01-01", to: null }]);
  });
});
