import { ENQUIRIES_REPORT_WORDS, FUNNEL_STAGES, type EnquiriesReportWords } from "~/content/reports-enquiries";
import { REPORTS_ADMIN_TEXTS } from "~/content/reports";
import { FUNNEL_KINDS, type FunnelFigures } from "~/domain/enquiry-funnel";
import { localeDirection, type Locale } from "~/domain/locale";
import { numericCell, reportCount, type ReportChart, type ReportFilter, type ReportTable } from "~/domain/reports";
import { barChart, columnChart } from "~/server/reports/charts.server";
import { enquiryFunnel } from "~/server/reports/enquiry-funnel.server";

/*
 * The Enquiries report's screen (issue #28, decisions 0059 and 0060): the funnel per kind as a
 * chart and a table, the lost reasons and the sources, from the figures counted in SQL by
 * app/server/reports/enquiry-funnel.server.ts.
 */

const SOURCES_IN_CHART = 10;

const num = numericCell;

function funnelRow(words: EnquiriesReportWords, locale: Locale, label: string, figures: FunnelFigures) {
  const percent = (rate: number | null) => (rate === null ? words.none : `${Math.round(rate * 100)}%`);
  return [
    { text: label },
    ...FUNNEL_STAGES.map((stage) => num(reportCount(figures[stage], locale))),
    num(percent(figures.winRate)),
    { text: figures.medianFirstReplySeconds === null ? words.none : words.duration(figures.medianFirstReplySeconds), numeric: true },
  ];
}

export async function enquiriesFigures(
  filter: ReportFilter,
  locale: Locale,
): Promise<{ notes: string[]; charts: ReportChart[]; tables: ReportTable[] }> {
  const words = ENQUIRIES_REPORT_WORDS[locale];
  const reportWords = REPORTS_ADMIN_TEXTS[locale];
  const dir = localeDirection(locale);
  const count = (value: number) => reportCount(value, locale);
  const funnel = await enquiryFunnel(filter);
  const sourceName = (source: (typeof funnel.all.sources)[number]) => (source.name === null ? words.direct : source.name);
  const tables: ReportTable[] = [
    {
      id: "funnel",
      caption: words.funnelCaption,
      columns: [
        { label: words.columns.kind },
        ...FUNNEL_STAGES.map((stage) => ({ label: words.stages[stage], numeric: true })),
        { label: words.columns.winRate, numeric: true },
        { label: words.columns.medianReply, numeric: true },
      ],
      rows: [
        ...funnel.kinds.map((row) => funnelRow(words, locale, words.kinds[row.kind], row)),
        funnelRow(words, locale, words.kinds.all, funnel.all),
      ],
    },
    {
      id: "lost",
      caption: words.reasonsCaption,
      columns: [{ label: words.columns.reason }, { label: words.columns.count, numeric: true }],
      rows: funnel.all.lostReasons.map((row) => [{ text: words.reasons[row.reason] }, num(count(row.count))]),
    },
    {
      id: "sources",
      caption: words.sourcesCaption,
      columns: [{ label: words.columns.source }, { label: words.columns.channel }, { label: words.columns.count, numeric: true }],
      rows: funnel.all.sources.map((row) => [{ text: sourceName(row) }, { text: words.channels[row.channel] }, num(count(row.count))]),
    },
  ];
  const charts: ReportChart[] = [
    {
      id: "enquiries-funnel",
      caption: words.funnelChart,
      svg: columnChart({
        id: "enquiries-funnel",
        title: words.funnelChart,
        categories: FUNNEL_STAGES.map((stage) => words.stages[stage]),
        series: FUNNEL_KINDS.map((kind) => words.kinds[kind]),
        values: FUNNEL_KINDS.map((kind) => {
          const row = funnel.kinds.find((entry) => entry.kind === kind);
          return FUNNEL_STAGES.map((stage) => row?.[stage] ?? 0);
        }),
        format: count,
        emptyText: reportWords.noFigures,
        dir,
      }),
    },
    {
      id: "enquiries-sources",
      caption: words.sourcesChart,
      svg: barChart({
        id: "enquiries-sources",
        title: words.sourcesChart,
        series: [words.enquiriesSeries],
        rows: funnel.all.sources.slice(0, SOURCES_IN_CHART).map((row) => ({
          label: sourceName(row),
          values: [row.count],
          note: count(row.count),
        })),
        format: count,
        emptyText: reportWords.noFigures,
        dir,
      }),
    },
  ];
  return { notes: [words.means], charts, tables };
}
