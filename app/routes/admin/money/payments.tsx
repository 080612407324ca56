import { Download, Search } from "lucide-react";
import { REVIEW_TEXTS } from "~/content/payments-admin";
import { Form, Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { FilterDayRange, FilterField } from "~/components/admin/filter-field";
import { Button } from "~/components/ui/button";
import { PageLinks, RESULTS_ID } from "~/components/ui/page-links";
import { Select } from "~/components/ui/select";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { MONEY_DESK_TEXTS as TEXTS } from "~/content/money-admin";
import { ENTRY_KINDS, PAYMENT_METHODS } from "~/domain/ledger";
import { CASH_UP_PATH, INVOICES_CSV_PATH, OWED_PATH, paymentsHref, PAYMENTS_PATH } from "~/domain/money-desk";
import { CURRENCIES } from "~/domain/money";
import { loadPaymentsList } from "./money-screens.server";
import type { Route } from "./+types/payments";

/** Payments (issue #27): every ledger row, filtered and paged in SQL, with the filter's totals per currency. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPaymentsList(request, context);
}

type ListData = Route.ComponentProps["loaderData"];

export default function PaymentsScreen({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, filter } = loaderData;
  const words = TEXTS.list;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: "/admin", label: TEXTS.dashboardLink }}
        title={words.title}
        subtitle={words.subtitle}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={CASH_UP_PATH}>{words.cashUpLink}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={OWED_PATH}>{words.owedLink}</Link>
            </Button>
          </div>
        }
      />
      {loaderData.toReview.length > 0 ? <OnlinePaymentsToReview notices={loaderData.toReview} /> : null}
      <PaymentFilterForm data={loaderData} />
      <CurrencyTotals totals={loaderData.totals} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={RESULTS_ID} role="status" className="scroll-mt-16 text-sm text-muted">
          {words.matching(total)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={loaderData.csvHref} download title={words.downloadHint}>
              <Download aria-hidden />
              {words.download}
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={INVOICES_CSV_PATH} download>
              <Download aria-hidden />
              {words.invoicesCsv}
            </a>
          </Button>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted">{words.empty}</p>
      ) : (
        <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <Table>
            <TableCaption className="sr-only">{words.caption}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{words.columns.recordedAt}</TableHead>
                <TableHead scope="col">{words.columns.kind}</TableHead>
                <TableHead scope="col">{words.columns.account}</TableHead>
                <TableHead scope="col" className="text-end">
                  {words.columns.amount}
                </TableHead>
                <TableHead scope="col">{words.columns.method}</TableHead>
                <TableHead scope="col">{words.columns.reference}</TableHead>
                <TableHead scope="col">{words.columns.office}</TableHead>
                <TableHead scope="col">{words.columns.receipt}</TableHead>
                <TableHead scope="col">{words.columns.by}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-payment={row.id}>
                  <TableCell className="whitespace-nowrap">{row.recordedAt}</TableCell>
                  <TableCell>{row.kindLabel}</TableCell>
                  <TableCell>
                    <Link to={row.accountHref} className="font-mono whitespace-nowrap text-brand-700 hover:underline">
                      {row.accountLabel}
                    </Link>
                  </TableCell>
                  <TableCell className="text-end whitespace-nowrap tabular-nums" dir="ltr">
                    {row.amount}
                  </TableCell>
                  <TableCell>{row.method}</TableCell>
                  <TableCell className="font-mono" dir="auto">
                    {row.reference ?? ""}
                  </TableCell>
                  <TableCell>{row.office}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {row.receiptHref && row.receiptNumber ? (
                      <a
                        href={row.receiptHref}
                        className="font-mono text-brand-700 hover:underline"
                        aria-label={words.receiptLink(row.receiptNumber)}
                      >
                        {row.receiptNumber}
                      </a>
                    ) : null}
                  </TableCell>
                  <TableCell dir="auto">{row.by}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {pageCount > 1 ? (
        <PageLinks texts={words.pages} page={page} pageCount={pageCount} href={(target) => paymentsHref(filter, target)} />
      ) : null}
    </div>
  );
}

/** One line per currency: amounts of two currencies are never added. */
function CurrencyTotals({ totals }: { totals: ListData["totals"] }) {
  const words = TEXTS.list;
  return (
    <section aria-labelledby="payments-totals" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="payments-totals" className="mb-2 text-base font-semibold">
        {words.totalsTitle}
      </h2>
      {totals.length === 0 ? (
        <p className="text-sm text-muted">{words.noTotals}</p>
      ) : (
        <Table>
          <TableCaption className="sr-only">{words.totalsCaption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{words.totalsColumns.currency}</TableHead>
              <TableHead scope="col" className="text-end">
                {words.totalsColumns.received}
              </TableHead>
              <TableHead scope="col" className="text-end">
                {words.totalsColumns.refunded}
              </TableHead>
              <TableHead scope="col" className="text-end">
                {words.totalsColumns.reversed}
              </TableHead>
              <TableHead scope="col" className="text-end">
                {words.totalsColumns.net}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {totals.map((line) => (
              <TableRow key={line.currency} data-totals={line.currency}>
                <th scope="row" className="p-2 text-start font-medium">
                  {line.currency}
                </th>
                <TableCell className="text-end tabular-nums" dir="ltr" data-received>
                  {line.received}
                </TableCell>
                <TableCell className="text-end tabular-nums" dir="ltr" data-refunded>
                  {line.refunded}
                </TableCell>
                <TableCell className="text-end tabular-nums" dir="ltr" data-reversed>
                  {line.reversed}
                </TableCell>
                <TableCell className="text-end font-semibold tabular-nums" dir="ltr" data-net>
                  {line.net}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** Office, method, currency, kind, days and who recorded, as a GET form: the filter lives in the URL and works without JavaScript. */
function PaymentFilterForm({ data }: { data: ListData }) {
  const { filter, offices, recorders } = data;
  const words = TEXTS.list;
  return (
    <Form
      method="get"
      action={PAYMENTS_PATH}
      aria-label={words.filters}
      key={JSON.stringify(filter)}
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <FilterField id="payments-office" label={words.office}>
        <Select id="payments-office" name="office" defaultValue={filter.office ?? ""}>
          <option value="">{words.anyOffice}</option>
          {offices.map((office) => (
            <option key={office.id} value={office.id}>
              {office.name}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="payments-method" label={words.method}>
        <Select id="payments-method" name="method" defaultValue={filter.method ?? ""}>
          <option value="">{words.anyMethod}</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {TEXTS.methods[method]}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="payments-currency" label={words.currency}>
        <Select id="payments-currency" name="currency" defaultValue={filter.currency ?? ""}>
          <option value="">{words.anyCurrency}</option>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="payments-kind" label={words.kind}>
        <Select id="payments-kind" name="kind" defaultValue={filter.kind ?? ""}>
          <option value="">{words.anyKind}</option>
          {ENTRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {TEXTS.kinds[kind]}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterDayRange idPrefix="payments-days" labels={{ from: words.from, to: words.to }} from={filter.from} to={filter.to} />
      <FilterField id="payments-by" label={words.recordedBy}>
        <Select id="payments-by" name="by" defaultValue={filter.recordedBy ?? ""}>
          <option value="">{words.anyone}</option>
          {recorders.map((recorder) => (
            <option key={recorder.id} value={recorder.id}>
              {recorder.name}
            </option>
          ))}
        </Select>
      </FilterField>
      <div className="flex gap-2 lg:col-span-4">
        <Button type="submit">
          <Search aria-hidden />
          {words.apply}
        </Button>
        <Button asChild variant="ghost">
          <Link to={PAYMENTS_PATH}>{words.clear}</Link>
        </Button>
      </div>
    </Form>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.list.title);

/** CinetPay's notifications held or pending, for staff to check and record by hand (issue #27). */
function OnlinePaymentsToReview({ notices }: { notices: Route.ComponentProps["loaderData"]["toReview"] }) {
  return (
    <section aria-labelledby="online-review" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="online-review" className="font-semibold text-ink">
        {REVIEW_TEXTS.title}
      </h2>
      <p className="text-sm text-ink">{REVIEW_TEXTS.intro}</p>
      <div className="overflow-x-auto">
        <Table>
          <TableCaption className="sr-only">{REVIEW_TEXTS.caption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{REVIEW_TEXTS.columns.received}</TableHead>
              <TableHead scope="col">{REVIEW_TEXTS.columns.transaction}</TableHead>
              <TableHead scope="col">{REVIEW_TEXTS.columns.why}</TableHead>
              <TableHead scope="col">{REVIEW_TEXTS.columns.asked}</TableHead>
              <TableHead scope="col">{REVIEW_TEXTS.columns.told}</TableHead>
              <TableHead scope="col">{REVIEW_TEXTS.columns.booking}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {notices.map((notice) => (
              <TableRow key={notice.id}>
                <TableCell className="whitespace-nowrap">{notice.received}</TableCell>
                <TableCell className="font-mono" dir="ltr">
                  {notice.transactionId}
                </TableCell>
                <TableCell>
                  {notice.status}: {notice.why}
                </TableCell>
                <TableCell className="whitespace-nowrap" dir="ltr">
                  {notice.asked ?? ""}
                </TableCell>
                <TableCell className="whitespace-nowrap" dir="ltr">
                  {notice.told ?? ""}
                </TableCell>
                <TableCell>
                  {notice.bookingHref ? (
                    <Link to={notice.bookingHref} className="text-brand-700 hover:underline">
                      {REVIEW_TEXTS.openBooking}
                    </Link>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
