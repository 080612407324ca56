import { agencyToday } from "~/domain/departures";
import { convertMinor, DOCUMENT_SERIES, isAccountKind, REASON_MAX, type AccountKind } from "~/domain/ledger";
import { isLocale, type Locale } from "~/domain/locale";
import { isOfficeId, type OfficeId } from "~/domain/offices";
import { currentAuditOrigin, recordChange } from "~/server/accounts/audit.server";
import { bigintToNumber, ratesInForce } from "~/server/platform/currencies.server";
import { getDb, getDialect, inTransaction, isUniqueViolation } from "~/server/platform/db.server";
import { officeTimeZone } from "~/server/platform/offices.server";
import { newId, now } from "~/server/platform/records.server";
import { getSetting, SETTING_KEYS } from "~/server/platform/settings.server";
import type { InvoicesTable } from "../../../db/schema";
import { accountCurrency, getAccount, lockAccount, type AccountLine } from "./accounts.server";
import { nextDocumentNumber } from "./document-numbers.server";
import { queueInvoiceMail } from "./money-mails.server";

/*
 * Invoices and credit notes (issue #27): what an account owed when staff issued it, kept as
 * issued (lines, currency, customer, language, tax, and for Beirut the total in Lebanese pounds
 * at the day's rate), numbered per office and year in the transaction that writes it. There is
 * no update: a correction is a credit note that cancels the invoice whole, one per invoice.
 */

export type InvoiceKind = "invoice" | "credit-note";

export type Invoice = {
  id: string;
  number: string;
  kind: InvoiceKind;
  /** A credit note's invoice. */
  refersToId: string | null;
  accountKind: AccountKind;
  accountId: string;
  office: OfficeId;
  currency: ReturnType<typeof accountCurrency>;
  locale: Locale;
  customer: { name: string; email: string | null };
  lines: AccountLine[];
  subtotalMinor: number;
  /** The office's tax rate when issued, in hundredths of a percent (0: no tax). */
  taxBasisPoints: number;
  taxMinor: number;
  totalMinor: number;
  /** Beirut: the total in Lebanese pounds at the day's rate (null when the invoice is in pounds already, or elsewhere). */
  lbp: { totalMinor: number; perUsdMicros: number; day: string } | null;
  /** A credit note's reason ("" on an invoice). */
  reason: string;
  issuedAt: string;
  issuedByName: string;
};

export type InvoiceProblem =
  | "no-such-account"
  | "unknown-office"
  | "nothing-owed"
  | "no-lbp-rate"
  | "no-such-invoice"
  | "not-an-invoice"
  | "already-credited"
  | "reason-required"
  | "reason-too-long";

export type InvoiceResult = { status: "ok"; invoice: Invoice } | { status: "invalid"; problem: InvoiceProblem };

/** Thrown inside a transaction to undo it and answer with a problem. */
class Refused extends Error {
  constructor(readonly problem: InvoiceProblem) {
    super(problem);
  }
}

/** The settings key of an office's tax rate. */
export const TAX_RATE_KEYS: Record<OfficeId, (typeof SETTING_KEYS)["taxRateBeirut" | "taxRateAbidjan" | "taxRateMonrovia"]> = {
  beirut: SETTING_KEYS.taxRateBeirut,
  abidjan: SETTING_KEYS.taxRateAbidjan,
  monrovia: SETTING_KEYS.taxRateMonrovia,
};

/** The most a tax rate may be: 100 %, in basis points. */
export const TAX_RATE_MAX = 10_000;

/** An office's tax rate in basis points as stored; 0 (no tax) when unset or not a whole number from 0 to 10,000. */
export async function officeTaxRate(office: OfficeId): Promise<number> {
  const stored = await getSetting(TAX_RATE_KEYS[office]);
  if (stored === null || !/^\d{1,5}$/.test(stored.trim())) return 0;
  const rate = Number(stored.trim());
  return rate <= TAX_RATE_MAX ? rate : 0;
}

/** The tax on an amount at a rate in basis points, rounded half up to the minor unit, in integers only. */
export function taxOf(amountMinor: number, basisPoints: number): number {
  const product = BigInt(amountMinor) * BigInt(basisPoints);
  const sign = product < 0n ? -1n : 1n;
  return Number((sign * ((sign * product * 2n + 10_000n) / 20_000n)) as bigint);
}

function readLines(json: string): AccountLine[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as AccountLine[]) : [];
  } catch {
    return [];
  }
}

function toInvoice(row: InvoicesTable): Invoice {
  const lbpTotal = row.lbp_total_minor === null ? null : bigintToNumber(row.lbp_total_minor);
  return {
    id: row.id,
    number: row.number,
    kind: row.kind === "credit-note" ? "credit-note" : "invoice",
    refersToId: row.refers_to_id,
    accountKind: isAccountKind(row.account_kind) ? row.account_kind : "booking",
    accountId: row.account_id,
    office: isOfficeId(row.office_id) ? row.office_id : "beirut",
    currency: accountCurrency(row.currency),
    locale: isLocale(row.locale) ? row.locale : "en",
    customer: { name: row.customer_name, email: row.customer_email },
    lines: readLines(row.lines),
    subtotalMinor: bigintToNumber(row.subtotal_minor),
    taxBasisPoints: row.tax_basis_points,
    taxMinor: bigintToNumber(row.tax_minor),
    totalMinor: bigintToNumber(row.total_minor),
    lbp:
      lbpTotal !== null && row.lbp_per_usd_micros !== null
        ? { totalMinor: lbpTotal, perUsdMicros: bigintToNumber(row.lbp_per_usd_micros), day: row.rate_day ?? "" }
        : null,
    reason: row.reason,
    issuedAt: row.issued_at,
    issuedByName: row.issued_by_name,
  };
}

export async function getInvoice(id: string): Promise<Invoice | null> {
  const row = await getDb().selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toInvoice(row) : null;
}

/** The credit note that cancels an invoice, if any. */
export async function creditNoteOf(invoiceId: string): Promise<Invoice | null> {
  const row = await getDb().selectFrom("invoices").selectAll().where("refers_to_id", "=", invoiceId).executeTakeFirst();
  return row ? toInvoice(row) : null;
}

/** An account's invoices and credit notes, oldest first. */
export async function listAccountInvoices(kind: AccountKind, id: string): Promise<Invoice[]> {
  const rows = await getDb()
    .selectFrom("invoices")
    .selectAll()
    .where("account_kind", "=", kind)
    .where("account_id", "=", id)
    .orderBy("issued_at")
    .orderBy("number")
    .execute();
  return rows.map(toInvoice);
}

async function refusing(work: () => Promise<Invoice>): Promise<InvoiceResult> {
  try {
    return { status: "ok", invoice: await work() };
  } catch (error) {
    if (error instanceof Refused) return { status: "invalid", problem: error.problem };
    throw error;
  }
}

/** The office's day in its own time zone: the year of the number and the day of the rate. */
async function officeDay(office: OfficeId): Promise<string> {
  return agencyToday(new Date(), await officeTimeZone(office));
}

/** Beirut's invoices also give the total in Lebanese pounds at the day's rate (from the currency's own rate through the dollar). */
async function lebaneseTotal(office: OfficeId, totalMinor: number, currency: Invoice["currency"], day: string): Promise<Invoice["lbp"]> {
  if (office !== "beirut" || currency === "LBP") return null;
  const rates = await ratesInForce(day);
  const lbpPerUsd = rates.get("LBP")?.perUsdMicros;
  const fromPerUsd = currency === "USD" ? 1_000_000 : rates.get(currency)?.perUsdMicros;
  if (!lbpPerUsd || !fromPerUsd) throw new Refused("no-lbp-rate");
  const lbpMinor = convertMinor(totalMinor, { currency, perUsdMicros: fromPerUsd }, { currency: "LBP", perUsdMicros: lbpPerUsd });
  return { totalMinor: lbpMinor, perUsdMicros: lbpPerUsd, day };
}

async function insertInvoice(
  invoice: Omit<Invoice, "id" | "issuedAt" | "issuedByName">,
  origin: ReturnType<typeof currentAuditOrigin>,
): Promise<Invoice> {
  const id = newId();
  await getDb()
    .insertInto("invoices")
    .values({
      id,
      number: invoice.number,
      kind: invoice.kind,
      refers_to_id: invoice.refersToId,
      account_kind: invoice.accountKind,
      account_id: invoice.accountId,
      office_id: invoice.office,
      currency: invoice.currency,
      locale: invoice.locale,
      customer_name: invoice.customer.name,
      customer_email: invoice.customer.email,
      lines: JSON.stringify(invoice.lines),
      subtotal_minor: invoice.subtotalMinor,
      tax_basis_points: invoice.taxBasisPoints,
      tax_minor: invoice.taxMinor,
      total_minor: invoice.totalMinor,
      lbp_total_minor: invoice.lbp?.totalMinor ?? null,
      lbp_per_usd_micros: invoice.lbp?.perUsdMicros ?? null,
      rate_day: invoice.lbp?.day ?? null,
      reason: invoice.reason,
      issued_at: now(),
      issued_by: origin.actor?.id ?? null,
      issued_by_name: origin.actor?.name ?? "",
    })
    .execute();
  const stored = (await getInvoice(id))!;
  await recordChange(origin, {
    action: "create",
    entity: stored.kind === "credit-note" ? "credit-note" : "invoice",
    entityId: id,
    detail: {
      number: stored.number,
      account: `${stored.accountKind}:${stored.accountId}`,
      office: stored.office,
      refersToId: stored.refersToId ?? undefined,
      total: { amountMinor: stored.totalMinor, currency: stored.currency },
      tax: stored.taxMinor,
      lbpTotal: stored.lbp?.totalMinor,
      reason: stored.reason || undefined,
    },
  });
  return stored;
}

/**
 * Issues an invoice for what a booking or a shipment owes now, at its office (or the one given),
 * with the office's tax, and mails it to the customer in their language, all in one transaction.
 */
export async function issueInvoice(accountKind: AccountKind, accountId: string, office?: OfficeId): Promise<InvoiceResult> {
  if (!isAccountKind(accountKind) || typeof accountId !== "string" || accountId === "") {
    return { status: "invalid", problem: "no-such-account" };
  }
  if (office !== undefined && !isOfficeId(office)) return { status: "invalid", problem: "unknown-office" };
  return refusing(() =>
    inTransaction(async () => {
      await lockAccount(accountKind, accountId);
      const account = await getAccount(accountKind, accountId);
      if (!account) throw new Refused("no-such-account");
      if (account.lines.length === 0 || account.owedMinor <= 0) throw new Refused("nothing-owed");
      const at = office ?? account.office;
      const day = await officeDay(at);
      const subtotalMinor = account.lines.reduce((sum, line) => sum + line.totalMinor, 0);
      const taxBasisPoints = await officeTaxRate(at);
      const taxMinor = taxOf(subtotalMinor, taxBasisPoints);
      const totalMinor = subtotalMinor + taxMinor;
      const lbp = await lebaneseTotal(at, totalMinor, account.currency, day);
      const number = await nextDocumentNumber(at, DOCUMENT_SERIES.invoice, Number(day.slice(0, 4)));
      const invoice = await insertInvoice(
        {
          number,
          kind: "invoice",
          refersToId: null,
          accountKind,
          accountId,
          office: at,
          currency: account.currency,
          locale: account.customer.locale,
          customer: { name: account.customer.name, email: account.customer.email },
          lines: account.lines,
          subtotalMinor,
          taxBasisPoints,
          taxMinor,
          totalMinor,
          lbp,
          reason: "",
        },
        currentAuditOrigin(),
      );
      await queueInvoiceMail(invoice);
      return invoice;
    }),
  );
}

export function creditNoteReasonProblem(reason: unknown): InvoiceProblem | null {
  const text = typeof reason === "string" ? reason.trim() : "";
  if (text === "") return "reason-required";
  if ([...text].length > REASON_MAX) return "reason-too-long";
  return null;
}

/**
 * Cancels an invoice whole with a credit note of its own number (series CN) that refers to it:
 * the same lines and totals, the reason kept. One per invoice, even when two are asked at once
 * (the invoice's row is locked on PostgreSQL; the unique index settles it on either database).
 * The route lets admins only.
 */
export async function issueCreditNote(invoiceId: string, reason: string): Promise<InvoiceResult> {
  const problem = creditNoteReasonProblem(reason);
  if (problem) return { status: "invalid", problem };
  return refusing(() =>
    inTransaction(async () => {
      if (getDialect() === "postgres") await getDb().selectFrom("invoices").select("id").where("id", "=", invoiceId).forUpdate().execute();
      const invoice = await getInvoice(invoiceId);
      if (!invoice) throw new Refused("no-such-invoice");
      if (invoice.kind !== "invoice") throw new Refused("not-an-invoice");
      if (await creditNoteOf(invoice.id)) throw new Refused("already-credited");
      const number = await nextDocumentNumber(
        invoice.office,
        DOCUMENT_SERIES.creditNote,
        Number((await officeDay(invoice.office)).slice(0, 4)),
      );
      const { id: _id, issuedAt: _at, issuedByName: _by, ...same } = invoice;
      return insertInvoice({ ...same, number, kind: "credit-note", refersToId: invoice.id, reason: reason.trim() }, currentAuditOrigin());
    }),
  ).catch((error: unknown) => {
    if (isUniqueViolation(error, "refers_to")) return { status: "invalid", problem: "already-credited" } as const;
    throw error;
  });
}
