import { describe, expect, test } from "vitest";
import { monthsOf, monthStarts, parseReportFilter, reportAgeBucket, reportAmount, reportQuery, reportTableCsv } from "./reports";

const parse = (query: string, today = "2026-11-27") => parseReportFilter(new URLSearchParams(query), today);

describe("parseReportFilter", () => {
  test("defaults to this month on the agency's calendar, all offices", () => {
    expect(parse("")).toMatchObject({ ok: true, filter: { from: "2026-11-01", to: "2026-11-30", office: null } });
  });

  test("a month, a quarter, a year, from–to; blank office and 'all' mean every office", () => {
    expect(parse("period=month&month=2024-02")).toMatchObject({ filter: { from: "2024-02-01", to: "2024-02-29" } });
    expect(parse("period=quarter&quarter=2026-Q4&office=abidjan")).toMatchObject({
      filter: { from: "2026-10-01", to: "2026-12-31", office: "abidjan" },
    });
    expect(parse("period=year&year=2025&office=all")).toMatchObject({ filter: { from: "2025-01-01", to: "2025-12-31", office: null } });
    expect(parse("period=custom&from=2026-03-05&to=2026-03-05&office=")).toMatchObject({
      filter: { from: "2026-03-05", to: "2026-03-05" },
    });
  });

  test("bad input returns codes, never a filter", () => {
    expect(parse("period=month&month=2026-00")).toMatchObject({ ok: false, problems: ["month-invalid"] });
    expect(parse("period=custom&from=2026-04-31&to=nope")).toMatchObject({ ok: false, problems: ["from-invalid", "to-invalid"] });
    expect(parse("period=custom&from=2026-04-02&to=2026-04-01")).toMatchObject({ ok: false, problems: ["to-before-from"] });
    expect(parse("period=custom&from=2020-01-01&to=2026-01-02")).toMatchObject({ ok: false, problems: ["period-too-long"] });
    expect(parse("period=decade&office=paris")).toMatchObject({ ok: false, problems: ["office-unknown", "period-unknown"] });
    expect(parse("lang=de")).toMatchObject({ ok: false, problems: ["language-unknown"], choice: { lang: "en" } });
  });

  test("the report's language: English unless French or Arabic is asked for, and kept in the URL it makes", () => {
    expect(parse("").choice.lang).toBe("en");
    expect(parse("lang=ar")).toMatchObject({ ok: true, choice: { lang: "ar" } });
    expect(reportQuery(parse("period=year&year=2026&lang=fr").choice)).toBe("period=year&year=2026&lang=fr");
    expect(reportQuery(parse("period=year&year=2026&lang=en").choice)).toBe("period=year&year=2026");
  });

  test("the URL it makes reads back to the same filter", () => {
    const parsed = parse("period=quarter&quarter=2026-Q2&office=monrovia&month=junk");
    if (!parsed.ok) throw new Error("refused");
    expect(reportQuery(parsed.choice, { usd: "1" })).toBe("period=quarter&quarter=2026-Q2&office=monrovia&usd=1");
    expect(parse(reportQuery(parsed.choice))).toMatchObject({ ok: true, filter: parsed.filter });
  });
});

test("the months of a period, across a year's end, and their starts clipped to the period", () => {
  expect(monthsOf({ from: "2025-11-15", to: "2026-02-01" })).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  expect(monthsOf({ from: "2026-03-05", to: "2026-03-06" })).toEqual(["2026-03"]);
  expect(monthStarts({ from: "2025-12-15", to: "2026-01-10" })).toEqual([
    { month: "2025-12", from: "2025-12-15" },
    { month: "2026-01", from: "2026-01-01" },
  ]);
});

test("the receivables' buckets follow the payments desk's ageing, its two oldest together", () => {
  expect([-3, 0, 1, 30, 31, 60, 61, 200].map(reportAgeBucket)).toEqual([
    "not-due",
    "not-due",
    "1-30",
    "1-30",
    "31-60",
    "31-60",
    "61+",
    "61+",
  ]);
});

test("amounts in each currency's decimals; a table's CSV is its header and its cells' texts", () => {
  expect([reportAmount(123_456, "USD"), reportAmount(1_500_000, "XOF"), reportAmount(-2_000, "LRD")]).toEqual([
    "1,234.56",
    "1,500,000",
    "-20.00",
  ]);
  // French groups with a narrow no-break space and writes a decimal comma; Arabic keeps Western digits, no bidi mark.
  expect([reportAmount(-123_456, "USD", "fr"), reportAmount(1_500_000, "XOF", "fr")]).toEqual(["-1\u202f234,56", "1\u202f500\u202f000"]);
  expect(reportAmount(-123_456, "USD", "ar")).toBe("-1,234.56");
  const csv = reportTableCsv({
    id: "t",
    caption: "T",
    columns: [{ label: "Month" }, { label: "Net", numeric: true }],
    rows: [
      [{ text: "2026-03" }, { text: "-20.00", numeric: true }],
      [{ text: "2026-04" }, { text: "-1\u202f234,56", numeric: true }],
      [{ text: "=cmd" }, { text: "-2+3", numeric: true }],
    ],
  });
  expect(csv).toBe('\uFEFF"Month","Net"\r\n"2026-03","-20.00"\r\n"2026-04","-1\u202f234,56"\r\n"\'=cmd","\'-2+3"\r\n');
});
