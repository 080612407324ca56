/*
 * The reports' charts (issue #28, decision 0059): SVG markup written here on the server and sent
 * as a string, so no chart script reaches the browser. Two shapes: columns grouped per period
 * (months) and series, and horizontal bars (rankings, or a departure's seats stacked booked /
 * held / free). Every text is escaped. Colours pass 3:1 against white and never carry meaning
 * alone: each series has its own pattern, the legend names it, every bar has a <title>. Right to
 * left, time runs from right to left and the axis stands at the right; numbers stay left to right.
 */

export type ChartDirection = "ltr" | "rtl";

/** Colours at least 3:1 against white (blue-700, amber-700, emerald-700, purple-700, rose-700, gray-700). */
export const SERIES_COLOURS = ["#1d4ed8", "#b45309", "#047857", "#7e22ce", "#be123c", "#374151"] as const;
const AXIS_COLOUR = "#4b5563";
const TEXT_COLOUR = "#111827";

export function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/** Numbers in SVG coordinates: two decimals at most, no exponent. */
const n = (value: number) => String(Math.round(value * 100) / 100);

/** An id safe for url(#…) references: several charts share one page. */
const safeId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, "-");

/** Pattern i: 0 solid, then stripes, dots, cross-hatch, horizontal and vertical lines, each in the series' colour on white. */
function patternDef(id: string, index: number): string {
  const colour = SERIES_COLOURS[index % SERIES_COLOURS.length]!;
  const kind = index % 6;
  const open = `<pattern id="${id}" patternUnits="userSpaceOnUse" width="6" height="6">`;
  const ground = `<rect width="6" height="6" fill="#ffffff"/>`;
  const shape =
    kind === 0
      ? `<rect width="6" height="6" fill="${colour}"/>`
      : kind === 1
        ? `${ground}<path d="M-1,7 L7,-1 M-1,1 L1,-1 M5,7 L7,5" stroke="${colour}" stroke-width="2"/>`
        : kind === 2
          ? `${ground}<circle cx="3" cy="3" r="1.8" fill="${colour}"/>`
          : kind === 3
            ? `${ground}<path d="M0,0 L6,6 M6,0 L0,6" stroke="${colour}" stroke-width="1.4"/>`
            : kind === 4
              ? `${ground}<path d="M0,3 L6,3" stroke="${colour}" stroke-width="2"/>`
              : `${ground}<path d="M3,0 L3,6" stroke="${colour}" stroke-width="2"/>`;
  return `${open}${shape}</pattern>`;
}

function defs(chartId: string, seriesCount: number): string {
  const patterns = Array.from({ length: seriesCount }, (_, index) => patternDef(`${chartId}-s${index}`, index)).join("");
  return `<defs>${patterns}</defs>`;
}

const fillOf = (chartId: string, index: number) => `url(#${chartId}-s${index})`;
const strokeOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;

/** The legend: a swatch in each series' pattern and its name, in reading order. */
function legend(chartId: string, series: readonly string[], width: number, dir: ChartDirection): string {
  const items: string[] = [];
  let offset = 0;
  for (const [index, name] of series.entries()) {
    const itemWidth = 28 + Math.min(name.length, 40) * 7;
    const x = dir === "rtl" ? width - 8 - offset - 14 : 8 + offset;
    const textX = dir === "rtl" ? x - 6 : x + 20;
    items.push(
      `<g><rect x="${n(x)}" y="8" width="14" height="14" fill="${fillOf(chartId, index)}" stroke="${strokeOf(index)}"/>` +
        `<text x="${n(textX)}" y="19" font-size="12" fill="${TEXT_COLOUR}" ${wordAnchor(dir === "rtl" ? "right" : "left", dir)}>${escapeXml(name)}</text></g>`,
    );
    offset += itemWidth;
  }
  return `<g class="chart-legend">${items.join("")}</g>`;
}

/**
 * The value axis: a step of 1, 2 or 5 times a power of ten giving at most five intervals, whole
 * (at least 1) once the largest value is 1 or more, so a count never reads "2.5" rounded to "3";
 * the top is the first step at or above the largest value.
 */
export function axisTicks(largest: number): number[] {
  const rough = Math.max(largest, Number.MIN_VALUE) / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  if (largest >= 1) step = Math.max(1, step);
  const count = Math.max(1, Math.ceil(largest / step - 1e-9));
  // Written from the step's own decimals, so 0.1 × 3 is 0.3 and not 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Array.from({ length: count + 1 }, (_, index) => Number((index * step).toFixed(decimals)));
}

/**
 * A text of words (a name, a month, a label) anchored at its left or right edge, whatever the
 * page around the chart: the root is left to right (coordinates are absolute), and in a right to
 * left chart the words are written right to left, so Arabic reads in its order.
 */
function wordAnchor(edge: "left" | "right" | "middle", dir: ChartDirection): string {
  if (edge === "middle") return `text-anchor="middle" direction="${dir}"`;
  const start = (edge === "left") === (dir === "ltr");
  return `text-anchor="${start ? "start" : "end"}" direction="${dir}"`;
}

/** Roughly how wide a text of numbers is at 11 px, to leave the axis its room. */
const numberWidth = (text: string) => text.length * 6.6;

function frame(chartId: string, title: string, width: number, height: number, dir: ChartDirection, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="${chartId}-title" viewBox="0 0 ${width} ${height}" ` +
    `width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet" data-dir="${dir}" direction="ltr" font-family="system-ui, sans-serif" class="report-chart">` +
    `<title id="${chartId}-title">${escapeXml(title)}</title>${body}</svg>`
  );
}

function emptyChart(chartId: string, title: string, emptyText: string, dir: ChartDirection): string {
  const width = 480;
  const height = 120;
  return frame(
    chartId,
    title,
    width,
    height,
    dir,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" fill="#ffffff" stroke="${AXIS_COLOUR}"/>` +
      `<text x="${width / 2}" y="${height / 2 + 4}" font-size="14" fill="${TEXT_COLOUR}" ${wordAnchor("middle", dir)}>${escapeXml(emptyText)}</text>`,
  );
}

export type ColumnChartInput = {
  id: string;
  title: string;
  /** The groups along time (months), first to last. */
  categories: readonly string[];
  /** The series' names, one pattern each. */
  series: readonly string[];
  /** values[series][category], at least zero. */
  values: readonly (readonly number[])[];
  format: (value: number) => string;
  emptyText: string;
  dir?: ChartDirection;
};

/** Columns grouped per category (month) with one column per series; time runs right to left in Arabic. */
export function columnChart(input: ColumnChartInput): string {
  const dir = input.dir ?? "ltr";
  const chartId = safeId(input.id);
  const categories = input.categories.length;
  const seriesCount = input.series.length;
  const largest = Math.max(0, ...input.values.flat().filter((value) => Number.isFinite(value)));
  if (categories === 0 || seriesCount === 0 || largest <= 0) return emptyChart(chartId, input.title, input.emptyText, dir);

  const ticks = axisTicks(largest);
  const tickLabels = ticks.map((value) => input.format(value));
  const groupWidth = Math.max(48, seriesCount * 22 + 16);
  const axisSpace = Math.max(48, Math.ceil(Math.max(...tickLabels.map(numberWidth)) + 16));
  const width = Math.max(480, axisSpace + 16 + categories * groupWidth);
  const top = 40;
  const plotHeight = 200;
  const height = top + plotHeight + 36;
  const plotStart = dir === "rtl" ? 16 : axisSpace;
  const plotWidth = width - axisSpace - 16;
  const axisX = dir === "rtl" ? plotStart + plotWidth : plotStart;
  const max = ticks.at(-1)!;
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight;

  const parts: string[] = [defs(chartId, seriesCount), legend(chartId, input.series, width, dir)];
  // Grid and the value axis (numbers left to right on either side).
  for (const [tick, value] of ticks.entries()) {
    const tickY = y(value);
    parts.push(
      `<line x1="${n(plotStart)}" x2="${n(plotStart + plotWidth)}" y1="${n(tickY)}" y2="${n(tickY)}" stroke="#d1d5db" stroke-width="1"/>`,
      `<text x="${n(dir === "rtl" ? axisX + 6 : axisX - 6)}" y="${n(tickY + 4)}" font-size="11" fill="${TEXT_COLOUR}" ` +
        `text-anchor="${dir === "rtl" ? "start" : "end"}" direction="ltr" unicode-bidi="embed">${escapeXml(tickLabels[tick]!)}</text>`,
    );
  }
  parts.push(`<line x1="${n(axisX)}" x2="${n(axisX)}" y1="${top}" y2="${top + plotHeight}" stroke="${AXIS_COLOUR}"/>`);
  parts.push(
    `<line x1="${n(plotStart)}" x2="${n(plotStart + plotWidth)}" y1="${top + plotHeight}" y2="${top + plotHeight}" stroke="${AXIS_COLOUR}"/>`,
  );

  const slot = plotWidth / categories;
  const barWidth = Math.min(28, (slot - 12) / seriesCount);
  for (const [categoryIndex, category] of input.categories.entries()) {
    // Right to left: the first month at the right.
    const position = dir === "rtl" ? categories - 1 - categoryIndex : categoryIndex;
    const slotStart = plotStart + position * slot;
    const groupStart = slotStart + (slot - barWidth * seriesCount) / 2;
    const bars: string[] = [];
    for (let seriesIndex = 0; seriesIndex < seriesCount; seriesIndex += 1) {
      const value = Math.max(0, input.values[seriesIndex]?.[categoryIndex] ?? 0);
      const order = dir === "rtl" ? seriesCount - 1 - seriesIndex : seriesIndex;
      const barX = groupStart + order * barWidth;
      const barY = y(value);
      const label = `${input.series[seriesIndex]} — ${category}: ${input.format(value)}`;
      bars.push(
        `<rect x="${n(barX)}" y="${n(barY)}" width="${n(Math.max(1, barWidth - 2))}" height="${n(top + plotHeight - barY)}" ` +
          `fill="${fillOf(chartId, seriesIndex)}" stroke="${strokeOf(seriesIndex)}" stroke-width="1" data-series="${seriesIndex}" data-category="${escapeXml(category)}">` +
          `<title>${escapeXml(label)}</title></rect>`,
      );
    }
    parts.push(
      `<g class="chart-group">${bars.join("")}<text x="${n(slotStart + slot / 2)}" y="${top + plotHeight + 18}" font-size="11" fill="${TEXT_COLOUR}" ${wordAnchor("middle", dir)}>${escapeXml(category)}</text></g>`,
    );
  }
  return frame(chartId, input.title, width, height, dir, parts.join(""));
}

export type BarChartInput = {
  id: string;
  title: string;
  /** Stacked parts of each bar, one pattern each (a single series for a ranking). */
  series: readonly string[];
  rows: readonly { label: string; values: readonly number[]; note: string }[];
  format: (value: number) => string;
  emptyText: string;
  dir?: ChartDirection;
};

/** Horizontal bars, one per row, their parts stacked; the label at the start side, a direct label at the bar's end. */
export function barChart(input: BarChartInput): string {
  const dir = input.dir ?? "ltr";
  const chartId = safeId(input.id);
  const totals = input.rows.map((row) => row.values.reduce((sum, value) => sum + Math.max(0, value), 0));
  const largest = Math.max(0, ...totals);
  if (input.rows.length === 0 || input.series.length === 0 || largest <= 0) return emptyChart(chartId, input.title, input.emptyText, dir);

  const width = 640;
  const labelSpace = 200;
  const noteSpace = 96;
  const rowHeight = 26;
  const top = 36;
  const height = top + input.rows.length * rowHeight + 12;
  const plotWidth = width - labelSpace - noteSpace - 16;
  const scale = plotWidth / largest;
  const parts: string[] = [defs(chartId, input.series.length), legend(chartId, input.series, width, dir)];
  for (const [rowIndex, row] of input.rows.entries()) {
    const rowY = top + rowIndex * rowHeight;
    const labelX = dir === "rtl" ? width - 8 : 8;
    const clipped = row.label.length > 30 ? `${row.label.slice(0, 29)}…` : row.label;
    parts.push(
      `<text x="${labelX}" y="${rowY + 16}" font-size="12" fill="${TEXT_COLOUR}" ${wordAnchor(dir === "rtl" ? "right" : "left", dir)}>${escapeXml(clipped)}</text>`,
    );
    let offset = 0;
    for (const [seriesIndex, raw] of row.values.entries()) {
      const value = Math.max(0, raw);
      if (value === 0) continue;
      const length = value * scale;
      const barX = dir === "rtl" ? width - labelSpace - offset - length : labelSpace + offset;
      parts.push(
        `<rect x="${n(barX)}" y="${rowY + 4}" width="${n(Math.max(1, length))}" height="${rowHeight - 8}" fill="${fillOf(chartId, seriesIndex)}" ` +
          `stroke="${strokeOf(seriesIndex)}" stroke-width="1" data-series="${seriesIndex}">` +
          `<title>${escapeXml(`${row.label} — ${input.series[seriesIndex] ?? ""}: ${input.format(value)}`)}</title></rect>`,
      );
      offset += length;
    }
    const noteX = dir === "rtl" ? width - labelSpace - offset - 6 : labelSpace + offset + 6;
    parts.push(
      `<text x="${n(noteX)}" y="${rowY + 16}" font-size="11" fill="${TEXT_COLOUR}" text-anchor="${dir === "rtl" ? "end" : "start"}" direction="ltr" unicode-bidi="embed">${escapeXml(row.note)}</text>`,
    );
  }
  return frame(chartId, input.title, width, height, dir, parts.join(""));
}
