import { describe, expect, test } from "vitest";
import { axisTicks, barChart, columnChart, escapeXml } from "./charts.server";

const format = (value: number) => value.toLocaleString("en");

/** The x of each bar of a series, in the order the categories were given. */
function barXs(svg: string, series: number): { category: string; x: number }[] {
  return [...svg.matchAll(/<rect x="([\d.]+)"[^>]*data-series="(\d+)" data-category="([^"]*)"/g)]
    .filter((match) => Number(match[2]) === series)
    .map((match) => ({ category: match[3]!, x: Number(match[1]) }));
}

const months = {
  id: "sales",
  title: "Revenue per month",
  categories: ["Jan 2026", "Feb 2026", "Mar 2026"],
  series: ["USD", "XOF"],
  values: [
    [100, 200, 300],
    [10, 0, 30],
  ],
  format,
  emptyText: "No figures for this period",
};

describe("columnChart", () => {
  test("time runs left to right, and right to left in Arabic (first month at the right)", () => {
    const ltr = barXs(columnChart(months), 0);
    expect(ltr.map((bar) => bar.category)).toEqual(["Jan 2026", "Feb 2026", "Mar 2026"]);
    expect(ltr[0]!.x).toBeLessThan(ltr[1]!.x);
    expect(ltr[1]!.x).toBeLessThan(ltr[2]!.x);

    const rtl = barXs(columnChart({ ...months, dir: "rtl" }), 0);
    expect(rtl[0]!.x).toBeGreaterThan(rtl[1]!.x);
    expect(rtl[1]!.x).toBeGreaterThan(rtl[2]!.x);
  });

  test("numbers stay left to right in a right-to-left chart", () => {
    const svg = columnChart({ ...months, dir: "rtl" });
    const axisLabels = [...svg.matchAll(/<text [^>]*direction="ltr"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(axisLabels).toEqual(["0", "100", "200", "300"]);
    // The root is left to right (its coordinates are absolute); words are written right to left, anchored at their right edge.
    expect(svg).toMatch(/^<svg [^>]*direction="ltr"/);
    expect(svg).toMatch(/<text [^>]*text-anchor="start" direction="rtl">USD<\/text>/);
  });

  test("every bar has a title naming its series, month and value; the legend names each series with its own pattern", () => {
    const svg = columnChart(months);
    expect(svg).toContain("<title>XOF — Mar 2026: 30</title>");
    expect(svg.match(/<rect [^>]*data-series=/g)).toHaveLength(6);
    expect(svg).toMatch(/fill="url\(#sales-s0\)"[^>]*\/><text[^>]*>USD<\/text>/);
    expect(svg).toMatch(/fill="url\(#sales-s1\)"[^>]*\/><text[^>]*>XOF<\/text>/);
    expect(svg).toContain('<pattern id="sales-s1"');
  });

  test("escapes every text it is given", () => {
    const svg = columnChart({
      ...months,
      id: "x",
      title: `<script>alert("t")</script>`,
      categories: ["A & B", "<b>", "'"],
      series: ['"quoted"', "</svg>"],
    });
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain("<b>");
    expect(svg.match(/<\/svg>/g)).toHaveLength(1);
    expect(svg).toContain("A &amp; B");
    expect(svg).toContain("&quot;quoted&quot;");
    expect(escapeXml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&#39;");
  });

  test("zero or no data draws no bars and says so", () => {
    for (const empty of [
      columnChart({
        ...months,
        values: [
          [0, 0, 0],
          [0, 0, 0],
        ],
      }),
      columnChart({ ...months, categories: [], values: [[], []] }),
    ]) {
      expect(empty).toContain("No figures for this period");
      expect(empty).not.toContain("data-series");
      expect(empty.startsWith("<svg")).toBe(true);
    }
  });

  test("a single bar fills the plot's height to a round top", () => {
    const svg = columnChart({ ...months, categories: ["Jan 2026"], series: ["USD"], values: [[75]] });
    expect(svg.match(/data-series=/g)).toHaveLength(1);
    expect(svg).toContain("<title>USD — Jan 2026: 75</title>");
    // The axis tops out at 80, the first step of 20 at or above 75.
    expect(svg).toMatch(/>80<\/text>/);
    expect(svg).not.toMatch(/>100<\/text>/);
  });
});

describe("barChart", () => {
  const seats = {
    id: "departures",
    title: "Seats per departure",
    series: ["Booked", "Held", "Free"],
    rows: [
      { label: "Bali 2026-12-01", values: [10, 5, 25], note: "15 / 40" },
      { label: "Petra 2026-12-03", values: [0, 0, 20], note: "0 / 20" },
    ],
    format,
    emptyText: "No departures",
  };

  test("stacks the parts of a bar from the start side, and from the right in Arabic", () => {
    const ltr = barChart(seats);
    const xs = [...ltr.matchAll(/<rect x="([\d.]+)" y="40"[^>]*data-series="(\d)"/g)].map((match) => Number(match[1]));
    expect(xs).toHaveLength(3);
    expect(xs[0]).toBeLessThan(xs[1]!);
    expect(xs[1]).toBeLessThan(xs[2]!);
    const rtl = barChart({ ...seats, dir: "rtl" });
    const rtlXs = [...rtl.matchAll(/<rect x="([\d.]+)" y="40"[^>]*data-series="(\d)"/g)].map((match) => Number(match[1]));
    expect(rtlXs[0]).toBeGreaterThan(rtlXs[1]!);
    expect(rtl).toContain("<title>Bali 2026-12-01 — Held: 5</title>");
    expect(rtl).toMatch(/direction="ltr"[^>]*>15 \/ 40<\/text>/);
  });

  test("a part of zero draws nothing; no rows says so", () => {
    expect(barChart(seats)).not.toContain("<title>Petra 2026-12-03 — Booked");
    expect(barChart({ ...seats, rows: [] })).toContain("No departures");
  });
});

test("the value axis steps by 1, 2 or 5 times a power of ten, whole for counts, its top the first step at or above the largest value", () => {
  expect(axisTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
  expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
  expect(axisTicks(2)).toEqual([0, 1, 2]);
  expect(axisTicks(1)).toEqual([0, 1]);
  expect(axisTicks(101)).toEqual([0, 50, 100, 150]);
  expect(axisTicks(1_500_000)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
  expect(axisTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  for (const largest of [1, 3, 7, 9, 11, 26, 99, 1_234]) {
    const ticks = axisTicks(largest);
    expect(ticks.every(Number.isInteger), String(largest)).toBe(true);
    expect(ticks.at(-1)!).toBeGreaterThanOrEqual(largest);
    expect(ticks.length).toBeLessThanOrEqual(6);
  }
});
