import { describe, expect, test } from "vitest";
import { barChart, columnChart, escapeXml, niceMax } from "./charts.server";

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
    expect(axisLabels).toEqual(["0", "125", "250", "375", "500"]);
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
    // The axis tops out at 100 (a round number above 75).
    expect(svg).toMatch(/>100<\/text>/);
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

test("niceMax rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
  expect([niceMax(0), niceMax(7), niceMax(75), niceMax(101), niceMax(240), niceMax(4_100)]).toEqual([1, 10, 100, 200, 250, 5_000]);
});
