import { z } from "zod";
import { CSV_BOM, csvCell } from "./csv";
import { addDays } from "./departures";
import { isLocale, type Locale } from "./locale";
import { MINOR_DIGITS, type CurrencyCode } from "./money";
import { ageBucket, isDay } from "./money-desk";
import { isOfficeId, OFFICE_IDS, type OfficeId } from "./offices";

/*
 * The reports' shared rules (issue #28, decision 0059): the period a report covers as its GET
 * form gives it (a month, a quarter, a year or from–to), the office, and the months of a period.
 * Every report screen reads its filter here, so the Enquiries screen reads the same one.
 * Rules return codes; the screens choose the words (app/content/reports.ts).
 */

export const REPORTS_PATH = "/admin/reports";

/** The screens, in the index's order; "enquiries" is built by the enquiry funnel (app/server/reports/enquiry-funnel.server.ts). */
export const REPORT_IDS = ["sales", "cash", "receivables", "enquiries", "departures", "cargo"] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export function isReportId(value: unknown): value is ReportId {
  return typeof value === "string" && (REPORT_IDS as readonly string[]).includes(value);
}

export const reportPath = (report: ReportId) => `${REPORTS_PATH}/${report}`;

export const PERIOD_KINDS = ["month", "quarter", "year", "custom"] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** A custom period may span at most this many days (five years), so a report stays a few hundred rows. */
export const MAX_PERIOD_DAYS = 5 * 366;

const DAY_SCHEMA = z.string().refine(isDay);

/** What every report is computed for: days on the agency's calendar, both included; null office: all offices. */
export const ReportFilterSchema = z
  .object({
    from: DAY_SCHEMA,
    to: DAY_SCHEMA,
    office: z.enum(OFFICE_IDS).nullable(),
  })
  .refine((filter) => filter.from <= filter.to, { path: ["to"] });

export type ReportFilter = z.infer<typeof ReportFilterSchema>;

/** The form's fields as typed, to give them back; each defaulted from today when missing. */
export type PeriodChoice = {
  period: PeriodKind;
  month: string;
  quarter: string;
  year: string;
  from: string;
  to: string;
  office: OfficeId | "";
  /** The language the report is read and printed in; the admin around it stays English. */
  lang: Locale;
};

export type FilterProblem =
  | "period-unknown"
  | "month-invalid"
  | "quarter-invalid"
  | "year-invalid"
  | "from-invalid"
  | "to-invalid"
  | "to-before-from"
  | "period-too-long"
  | "office-unknown"
  | "language-unknown";

export type ParsedFilter =
  { ok: true; filter: ReportFilter; choice: PeriodChoice } | { ok: false; problems: FilterProblem[]; choice: PeriodChoice };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;
const YEAR = /^\d{4}$/;

/** The last day of a month "YYYY-MM". */
export function monthEnd(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

export function quarterOf(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

function quarterRange(quarter: string): { from: string; to: string } {
  const [, year, number] = QUARTER.exec(quarter)!;
  const first = (Number(number) - 1) * 3 + 1;
  return { from: `${year}-${String(first).padStart(2, "0")}-01`, to: monthEnd(`${year}-${String(first + 2).padStart(2, "0")}`) };
}

const text = (params: URLSearchParams, name: string) => (params.get(name) ?? "").trim();

/** The filter a report's GET form sends; `today` is the agency's day, whose month is the default period. */
export function parseReportFilter(params: URLSearchParams, today: string): ParsedFilter {
  const period = text(params, "period") || "month";
  const choice: PeriodChoice = {
    period: (PERIOD_KINDS as readonly string[]).includes(period) ? (period as PeriodKind) : "month",
    month: text(params, "month") || today.slice(0, 7),
    quarter: text(params, "quarter") || quarterOf(today),
    year: text(params, "year") || today.slice(0, 4),
    from: text(params, "from") || `${today.slice(0, 7)}-01`,
    to: text(params, "to") || today,
    office: "",
    lang: "en",
  };
  const problems: FilterProblem[] = [];
  const lang = text(params, "lang");
  if (lang !== "") {
    if (isLocale(lang)) choice.lang = lang;
    else problems.push("language-unknown");
  }
  const office = text(params, "office");
  if (office !== "" && office !== "all") {
    if (isOfficeId(office)) choice.office = office;
    else problems.push("office-unknown");
  }
  let range: { from: string; to: string } | null = null;
  if (!(PERIOD_KINDS as readonly string[]).includes(period)) problems.push("period-unknown");
  else if (period === "month") {
    if (MONTH.test(choice.month)) range = { from: `${choice.month}-01`, to: monthEnd(choice.month) };
    else problems.push("month-invalid");
  } else if (period === "quarter") {
    if (QUARTER.test(choice.quarter)) range = quarterRange(choice.quarter);
    else problems.push("quarter-invalid");
  } else if (period === "year") {
    if (YEAR.test(choice.year) && Number(choice.year) >= 1970) range = { from: `${choice.year}-01-01`, to: `${choice.year}-12-31` };
    else problems.push("year-invalid");
  } else {
    const fromOk = isDay(choice.from);
    const toOk = isDay(choice.to);
    if (!fromOk) problems.push("from-invalid");
    if (!toOk) problems.push("to-invalid");
    if (fromOk && toOk) {
      if (choice.to < choice.from) problems.push("to-before-from");
      else if (addDays(choice.from, MAX_PERIOD_DAYS) < choice.to) problems.push("period-too-long");
      else range = { from: choice.from, to: choice.to };
    }
  }
  if (problems.length > 0 || !range) return { ok: false, problems, choice };
  const filter = ReportFilterSchema.parse({ ...range, office: choice.office || null });
  return { ok: true, filter, choice };
}

/** The filter as the URL carries it (the CSV link, the index's links), the same names parseReportFilter reads. */
export function reportQuery(choice: PeriodChoice, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  params.set("period", choice.period);
  if (choice.period === "month") params.set("month", choice.month);
  else if (choice.period === "quarter") params.set("quarter", choice.quarter);
  else if (choice.period === "year") params.set("year", choice.year);
  else {
    params.set("from", choice.from);
    params.set("to", choice.to);
  }
  if (choice.office) params.set("office", choice.office);
  if (choice.lang !== "en") params.set("lang", choice.lang);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}

/** The months ("YYYY-MM") a period touches, first to last. */
export function monthsOf(filter: Pick<ReportFilter, "from" | "to">): string[] {
  const months: string[] = [];
  let year = Number(filter.from.slice(0, 4));
  let month = Number(filter.from.slice(5, 7));
  const last = filter.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The first day of each month of a period, clipped to the period: the bounds a month's rows fall between. */
export function monthStarts(filter: Pick<ReportFilter, "from" | "to">): { month: string; from: string }[] {
  return monthsOf(filter).map((month, index) => ({ month, from: index === 0 ? filter.from : `${month}-01` }));
}

/** The receivables' buckets (issue #28): not yet due, then days overdue; built on money-desk's ageBucket. */
export const REPORT_AGE_BUCKETS = ["not-due", "1-30", "31-60", "61+"] as const;
export type ReportAgeBucket = (typeof REPORT_AGE_BUCKETS)[number];

/** A part's report bucket: the payments desk's ageing (ageBucket) with its two oldest buckets together, and what is not late yet. */
export function reportAgeBucket(daysPast: number): ReportAgeBucket {
  if (daysPast <= 0) return "not-due";
  const bucket = ageBucket(daysPast);
  return bucket === "0-30" ? "1-30" : bucket === "31-60" ? "31-60" : "61+";
}

/** A cell of a report's table: its text exactly as shown and written to the CSV, a link when it names a record. */
export type ReportCell = { text: string; href?: string; numeric?: boolean };
/** A figure's cell: aligned to the end and written to the CSV as shown. */
export const numericCell = (text: string): { text: string; numeric: true } => ({ text, numeric: true });
export type ReportTable = {
  /** The CSV link's `table` value. */
  id: string;
  caption: string;
  columns: { label: string; numeric?: boolean }[];
  /** The first cell of a row is its header (th scope="row"). */
  rows: ReportCell[][];
  note?: string;
};
export type ReportChart = { id: string; caption: string; svg: string };

/**
 * A figure as the tables write it ("-1,234.50", "-1 234,50" in French, "40%"): no formula can
 * hide in it, so it is written as shown.
 */
const FIGURE = /^-?\d{1,3}([,\u202f]\d{3})*([.,]\d+)?%?$/;

/**
 * How the reports write numbers in each language: grouped as that language's readers write
 * them; Arabic with Western digits in the English convention (numbers stay left to right, as
 * the agency writes its prices), without the bidi mark Intl puts before a minus there.
 */
const REPORT_NUMBER_LOCALE: Record<Locale, string> = { en: "en-US", fr: "fr-FR", ar: "en-US" };

/** A number as a report writes it in `locale`, with at least `min` and at most `max` decimals. */
export function reportNumber(value: number, locale: Locale = "en", min = 0, max = min): string {
  return value.toLocaleString(REPORT_NUMBER_LOCALE[locale], { minimumFractionDigits: min, maximumFractionDigits: max });
}

/**
 * The CSV of a table: its column names, then its rows' texts, cell for cell what the screen
 * shows. A figure is written as shown, minus sign included (csvCell would guard a leading "-"
 * with an apostrophe, as it must for a name); every other text goes through csvCell.
 */
export function reportTableCsv(table: ReportTable): string {
  const line = (cells: readonly ReportCell[]) =>
    cells.map((cell) => (cell.numeric && FIGURE.test(cell.text) ? `"${cell.text}"` : csvCell(cell.text))).join(",");
  const header = table.columns.map((column) => csvCell(column.label)).join(",");
  return `${CSV_BOM}${[header, ...table.rows.map(line)].map((text) => `${text}\r\n`).join("")}`;
}

/** An amount in minor units as the reports write it: major units, the currency's decimals, grouped; the currency stands in its own column. */
export function reportAmount(amountMinor: number, currency: CurrencyCode, locale: Locale = "en"): string {
  const digits = MINOR_DIGITS[currency];
  return reportNumber(amountMinor / 10 ** digits, locale, digits);
}

export const reportCount = (value: number, locale: Locale = "en") => reportNumber(value, locale);
