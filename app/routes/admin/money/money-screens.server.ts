import { MONEY_DESK_TEXTS as TEXTS, type CloseProblemWords } from "~/content/money-admin";
import { REVIEW_TEXTS } from "~/content/payments-admin";
import { notificationsToReview } from "~/server/money/notification-review.server";
import { CSV_BOM, csvLines, type CsvValue } from "~/domain/csv";
import { agencyToday } from "~/domain/departures";
import {
  CASH_UP_PATH,
  isDay,
  parsePaymentFilter,
  paymentsHref,
  PAYMENTS_CSV_PATH,
  receiptHref,
  type PaymentFilter,
} from "~/domain/money-desk";
import { CURRENCIES, formatMoney, isCurrency, toMajorUnits, type CurrencyCode, type Money } from "~/domain/money";
import { formatZonedDateTime, isOfficeId, MAIN_OFFICE, type OfficeId } from "~/domain/offices";
import { parsePage } from "~/domain/sort";
import { requireRole, signedInUser } from "~/server/accounts/admin-gate.server";
import { closeCashUp, getCashUpDay, officeToday, type CloseProblem } from "~/server/money/cash-ups.server";
import { listPayments, paymentRecorders, paymentsLedger, type PaymentListRow } from "~/server/money/payment-lists.server";
import { getReceivables, RECEIVABLES_MAX, type OpenAccount } from "~/server/money/receivables.server";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { officeChoices, officeTimeZone, staffTimeZone } from "~/server/platform/offices.server";
import { readForm, refuse, postedText } from "~/server/platform/posted-form.server";
import type { RequestContext } from "~/server/platform/request-context.server";

/*
 * The request handling of the payments desk (issue #27): the list's filter read from the URL,
 * the cash-up's view and its close (admins only), what is owed, and the accountant's CSV files.
 * Every function starts from the signed-in user, so a screen reached without the admin gate
 * fails closed.
 */

const money = (amountMinor: number, currency: CurrencyCode) => formatMoney({ amountMinor, currency }, "en");

/** The day range of the list is read in the filtered office's zone, else in the staff member's. */
async function filterTimeZone(filter: PaymentFilter, context: RequestContext): Promise<string> {
  return filter.office ? officeTimeZone(filter.office) : staffTimeZone(context);
}

export function accountHref(row: { accountKind: "booking" | "shipment"; accountId: string; quoteId: string | null }): string {
  return row.accountKind === "booking" && row.quoteId
    ? `/admin/quotes/${encodeURIComponent(row.quoteId)}`
    : row.accountKind === "shipment"
      ? `/admin/shipments/${encodeURIComponent(row.accountId)}`
      : "/admin/bookings";
}

function kindLabel(row: Pick<PaymentListRow, "kind" | "reversedKind">): string {
  return row.kind === "reversal" ? TEXTS.reversalOf(row.reversedKind ?? "payment") : TEXTS.kinds[row.kind];
}

export async function loadPaymentsList(request: Request, context: RequestContext) {
  signedInUser(context);
  const params = new URL(request.url).searchParams;
  const filter = parsePaymentFilter(params);
  const timeZone = await filterTimeZone(filter, context);
  const [list, offices, recorders, toReview] = await Promise.all([
    listPayments(filter, parsePage(params), timeZone),
    officeChoices(),
    paymentRecorders(),
    notificationsToReview(),
  ]);
  const officeName = (id: OfficeId) => offices.find((office) => office.id === id)?.name ?? id;
  return {
    filter,
    offices: offices.map((office) => ({ id: office.id, name: office.name })),
    recorders,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    csvHref: paymentsHref(filter, 1, PAYMENTS_CSV_PATH),
    toReview: toReview.map((notice) => ({
      id: notice.id,
      received: formatZonedDateTime(new Date(notice.receivedAt), timeZone),
      transactionId: notice.transactionId,
      status: notice.status === "held" ? REVIEW_TEXTS.held : REVIEW_TEXTS.pending,
      why: REVIEW_TEXTS.reasons[notice.reason.split(":")[0]!] ?? notice.reason,
      asked: notice.askedMinor !== null && isCurrency(notice.askedCurrency) ? money(notice.askedMinor, notice.askedCurrency) : null,
      told: notice.toldAmount ? `${notice.toldCurrency ?? ""} ${notice.toldAmount}`.trim() : null,
      bookingHref: notice.quoteId ? `/admin/quotes/${encodeURIComponent(notice.quoteId)}` : null,
    })),
    totals: list.totals.map((line) => ({
      currency: line.currency,
      received: money(line.receivedMinor, line.currency),
      refunded: money(line.refundedMinor, line.currency),
      reversed: money(line.reversedMinor, line.currency),
      net: money(line.netMinor, line.currency),
    })),
    rows: list.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      kindLabel: kindLabel(row),
      recordedAt: formatZonedDateTime(new Date(row.recordedAt), timeZone),
      accountLabel: `${row.accountKind === "booking" ? TEXTS.list.booking : TEXTS.list.shipment} ${row.accountReference}`,
      accountHref: accountHref(row),
      amount: money(row.kind === "payment" ? row.amountMinor : -row.amountMinor, row.currency),
      method: TEXTS.methods[row.method],
      reference: row.reference,
      office: officeName(row.office),
      receiptNumber: row.receiptNumber,
      receiptHref: row.receiptNumber ? receiptHref(row.id) : null,
      by: row.recordedByName,
    })),
  };
}

/** A row of the payments CSV: amounts in major units of their currency (a spreadsheet adds them per currency), text guarded by csvCell. */
function paymentCells(row: PaymentListRow, officeName: (id: OfficeId) => string): CsvValue[] {
  return [
    row.recordedAt,
    TEXTS.kinds[row.kind],
    row.kind === "reversal" ? TEXTS.kinds[row.reversedKind ?? "payment"] : null,
    row.accountKind === "booking" ? TEXTS.list.booking : TEXTS.list.shipment,
    row.accountReference,
    toMajorUnits({ amountMinor: row.amountMinor, currency: row.currency }),
    row.currency,
    TEXTS.methods[row.method],
    row.reference,
    officeName(row.office),
    row.receiptNumber,
    row.reason,
    row.recordedByName,
  ];
}

function csvResponse(body: ReadableStream<Uint8Array>, file: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** A CSV streamed chunk by chunk: the header, then each chunk the generator gives. */
function streamCsv<Row>(
  header: readonly string[],
  chunks: AsyncGenerator<Row[]>,
  cells: (row: Row) => CsvValue[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLines([header])));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLines(next.value.map(cells))));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** The list as CSV under the same filter, streamed. */
export async function handlePaymentsCsv(request: Request, context: RequestContext): Promise<Response> {
  signedInUser(context);
  const filter = parsePaymentFilter(new URL(request.url).searchParams);
  const timeZone = await filterTimeZone(filter, context);
  const offices = await officeChoices();
  const officeName = (id: OfficeId) => offices.find((office) => office.id === id)?.name ?? id;
  const body = streamCsv(TEXTS.paymentsCsv.columns, paymentsLedger(filter, timeZone), (row) => paymentCells(row, officeName));
  return csvResponse(body, TEXTS.paymentsCsv.file(agencyToday()));
}

const INVOICE_CHUNK = 1000;

/** The invoices table as it stands, oldest number first, a chunk at a time. */
async function* invoiceRows() {
  let after: { issuedAt: string; id: string } | null = null;
  for (;;) {
    let query = getDb()
      .selectFrom("invoices")
      .leftJoin("invoices as original", "original.id", "invoices.refers_to_id")
      .select([
        "invoices.id",
        "invoices.number",
        "invoices.kind",
        "original.number as refers_to_number",
        "invoices.office_id",
        "invoices.issued_at",
        "invoices.customer_name",
        "invoices.currency",
        "invoices.subtotal_minor",
        "invoices.tax_minor",
        "invoices.total_minor",
        "invoices.lbp_total_minor",
      ]);
    if (after) {
      const { issuedAt, id } = after;
      query = query.where((eb) =>
        eb.or([eb("invoices.issued_at", ">", issuedAt), eb.and([eb("invoices.issued_at", "=", issuedAt), eb("invoices.id", ">", id)])]),
      );
    }
    const rows = await query.orderBy("invoices.issued_at").orderBy("invoices.id").limit(INVOICE_CHUNK).execute();
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { issuedAt: last.issued_at, id: last.id };
  }
}

type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceRows>["next"]>>["value"] extends infer V
  ? V extends (infer R)[]
    ? R
    : never
  : never;

/** The invoices (and credit notes) as CSV: the day is the issuing office's, amounts in major units. */
export async function handleInvoicesCsv(_request: Request, context: RequestContext): Promise<Response> {
  signedInUser(context);
  const offices = await officeChoices();
  const office = (id: string) => offices.find((choice) => choice.id === id);
  const cells = (row: InvoiceRow): CsvValue[] => {
    const currency: CurrencyCode = isCurrency(row.currency) ? row.currency : "USD";
    const major = (value: number | string | bigint | null, code: CurrencyCode) =>
      value === null ? null : toMajorUnits({ amountMinor: bigintToNumber(value), currency: code });
    return [
      row.number,
      row.kind === "credit-note" ? TEXTS.invoicesCsv.kinds["credit-note"] : TEXTS.invoicesCsv.kinds.invoice,
      row.refers_to_number,
      office(row.office_id)?.name ?? row.office_id,
      agencyToday(new Date(row.issued_at), office(row.office_id)?.timeZone),
      row.customer_name,
      currency,
      major(row.subtotal_minor, currency),
      major(row.tax_minor, currency),
      major(row.total_minor, currency),
      major(row.lbp_total_minor, "LBP"),
    ];
  };
  return csvResponse(streamCsv(TEXTS.invoicesCsv.columns, invoiceRows(), cells), TEXTS.invoicesCsv.file(agencyToday()));
}

/** The cash-up's office and day from the URL: an unknown office is the staff member's (else Beirut), a bad day is the office's today. */
async function cashUpTarget(params: URLSearchParams, context: RequestContext): Promise<{ office: OfficeId; day: string }> {
  const user = signedInUser(context);
  const asked = params.get("office");
  const office: OfficeId = isOfficeId(asked) ? asked : (user.office ?? MAIN_OFFICE);
  const day = params.get("day");
  return { office, day: isDay(day) ? day : await officeToday(office) };
}

export const cashUpHref = (office: OfficeId, day: string) => `${CASH_UP_PATH}?office=${office}&day=${day}`;

export async function loadCashUp(request: Request, context: RequestContext) {
  const user = signedInUser(context);
  const { office, day } = await cashUpTarget(new URL(request.url).searchParams, context);
  const [cashUp, offices] = await Promise.all([getCashUpDay(office, day), officeChoices()]);
  const closedCounts = cashUp.closed?.counts ?? [];
  // Cash recorded for the day after it was closed: the expected kept with the close no longer matches the ledger.
  const changedSince =
    cashUp.closed !== null &&
    CURRENCIES.some(
      (currency) =>
        (cashUp.expectedCash.find((entry) => entry.currency === currency)?.netMinor ?? 0) !==
        (closedCounts.find((count) => count.currency === currency)?.expectedMinor ?? 0),
    );
  return {
    office,
    day,
    canClose: user.role === "admin",
    offices: offices.map((choice) => ({ id: choice.id, name: choice.name })),
    figures: cashUp.figures.map((figure) => ({
      method: TEXTS.methods[figure.method],
      methodId: figure.method,
      currency: figure.currency,
      in: money(figure.inMinor, figure.currency),
      out: money(figure.outMinor, figure.currency),
      net: money(figure.netMinor, figure.currency),
      rows: figure.rows,
    })),
    expectedCash: cashUp.expectedCash.map((entry) => ({ currency: entry.currency, amount: money(entry.netMinor, entry.currency) })),
    currencies: [...CURRENCIES],
    closed: cashUp.closed
      ? {
          by: TEXTS.cashUp.closedBy(cashUp.closed.closedByName, formatZonedDateTime(new Date(cashUp.closed.closedAt), cashUp.timeZone)),
          note: cashUp.closed.note,
          counts: cashUp.closed.counts.map((count) => ({
            currency: count.currency,
            expected: money(count.expectedMinor, count.currency),
            counted: money(count.countedMinor, count.currency),
            difference: money(count.differenceMinor, count.currency),
            differenceMinor: count.differenceMinor,
          })),
        }
      : null,
    changedSince,
  };
}

function closeProblemText(problem: CloseProblem, words: CloseProblemWords): string {
  switch (problem.kind) {
    case "bad-day":
      return words.badDay;
    case "future-day":
      return words.futureDay;
    case "count-required":
      return words.countRequired(problem.currency);
    case "bad-count":
      return words.badCount(problem.currency);
    case "note-too-long":
      return words.noteTooLong;
    case "already-closed":
      return words.alreadyClosed;
  }
}

/** Closes the day (admins only): a refusal answers 400 (409 when already closed) with every message and what was typed. */
export async function closeCashUpAction(request: Request, context: RequestContext) {
  requireRole(context, "admin");
  const form = await readForm(request);
  if (form.get("intent") !== "close") return refuse(400, TEXTS.unknownIntent);
  const office = form.get("office");
  const day = form.get("day");
  const text = (name: string) => postedText(form, name);
  const values = { note: text("note"), counted: Object.fromEntries(CURRENCIES.map((currency) => [currency, text(`counted.${currency}`)])) };
  if (!isOfficeId(office)) return refuse(400, TEXTS.notFound, { values, problems: [] as string[] });
  const result = await closeCashUp({
    office,
    day: typeof day === "string" ? day : "",
    counted: values.counted as Partial<Record<CurrencyCode, string>>,
    note: values.note,
  });
  if (result.status === "ok") {
    return redirectWithToast(cashUpHref(office, typeof day === "string" ? day : ""), { type: "success", ...TEXTS.cashUp.closedToast });
  }
  const problems = result.problems.map((problem) => closeProblemText(problem, TEXTS.cashUp.problems));
  const status = result.problems.some((problem) => problem.kind === "already-closed") ? 409 : 400;
  return refuse(status, problems.length === 1 ? problems[0]! : TEXTS.cashUp.fixBelow, { values, problems });
}

function accountLine(account: OpenAccount) {
  return {
    label: `${account.kind === "booking" ? TEXTS.list.booking : TEXTS.list.shipment} ${account.reference}`,
    href: accountHref({ accountKind: account.kind, accountId: account.id, quoteId: account.quoteId }),
    customer: account.customerName,
  };
}

export async function loadOwed(request: Request, context: RequestContext) {
  signedInUser(context);
  const receivables = await getReceivables(parsePage(new URL(request.url).searchParams));
  const format = (value: Money) => money(value.amountMinor, value.currency);
  return {
    today: receivables.today,
    truncated: receivables.truncated ? TEXTS.owed.truncated(RECEIVABLES_MAX) : null,
    ageing: receivables.ageing.map((row) => ({
      currency: row.currency,
      buckets: Object.fromEntries(
        Object.entries(row.buckets).map(([bucket, amountMinor]) => [bucket, format({ amountMinor, currency: row.currency })]),
      ),
      total: format({ amountMinor: row.totalMinor, currency: row.currency }),
    })),
    overdue: receivables.overdue.map((line) => ({
      key: `${line.kind}:${line.id}`,
      ...accountLine(line),
      overdue: format({ amountMinor: line.overdueMinor, currency: line.currency }),
      daysLate: TEXTS.owed.daysLate(line.oldestDaysPast),
      bucket: line.bucket,
    })),
    overdueCount: receivables.overdueCount,
    page: receivables.page,
    pageCount: receivables.pageCount,
    upcoming: receivables.upcoming.map(({ account, part }) => ({
      key: `${account.kind}:${account.id}:${part.kind}`,
      dueOn: part.dueOn,
      ...accountLine(account),
      part: TEXTS.owed.parts[part.kind],
      amount: format({ amountMinor: part.leftMinor, currency: account.currency }),
    })),
  };
}
