import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { FilterField } from "~/components/admin/filter-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { ReportWords } from "~/content/reports";
import { LOCALE_NAMES, LOCALES, localeDirection, type Locale } from "~/domain/locale";
import type { OfficeId } from "~/domain/offices";
import { PERIOD_KINDS, REPORTS_PATH, type PeriodChoice, type ReportChart, type ReportTable } from "~/domain/reports";

/*
 * A report screen's frame (issue #28, decision 0059), shared by every report (the Enquiries
 * screen too): the title, the period and office as a GET form that works without JavaScript, the
 * charts (server-made SVG in a <figure>, no chart script), and below them the same figures as
 * tables with a caption, header scopes and a CSV link each. Printing shows the charts and tables.
 */

export type ReportFilterProps = {
  choice: PeriodChoice;
  offices: { id: OfficeId; name: string }[];
  /** False where the figures belong to no office (Departures): the field is left out. */
  officeApplies: boolean;
  /** Sales' "≈ USD at the dated rate" checkbox. */
  usdOption: { checked: boolean } | null;
  problems: string[];
};

export function ReportFilterForm({ words, filter }: { words: ReportWords; filter: ReportFilterProps }) {
  const { choice } = filter;
  const labels = words.filter;
  return (
    <Form
      method="get"
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm print:hidden"
      aria-labelledby="report-filter-legend"
    >
      <h2 id="report-filter-legend" className="mb-3 text-base font-semibold">
        {labels.legend}
      </h2>
      {filter.problems.length > 0 ? (
        <div role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">{labels.problemsTitle}</p>
          <ul className="ms-5 list-disc">
            {filter.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterField id="report-period" label={labels.period}>
          <Select id="report-period" name="period" defaultValue={choice.period}>
            {PERIOD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {labels.periods[kind]}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id="report-month" label={labels.month}>
          <Input id="report-month" name="month" type="month" defaultValue={choice.month} placeholder="YYYY-MM" />
        </FilterField>
        <FilterField id="report-quarter" label={labels.quarter}>
          <Input id="report-quarter" name="quarter" dir="auto" defaultValue={choice.quarter} placeholder="YYYY-Q1" pattern="\d{4}-Q[1-4]" />
        </FilterField>
        <FilterField id="report-year" label={labels.year}>
          <Input id="report-year" name="year" inputMode="numeric" defaultValue={choice.year} placeholder="YYYY" pattern="\d{4}" />
        </FilterField>
        <FilterField id="report-from" label={labels.from}>
          <Input id="report-from" name="from" type="date" defaultValue={choice.from} />
        </FilterField>
        <FilterField id="report-to" label={labels.to}>
          <Input id="report-to" name="to" type="date" defaultValue={choice.to} />
        </FilterField>
        {filter.officeApplies ? (
          <FilterField id="report-office" label={labels.office}>
            <Select id="report-office" name="office" defaultValue={choice.office}>
              <option value="">{labels.allOffices}</option>
              {filter.offices.map((office) => (
                <option key={office.id} value={office.id}>
                  {office.name}
                </option>
              ))}
            </Select>
          </FilterField>
        ) : null}
        <FilterField id="report-lang" label={labels.language}>
          <Select id="report-lang" name="lang" defaultValue={choice.lang}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </Select>
        </FilterField>
        {filter.usdOption ? (
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input type="checkbox" name="usd" value="1" defaultChecked={filter.usdOption.checked} className="size-4" />
            {labels.usd}
          </label>
        ) : null}
      </div>
      <div className="mt-3">
        <Button type="submit">{labels.show}</Button>
      </div>
    </Form>
  );
}

/** A chart made on the server: SVG markup whose every text was escaped there (charts.server.ts). */
export function ReportFigure({ chart, words }: { chart: ReportChart; words: ReportWords }) {
  return (
    <figure className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm break-inside-avoid" data-chart={chart.id}>
      {/* Drawn at its own size, scrolled sideways when wider than the screen; printed to the page's width. */}
      <div
        className="overflow-x-auto [&_svg]:max-w-none print:overflow-visible print:[&_svg]:h-auto print:[&_svg]:w-full"
        dangerouslySetInnerHTML={{ __html: chart.svg }}
      />
      <figcaption className="mt-2 text-sm text-muted">{words.chartOf(chart.caption)}</figcaption>
    </figure>
  );
}

export function ReportTableView({ table, csvHref, words }: { table: ReportTable; csvHref: string; words: ReportWords }) {
  return (
    <section
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      aria-labelledby={`report-table-${table.id}`}
      data-table={table.id}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`report-table-${table.id}`} className="text-base font-semibold">
          {table.caption}
        </h2>
        <Button asChild variant="outline" size="sm" className="print:hidden">
          <a href={csvHref} download data-csv={table.id}>
            <Download aria-hidden />
            {words.csv}
          </a>
        </Button>
      </div>
      {table.note ? (
        <p role="status" className="mb-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {table.note}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <Table>
          <TableCaption className="sr-only">{table.caption}</TableCaption>
          <TableHeader>
            <TableRow>
              {table.columns.map((column) => (
                <TableHead key={column.label} scope="col" className={column.numeric ? "text-end" : undefined}>
                  {column.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {table.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={table.columns.length} className="text-muted">
                  {words.noFigures}
                </TableCell>
              </TableRow>
            ) : (
              table.rows.map((row, rowIndex) => (
                <TableRow key={rowIndex}>
                  {row.map((cell, cellIndex) => {
                    const content = cell.href ? (
                      <Link to={cell.href} className="text-brand-700 hover:underline">
                        {cell.text}
                      </Link>
                    ) : (
                      cell.text
                    );
                    const align = cell.numeric ? "text-end tabular-nums whitespace-nowrap" : "";
                    return cellIndex === 0 ? (
                      <th key={cellIndex} scope="row" className={`p-2 text-start font-medium ${align}`} dir="auto">
                        {content}
                      </th>
                    ) : (
                      <TableCell key={cellIndex} className={align} dir={cell.numeric ? "ltr" : "auto"}>
                        {content}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

/**
 * The whole screen: header, filter, notes, charts, tables, in the report's own language (`lang`):
 * right to left in Arabic, where the charts' time runs from right to left too.
 */
export function ReportLayout({
  lang,
  words,
  title,
  summary,
  period,
  notes,
  filter,
  charts,
  tables,
  children,
}: {
  lang: Locale;
  words: ReportWords;
  title: string;
  summary: string;
  period: string | null;
  notes: string[];
  filter: ReportFilterProps;
  charts: ReportChart[];
  tables: (ReportTable & { csvHref: string })[];
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6 print:space-y-4" lang={lang} dir={localeDirection(lang)} data-report-lang={lang}>
      <AdminPageHeader
        back={{ to: REPORTS_PATH, label: words.index.title }}
        title={title}
        subtitle={period ? `${summary} ${period}.` : summary}
      />
      <ReportFilterForm words={words} filter={filter} />
      {notes.length > 0 ? (
        <ul className="space-y-1 text-sm text-muted" data-report-notes>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {charts.length > 0 ? (
        <div className="grid grid-cols-1 gap-4">
          {charts.map((chart) => (
            <ReportFigure key={chart.id} chart={chart} words={words} />
          ))}
        </div>
      ) : null}
      {tables.map((table) => (
        <ReportTableView key={table.id} table={table} csvHref={table.csvHref} words={words} />
      ))}
      {children}
    </div>
  );
}
