import { ENQUIRIES_REPORT_TEXTS as WORDS, FUNNEL_STAGES } from "~/content/reports-enquiries";
import { REPORTS_TEXTS } from "~/content/reports";
import { FUNNEL_KINDS, type FunnelFigures } from "~/domain/enquiry-funnel";
import { numericCell, reportCount, type ReportChart, type ReportFilter, type ReportTable } from "~/domain/reports";
import { barChart, columnChart, type ChartDirection } from "~/server/reports/charts.server";
import { enquiryFunnel } from "~/server/reports/enquiry-funnel.server";

/*
 * The Enquiries report's screen (issue #28, decisions 0059 and 0060): the funnel per kind as a
 * chart and a table, the lost reasons and the sources, from the figures counted in SQL by
 * app/server/reports/enquiry-funnel.server.ts.
 */

const SOURCES_IN_CHART = 10;

const num = numericCell;
const percent = (rate: number | null) => (rate === null ? WORDS.none : `${Math.round(rate * 100)}%`);

function funnelRow(label: string, figures: FunnelFigures) {
  return [
    { text: label },
    ...FUNNEL_STAGES.map((stage) => num(reportCount(figures[stage]))),
    num(percent(figures.winRate)),
    { text: figures.medianFirstReplySeconds === null ? WORDS.none : WORDS.duration(figures.medianFirstReplySeconds), numeric: true },
  ];
}

export async function enquiriesFigures(
  filter: ReportFilter,
  dir: ChartDirection,
): Promise<{ notes: string[]; charts: ReportChart[]; tables: ReportTable[] }> {
  const funnel = await enquiryFunnel(filter);
  const sourceName = (source: (typeof funnel.all.sources)[number]) => (source.name === null ? WORDS.direct : source.name);
  const tables: ReportTable[] = [
    {
      id: "funnel",
      caption: WORDS.funnelCaption,
      columns: [
        { label: WORDS.columns.kind },
        ...FUNNEL_STAGES.map((stage) => ({ label: WORDS.stages[stage], numeric: true })),
        { label: WORDS.columns.winRate, numeric: true },
        { label: WORDS.columns.medianReply, numeric: true },
      ],
      rows: [...funnel.kinds.map((row) => funnelRow(WORDS.kinds[row.kind], row)), funnelRow(WORDS.kinds.all, funnel.all)],
    },
    {
      id: "lost",
      caption: WORDS.reasonsCaption,
      columns: [{ label: WORDS.columns.reason }, { label: WORDS.columns.count, numeric: true }],
      rows: funnel.all.lostReasons.map((row) => [{ text: WORDS.reasons[row.reason] }, num(reportCount(row.count))]),
    },
    {
      id: "sources",
      caption: WORDS.sourcesCaption,
      columns: [{ label: WORDS.columns.source }, { label: WORDS.columns.channel }, { label: WORDS.columns.count, numeric: true }],
      rows: funnel.all.sources.map((row) => [
        { text: sourceName(row) },
        { text: WORDS.channels[row.channel] },
        num(reportCount(row.count)),
      ]),
    },
  ];
  const charts: ReportChart[] = [
    {
      id: "enquiries-funnel",
      caption: WORDS.funnelChart,
      svg: columnChart({
        id: "enquiries-funnel",
        title: WORDS.funnelChart,
        categories: FUNNEL_STAGES.map((stage) => WORDS.stages[stage]),
        series: FUNNEL_KINDS.map((kind) => WORDS.kinds[kind]),
        values: FUNNEL_KINDS.map((kind) => {
          const row = funnel.kinds.find((entry) => entry.kind === kind);
          return FUNNEL_STAGES.map((stage) => row?.[stage] ?? 0);
        }),
        format: reportCount,
        emptyText: REPORTS_TEXTS.noFigures,
        dir,
      }),
    },
    {
      id: "enquiries-sources",
      caption: WORDS.sourcesChart,
      svg: barChart({
        id: "enquiries-sources",
        title: WORDS.sourcesChart,
        series: [WORDS.enquiriesSeries],
        rows: funnel.all.sources.slice(0, SOURCES_IN_CHART).map((row) => ({
          label: sourceName(row),
          values: [row.count],
          note: reportCount(row.count),
        })),
        format: reportCount,
        emptyText: REPORTS_TEXTS.noFigures,
        dir,
      }),
    },
  ];
  return { notes: [WORDS.means], charts, tables };
}
