import { data } from "react-router";
import { MONEY_ADMIN_TEXTS } from "~/content/money-admin";
import { REPORTS_ADMIN_TEXTS, type ReportWords } from "~/content/reports";
import { agencyToday } from "~/domain/departures";
import { localeDirection, type Locale } from "~/domain/locale";
import { CURRENCIES, MINOR_DIGITS, type CurrencyCode } from "~/domain/money";
import { OFFICE_IDS, type OfficeId } from "~/domain/offices";
import {
  isReportId,
  monthsOf,
  numericCell,
  parseReportFilter,
  REPORT_AGE_BUCKETS,
  reportAmount,
  reportCount,
  reportNumber,
  reportQuery,
  reportTableCsv,
  type PeriodChoice,
  type ReportChart,
  type ReportFilter,
  type ReportId,
  type ReportTable,
} from "~/domain/reports";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { officeChoices } from "~/server/platform/offices.server";
import type { RequestContext } from "~/server/platform/request-context.server";
import { cargoReport } from "~/server/reports/cargo-report.server";
import { cashReport } from "~/server/reports/cash.server";
import { barChart, columnChart, type ChartDirection } from "~/server/reports/charts.server";
import { departuresReport, DEPARTURES_MAX } from "~/server/reports/departures-report.server";
import { receivablesReport } from "~/server/reports/receivables-report.server";
import { salesReport } from "~/server/reports/sales.server";
import { accountHref } from "../money/money-screens.server";
import { enquiriesFigures } from "./enquiries-report.server";

/*
 * The reports' request handling (issue #28, decision 0059): the filter read from the URL (a bad
 * one is a 400 with its messages, nothing computed), the figures from app/server/reports, and the
 * screen's words, tables and charts. The CSV of a table is written from the same table, so the
 * file is what the screen shows. Editors and admins both read every report (decision 0059).
 */

/** The screens wired here; the Enquiries screen's are in enquiries-report.server.ts. */
export const BUILT_REPORTS = ["sales", "cash", "receivables", "enquiries", "departures", "cargo"] as const satisfies readonly ReportId[];
type BuiltReport = (typeof BUILT_REPORTS)[number];
const isBuilt = (value: string): value is BuiltReport => (BUILT_REPORTS as readonly string[]).includes(value);

export type ReportView = {
  report: ReportId;
  /** The report's own language (`lang` in its address); the admin around it stays English. */
  lang: Locale;
  title: string;
  summary: string;
  notes: string[];
  choice: PeriodChoice;
  period: string | null;
  problems: string[];
  offices: { id: OfficeId; name: string }[];
  officeApplies: boolean;
  usdOption: { checked: boolean } | null;
  charts: ReportChart[];
  tables: (ReportTable & { csvHref: string })[];
};

type Figures = { notes: string[]; charts: ReportChart[]; tables: ReportTable[] };
type Context = {
  filter: ReportFilter;
  officeName: (id: OfficeId) => string;
  usd: boolean;
  today: string;
  locale: Locale;
  words: ReportWords;
  /** Right to left in Arabic: time runs from right to left in the charts. */
  dir: ChartDirection;
  amount: (amountMinor: number, currency: CurrencyCode) => string;
  count: (value: number) => string;
  decimal: (value: number, min: number, max?: number) => string;
};

const major = (amountMinor: number, currency: CurrencyCode) => amountMinor / 10 ** MINOR_DIGITS[currency];
const num = numericCell;

async function sales({ filter, usd, words: reportWords, dir, amount, count }: Context): Promise<Figures> {
  const words = reportWords.sales;
  const rows = await salesReport(filter, { usd });
  const currencies = CURRENCIES.filter((currency) => rows.some((row) => row.currency === currency));
  const months = monthsOf(filter);
  const usdCell = (value: number | null) => num(value === null ? words.noRate : amount(value, "USD"));
  const tableRows = rows.map((row) => [
    { text: row.month },
    { text: row.currency },
    num(count(row.bookings)),
    num(count(row.seats)),
    num(amount(row.revenueMinor, row.currency)),
    ...(usd ? [usdCell(row.usdMinor)] : []),
  ]);
  // One total per currency, never one across them.
  for (const currency of currencies) {
    const of = rows.filter((row) => row.currency === currency);
    const usdTotal = of.some((row) => row.usdMinor === null) ? null : of.reduce((sum, row) => sum + (row.usdMinor ?? 0), 0);
    tableRows.push([
      { text: words.total },
      { text: currency },
      num(count(of.reduce((sum, row) => sum + row.bookings, 0))),
      num(count(of.reduce((sum, row) => sum + row.seats, 0))),
      num(
        amount(
          of.reduce((sum, row) => sum + row.revenueMinor, 0),
          currency,
        ),
      ),
      ...(usd ? [usdCell(usdTotal)] : []),
    ]);
  }
  const columns = words.columns;
  return {
    notes: [words.revenueMeans, ...(usd ? [words.usdNote] : [])],
    charts: (currencies.length > 0 ? currencies : (["USD"] as CurrencyCode[])).map((currency) => {
      const caption = words.chart(currency);
      return {
        id: `sales-${currency}`,
        caption,
        svg: columnChart({
          id: `sales-${currency}`,
          title: caption,
          categories: months,
          series: [currency],
          values: [
            months.map((month) => major(rows.find((row) => row.month === month && row.currency === currency)?.revenueMinor ?? 0, currency)),
          ],
          format: (value) => amount(Math.round(value * 10 ** MINOR_DIGITS[currency]), currency),
          emptyText: reportWords.noFigures,
          dir,
        }),
      };
    }),
    tables: [
      {
        id: "sales",
        caption: reportWords.tableOf(reportWords.screens.sales.title),
        columns: [
          { label: columns.month },
          { label: columns.currency },
          { label: columns.bookings, numeric: true },
          { label: columns.seats, numeric: true },
          { label: columns.revenue, numeric: true },
          ...(usd ? [{ label: columns.usd, numeric: true }] : []),
        ],
        rows: tableRows,
      },
    ],
  };
}

async function cash({ filter, officeName, words: reportWords, dir, amount, decimal, locale }: Context): Promise<Figures> {
  const words = reportWords.cash;
  const rows = await cashReport(filter);
  const months = monthsOf(filter);
  const currencies = CURRENCIES.filter((currency) => rows.some((row) => row.currency === currency));
  const methods = MONEY_ADMIN_TEXTS[locale].methods;
  return {
    notes: [words.means],
    charts: (currencies.length > 0 ? currencies : (["USD"] as CurrencyCode[])).map((currency) => {
      const offices = OFFICE_IDS.filter((office) => rows.some((row) => row.currency === currency && row.office === office));
      const caption = words.chart(currency);
      return {
        id: `cash-${currency}`,
        caption,
        svg: columnChart({
          id: `cash-${currency}`,
          title: caption,
          categories: months,
          series: offices.map(officeName),
          values: offices.map((office) =>
            months.map((month) =>
              major(
                rows
                  .filter((row) => row.month === month && row.currency === currency && row.office === office)
                  .reduce((sum, row) => sum + row.netMinor, 0),
                currency,
              ),
            ),
          ),
          format: (value) => decimal(value, 0, 2),
          emptyText: reportWords.noFigures,
          dir,
        }),
      };
    }),
    tables: [
      {
        id: "cash",
        caption: reportWords.tableOf(reportWords.screens.cash.title),
        columns: [
          { label: words.columns.month },
          { label: words.columns.office },
          { label: words.columns.method },
          { label: words.columns.currency },
          { label: words.columns.in, numeric: true },
          { label: words.columns.out, numeric: true },
          { label: words.columns.net, numeric: true },
        ],
        rows: rows.map((row) => [
          { text: row.month },
          { text: officeName(row.office) },
          { text: methods[row.method] },
          { text: row.currency },
          num(amount(row.inMinor, row.currency)),
          num(amount(row.outMinor, row.currency)),
          num(amount(row.netMinor, row.currency)),
        ]),
      },
    ],
  };
}

const LINES_MAX = 300;

async function receivables({ filter, officeName, today, words: reportWords, dir, amount, decimal }: Context): Promise<Figures> {
  const words = reportWords.receivables;
  const report = await receivablesReport(filter, today);
  const bucketLabels = REPORT_AGE_BUCKETS.map((bucket) => words.buckets[bucket]);
  const shown = report.lines.slice(0, LINES_MAX);
  return {
    notes: [words.means(report.today, filter.to), ...(report.truncated ? [words.truncated] : [])],
    charts: (report.totals.length > 0 ? report.totals : [{ currency: "USD" as CurrencyCode, buckets: null, totalMinor: 0 }]).map(
      (total) => {
        const caption = words.chart(total.currency);
        return {
          id: `receivables-${total.currency}`,
          caption,
          svg: columnChart({
            id: `receivables-${total.currency}`,
            title: caption,
            categories: bucketLabels,
            series: [total.currency],
            values: [REPORT_AGE_BUCKETS.map((bucket) => major(total.buckets?.[bucket] ?? 0, total.currency))],
            format: (value) => decimal(value, 0, 2),
            emptyText: reportWords.noFigures,
            dir,
          }),
        };
      },
    ),
    tables: [
      {
        id: "ageing",
        caption: words.totalsCaption,
        columns: [
          { label: words.columns.currency },
          ...bucketLabels.map((label) => ({ label, numeric: true })),
          { label: words.columns.total, numeric: true },
        ],
        rows: report.totals.map((total) => [
          { text: total.currency },
          ...REPORT_AGE_BUCKETS.map((bucket) => num(amount(total.buckets[bucket], total.currency))),
          num(amount(total.totalMinor, total.currency)),
        ]),
      },
      {
        id: "accounts",
        caption: words.linesCaption,
        note: report.lines.length > LINES_MAX ? reportWords.truncated(LINES_MAX, report.lines.length) : undefined,
        columns: [
          { label: words.columns.account },
          { label: words.columns.customer },
          { label: words.columns.office },
          { label: words.columns.currency },
          ...bucketLabels.map((label) => ({ label, numeric: true })),
          { label: words.columns.total, numeric: true },
        ],
        rows: shown.map((line) => [
          {
            text: `${words.kinds[line.account.kind]} ${line.account.reference}`,
            href: accountHref({ accountKind: line.account.kind, accountId: line.account.id, quoteId: line.account.quoteId }),
          },
          { text: line.account.customerName },
          { text: line.office ? officeName(line.office) : "" },
          { text: line.account.currency },
          ...REPORT_AGE_BUCKETS.map((bucket) => num(amount(line.buckets[bucket], line.account.currency))),
          num(amount(line.totalMinor, line.account.currency)),
        ]),
      },
    ],
  };
}

const CHART_DEPARTURES = 20;

async function departures({ filter, today, words: reportWords, dir, count }: Context): Promise<Figures> {
  const words = reportWords.departures;
  const { rows, total } = await departuresReport(filter, today);
  const fill = (row: (typeof rows)[number]) => (row.capacity > 0 ? `${Math.round(((row.booked + row.held) / row.capacity) * 100)}%` : "—");
  return {
    notes: [words.means, reportWords.officeNotApplied],
    charts: [
      {
        id: "departures",
        caption: words.chart,
        svg: barChart({
          id: "departures",
          title: words.chart,
          series: [words.series.booked, words.series.held, words.series.free],
          rows: rows.slice(0, CHART_DEPARTURES).map((row) => ({
            label: `${row.startDate} · ${row.tourTitle}`,
            values: [row.booked, row.held, row.free],
            note: `${row.booked + row.held} / ${row.capacity}`,
          })),
          format: count,
          emptyText: reportWords.noFigures,
          dir,
        }),
      },
    ],
    tables: [
      {
        id: "departures",
        caption: reportWords.tableOf(reportWords.screens.departures.title),
        note: total > DEPARTURES_MAX ? reportWords.truncated(DEPARTURES_MAX, total) : undefined,
        columns: [
          { label: words.columns.date },
          { label: words.columns.tour },
          { label: words.columns.capacity, numeric: true },
          { label: words.columns.booked, numeric: true },
          { label: words.columns.held, numeric: true },
          { label: words.columns.free, numeric: true },
          { label: words.columns.fill, numeric: true },
        ],
        rows: rows.map((row) => [
          { text: row.startDate },
          { text: row.tourTitle, href: `/admin/tours/${encodeURIComponent(row.tourId)}` },
          num(count(row.capacity)),
          num(count(row.booked)),
          num(count(row.held)),
          num(count(row.free)),
          num(fill(row)),
        ]),
      },
    ],
  };
}

async function cargo({ filter, officeName, today, words: reportWords, dir, count, decimal }: Context): Promise<Figures> {
  const words = reportWords.cargo;
  const report = await cargoReport(filter, today);
  const months = monthsOf(filter);
  const routeName = (from: OfficeId, to: OfficeId) => words.route(officeName(from), officeName(to));
  const routes = [...new Set(report.routes.map((row) => `${row.from}>${row.to}`))].map((key) => key.split(">") as [OfficeId, OfficeId]);
  return {
    notes: [words.means],
    charts: [
      {
        id: "cargo-routes",
        caption: words.chart,
        svg: columnChart({
          id: "cargo-routes",
          title: words.chart,
          categories: months,
          series: routes.map(([from, to]) => routeName(from, to)),
          values: routes.map(([from, to]) =>
            months.map((month) => report.routes.find((row) => row.month === month && row.from === from && row.to === to)?.shipments ?? 0),
          ),
          format: count,
          emptyText: reportWords.noFigures,
          dir,
        }),
      },
      {
        id: "cargo-pickup",
        caption: words.pickupChart,
        svg: barChart({
          id: "cargo-pickup",
          title: words.pickupChart,
          series: [words.daysSeries],
          rows: report.pickup.map((row) => ({
            label: officeName(row.office),
            values: [row.averageDays],
            note: decimal(row.averageDays, 0, 1),
          })),
          format: (value) => decimal(value, 0, 2),
          emptyText: reportWords.noFigures,
          dir,
        }),
      },
    ],
    tables: [
      {
        id: "routes",
        caption: words.routesCaption,
        columns: [
          { label: words.routeColumns.month },
          { label: words.routeColumns.route },
          { label: words.routeColumns.shipments, numeric: true },
          { label: words.routeColumns.kg, numeric: true },
        ],
        rows: report.routes.map((row) => [
          { text: row.month },
          { text: routeName(row.from, row.to) },
          num(count(row.shipments)),
          num(decimal(row.chargeableGrams / 1000, 1)),
        ]),
      },
      {
        id: "pickup",
        caption: words.pickupCaption,
        columns: [
          { label: words.pickupColumns.office },
          { label: words.pickupColumns.delivered, numeric: true },
          { label: words.pickupColumns.average, numeric: true },
          { label: words.pickupColumns.longest, numeric: true },
        ],
        rows: report.pickup.map((row) => [
          { text: officeName(row.office) },
          num(count(row.delivered)),
          num(decimal(row.averageDays, 1)),
          num(decimal(row.longestDays, 1)),
        ]),
      },
      {
        id: "waiting",
        caption: words.waitingCaption,
        columns: [
          { label: words.waitingColumns.tracking },
          { label: words.waitingColumns.receiver },
          { label: words.waitingColumns.office },
          { label: words.waitingColumns.since },
          { label: words.waitingColumns.days, numeric: true },
        ],
        rows: report.waiting.map((row) => [
          { text: row.trackingNumber, href: `/admin/shipments/${encodeURIComponent(row.id)}` },
          { text: row.receiverName },
          { text: officeName(row.office) },
          { text: row.readySince.slice(0, 10) },
          num(count(row.daysWaiting)),
        ]),
      },
    ],
  };
}

const enquiries = ({ filter, locale }: Context): Promise<Figures> => enquiriesFigures(filter, locale);

const FIGURES: Record<BuiltReport, (context: Context) => Promise<Figures>> = { sales, cash, receivables, enquiries, departures, cargo };

/** The report a URL names; an unknown one (or one not wired yet) is a 404. */
export function requireBuiltReport(name: string | undefined): BuiltReport {
  if (!name || !isReportId(name) || !isBuilt(name)) throw data(null, { status: 404 });
  return name;
}

async function build(
  request: Request,
  context: RequestContext,
  name: string | undefined,
): Promise<{ view: ReportView; figures: Figures | null }> {
  signedInUser(context);
  const report = requireBuiltReport(name);
  const params = new URL(request.url).searchParams;
  const today = agencyToday();
  const parsed = parseReportFilter(params, today);
  const locale = parsed.choice.lang;
  const reportWords = REPORTS_ADMIN_TEXTS[locale];
  const usd = report === "sales" && params.get("usd") === "1";
  const offices = (await officeChoices(locale)).map((office) => ({ id: office.id, name: office.name }));
  const officeName = (id: OfficeId) => offices.find((office) => office.id === id)?.name ?? id;
  const view: ReportView = {
    report,
    lang: locale,
    title: reportWords.screens[report].title,
    summary: reportWords.screens[report].summary,
    notes: [],
    choice: parsed.choice,
    period: parsed.ok ? reportWords.periodLabel(parsed.filter.from, parsed.filter.to) : null,
    problems: parsed.ok ? [] : parsed.problems.map((problem) => reportWords.filter.problems[problem]),
    offices,
    officeApplies: report !== "departures",
    usdOption: report === "sales" ? { checked: usd } : null,
    charts: [],
    tables: [],
  };
  if (!parsed.ok) return { view, figures: null };
  const figures = await FIGURES[report]({
    filter: parsed.filter,
    officeName,
    usd,
    today,
    locale,
    words: reportWords,
    dir: localeDirection(locale),
    amount: (amountMinor, currency) => reportAmount(amountMinor, currency, locale),
    count: (value) => reportCount(value, locale),
    decimal: (value, min, max) => reportNumber(value, locale, min, max),
  });
  const extra: Record<string, string> = usd ? { usd: "1" } : {};
  view.notes = figures.notes;
  view.charts = figures.charts;
  view.tables = figures.tables.map((table) => ({
    ...table,
    csvHref: `/admin/reports/${report}.csv?${reportQuery(parsed.choice, { ...extra, table: table.id })}`,
  }));
  return { view, figures };
}

/** The screen: its figures, or its form with the messages and a 400 when the filter is wrong. */
export async function loadReport(request: Request, context: RequestContext, name: string | undefined) {
  const { view, figures } = await build(request, context, name);
  return figures ? view : data(view, { status: 400 });
}

/** The CSV of one of the screen's tables (`table`, else the first), cell for cell; a wrong filter is a 400 in words. */
export async function reportCsv(request: Request, context: RequestContext, name: string | undefined): Promise<Response> {
  const { view, figures } = await build(request, context, name);
  if (!figures) {
    return new Response(`${REPORTS_ADMIN_TEXTS[view.lang].filter.problemsTitle}\n${view.problems.join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const wanted = new URL(request.url).searchParams.get("table");
  const table = wanted ? figures.tables.find((entry) => entry.id === wanted) : figures.tables[0];
  if (!table)
    return new Response("No such table in this report.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const filename = `${view.report}-${table.id}-${view.choice.period === "custom" ? `${view.choice.from}-${view.choice.to}` : view.choice[view.choice.period]}.csv`;
  return new Response(reportTableCsv(table), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
