import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { today as ratesToday } from "~/domain/currencies";
import { agencyToday, departureEndDate, isUpcoming, seatsLeft } from "~/domain/departures";
import { isLocale, type Locale } from "~/domain/locale";
import { BASE_CURRENCY, isCurrency, type CurrencyCode, type Money } from "~/domain/money";
import type { QuoteInput } from "~/domain/quote-form";
import { sortTimeline, timelineOf, type QuoteEventType, type QuoteTimelineEntry } from "~/domain/quote-timeline";
import {
  formatQuoteNumber,
  holdUntil,
  isAnswerable,
  isQuoteLineKind,
  isQuoteStatus,
  isTokenShape,
  lineAmount,
  partyOf,
  quoteActions,
  quoteState,
  quoteTotal,
  type DeparturePrices,
  type QuoteLine,
  type QuoteRow,
  type QuotesDashboardFigures,
  type QuoteState,
  type QuoteStatus,
} from "~/domain/quotes";
import { QUOTE_ADMIN_TEXTS, QUOTE_AUDIT_TEXTS, quoteEventSummary } from "~/content/quotes-admin";
import { formatMoney } from "~/domain/money";
import { formatReceived } from "~/domain/enquiries";
import { followQuote } from "./enquiries.server";
import { currentEventActor } from "./enquiry-events.server";
import type { QuotesTable } from "../../../db/schema";
import { currentAuditOrigin, diffFields, recordChange, type FieldChanges } from "~/server/accounts/audit.server";
import { bookingOfQuote, holdSeats, lockDeparture, seatsInComingDays, type Booking } from "./bookings.server";
import { bigintToNumber, ratesInForce } from "~/server/platform/currencies.server";
import { afterCommit, getDb, getDialect, inTransaction } from "~/server/platform/db.server";
import { countCreated } from "~/server/observability/metrics.server";
import { queueQuoteAcceptedMails, queueQuoteDeclinedMail } from "~/server/platform/mail-outbox/customer-mails.server";
import { outboxStatuses, queueMail, type OutboxMail } from "~/server/platform/mail-outbox/outbox.server";
import { formatDays, getDeparture, heldSeats } from "~/server/catalogue/departures.server";
import { getTour } from "~/server/catalogue/tours.server";
import { recordQuoteEvent } from "./quote-events.server";
import { now } from "~/server/platform/records.server";

/*
 * Quotes (issue #13; docs/decisions/0035-quotes-and-bookings.md): made from an enquiry as a
 * draft, sent with a link the customer opens, revised into a new revision, withdrawn, and
 * accepted or declined by the customer. Every staff change follows decision 0004 (the version
 * the screen showed, or 409) and is audited in its own transaction; every change adds an event
 * for the enquiry's timeline.
 */

export type Quote = {
  id: string;
  enquiryId: string;
  number: string;
  revision: number;
  status: QuoteStatus;
  currency: CurrencyCode;
  /** The rate of the day kept with the quote; null in dollars (or when no rate was set). */
  perUsdMicros: number | null;
  rateDay: string | null;
  validUntil: string;
  note: string;
  locale: Locale;
  departureId: string | null;
  lines: QuoteLine[];
  total: Money;
  /** Whether a customer's link exists (it was sent): the link itself is never stored. */
  hasLink: boolean;
  previousId: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  answeredAt: string | null;
  version: number;
};

type LineRow = { quote_id: string; kind: string; description: string; quantity: number; unit_price_minor: number | string | bigint };

function toQuote(row: QuotesTable, lines: readonly LineRow[]): Quote {
  const currency: CurrencyCode = isCurrency(row.currency) ? row.currency : "USD";
  return {
    id: row.id,
    enquiryId: row.enquiry_id,
    number: row.number,
    revision: Number(row.revision),
    status: isQuoteStatus(row.status) ? row.status : "draft",
    currency,
    perUsdMicros: row.per_usd_micros === null ? null : bigintToNumber(row.per_usd_micros),
    rateDay: row.rate_day,
    validUntil: row.valid_until,
    note: row.note,
    locale: isLocale(row.locale) ? row.locale : "en",
    departureId: row.departure_id,
    lines: lines.map((line) => ({
      kind: isQuoteLineKind(line.kind) ? line.kind : "other",
      description: line.description,
      quantity: Number(line.quantity),
      unitPrice: { amountMinor: bigintToNumber(line.unit_price_minor), currency },
    })),
    total: { amountMinor: bigintToNumber(row.total_minor), currency },
    hasLink: row.token_hash !== null,
    previousId: row.previous_id,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    sentAt: row.sent_at,
    answeredAt: row.answered_at,
    version: Number(row.version),
  };
}

/** Quotes with their lines, in the order of the rows given. */
async function withLines(rows: QuotesTable[]): Promise<Quote[]> {
  if (rows.length === 0) return [];
  const lines = await getDb()
    .selectFrom("quote_lines")
    .select(["quote_id", "kind", "description", "quantity", "unit_price_minor"])
    .where(
      "quote_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("quote_id")
    .orderBy("position")
    .execute();
  return rows.map((row) =>
    toQuote(
      row,
      lines.filter((line) => line.quote_id === row.id),
    ),
  );
}

export async function getQuote(id: string): Promise<Quote | null> {
  const row = await getDb().selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? ((await withLines([row]))[0] ?? null) : null;
}

/** An enquiry's quotes, every revision, newest first. */
export async function listEnquiryQuotes(enquiryId: string): Promise<Quote[]> {
  const rows = await getDb()
    .selectFrom("quotes")
    .selectAll()
    .where("enquiry_id", "=", enquiryId)
    .orderBy("created_at", "desc")
    .orderBy("revision", "desc")
    .execute();
  return withLines(rows);
}

/** The most quotes the Quotes screen lists: the newest first. */
export const MAX_LISTED_QUOTES = 200;

/** A quote as the Quotes screen lists it, with its customer's name. */
export type ListedQuote = { quote: Quote; customer: string };

/**
 * The newest quotes, every revision: all of them, or only those awaiting the customer's answer
 * (sent and not past their last day), soonest last day first.
 */
export async function listQuotes({ awaiting, today = agencyToday() }: { awaiting: boolean; today?: string }): Promise<ListedQuote[]> {
  let query = getDb()
    .selectFrom("quotes")
    .innerJoin("enquiries", "enquiries.id", "quotes.enquiry_id")
    .selectAll("quotes")
    .select("enquiries.name as customer");
  query = awaiting
    ? query
        .where("quotes.status", "=", "sent")
        .where("quotes.valid_until", ">=", today)
        .orderBy("quotes.valid_until")
        .orderBy("quotes.created_at", "desc")
    : query.orderBy("quotes.created_at", "desc").orderBy("quotes.revision", "desc");
  const rows = await query.limit(MAX_LISTED_QUOTES).execute();
  const quotes = await withLines(rows);
  return quotes.map((quote, index) => ({ quote, customer: rows[index]!.customer }));
}

/** Every revision of a quote number, the first first. */
export async function listQuoteRevisions(number: string): Promise<Quote[]> {
  const rows = await getDb().selectFrom("quotes").selectAll().where("number", "=", number).orderBy("revision").execute();
  return withLines(rows);
}

/* ------------------------------------------------------------------ link */

/** A new link token (32 random bytes, base64url: 256 bits) and the hash that is stored. */
export function newQuoteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: tokenHash(token) };
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The quote a customer's link opens; null for anything that is not a live token. */
export async function getQuoteByToken(token: string): Promise<Quote | null> {
  if (!isTokenShape(token)) return null;
  const row = await getDb().selectFrom("quotes").selectAll().where("token_hash", "=", tokenHash(token)).executeTakeFirst();
  return row ? ((await withLines([row]))[0] ?? null) : null;
}

/** The customer's page of a quote, in the quote's language: `/fr/quote/…`. */
export function quotePath(token: string, locale: Locale): string {
  return `${locale === "en" ? "" : `/${locale}`}/quote/${token}`;
}

/* ------------------------------------------------------------------ numbers and rates */

/**
 * The next number of a year: one row per year raised by one UPDATE, which PostgreSQL runs one
 * at a time per row and SQLite one at a time anyway, so two quotes made at once never share a
 * number. Runs inside the quote's transaction: a rolled-back quote gives its number back.
 */
export async function nextQuoteSequence(year: number): Promise<number> {
  await getDb()
    .insertInto("quote_numbers")
    .values({ year, last_number: 0 })
    .onConflict((conflict) => conflict.column("year").doNothing())
    .execute();
  const row = await getDb()
    .updateTable("quote_numbers")
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("year", "=", year)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** The rate of the day a quote keeps: what one dollar buys in its currency today (none for dollars, or without a rate). */
export async function quoteRateFor(
  currency: CurrencyCode,
  day: string = ratesToday(),
): Promise<{ perUsdMicros: number | null; rateDay: string | null }> {
  if (currency === "USD") return { perUsdMicros: null, rateDay: null };
  const rate = (await ratesInForce(day)).get(currency);
  return rate ? { perUsdMicros: rate.perUsdMicros, rateDay: day } : { perUsdMicros: null, rateDay: null };
}

/* ------------------------------------------------------------------ writes */

/** A quote's fields as the audit log compares them: money as money, lines as one text each. */
function auditFields(quote: Quote): Record<string, unknown> {
  return {
    number: quote.number,
    revision: quote.revision,
    status: quote.status,
    currency: quote.currency,
    validUntil: quote.validUntil,
    note: quote.note,
    departureId: quote.departureId,
    total: quote.total,
    lines: quote.lines.map((line) => QUOTE_AUDIT_TEXTS.line(line.quantity, line.description, lineAmount(line))),
  };
}

async function audit(action: string, id: string, changes: FieldChanges, detail?: Record<string, unknown>): Promise<void> {
  await recordChange(currentAuditOrigin(), { action, entity: "quote", entityId: id, changes, detail });
}

async function writeLines(quoteId: string, lines: readonly QuoteLine[]): Promise<void> {
  await getDb().deleteFrom("quote_lines").where("quote_id", "=", quoteId).execute();
  if (lines.length === 0) return;
  await getDb()
    .insertInto("quote_lines")
    .values(
      lines.map((line, position) => ({
        id: randomUUID(),
        quote_id: quoteId,
        position,
        kind: line.kind,
        description: line.description,
        quantity: line.quantity,
        unit_price_minor: line.unitPrice.amountMinor,
      })),
    )
    .execute();
}

/** What a new quote or revision is made of. */
type NewQuote = QuoteInput & { enquiryId: string; locale: Locale; perUsdMicros: number | null; rateDay: string | null };

async function insertQuote(input: NewQuote, numbering: { number: string; revision: number; previousId: string | null }): Promise<Quote> {
  const id = randomUUID();
  const timestamp = now();
  await getDb()
    .insertInto("quotes")
    .values({
      id,
      enquiry_id: input.enquiryId,
      number: numbering.number,
      revision: numbering.revision,
      status: "draft",
      currency: input.currency,
      per_usd_micros: input.perUsdMicros,
      rate_day: input.rateDay,
      valid_until: input.validUntil,
      note: input.note,
      locale: input.locale,
      departure_id: input.departureId,
      total_minor: quoteTotal(input.lines, input.currency).amountMinor,
      token_hash: null,
      previous_id: numbering.previousId,
      created_by: currentAuditOrigin().actor?.name ?? null,
      created_at: timestamp,
      updated_at: timestamp,
      sent_at: null,
      answered_at: null,
      version: 1,
    })
    .execute();
  await writeLines(id, input.lines);
  await afterCommit(() => countCreated("quote", { currency: input.currency }));
  const quote = (await getQuote(id))!;
  await audit("create", id, diffFields(null, auditFields(quote)));
  return quote;
}

/**
 * A new quote for an enquiry, as a draft numbered in the agency's year. The rate of the day is
 * the caller's (the form showed it, and converted the departure's prices with it).
 */
export async function createQuote(input: NewQuote, day: string = agencyToday()): Promise<Quote> {
  return inTransaction(async () => {
    const year = Number(day.slice(0, 4));
    const number = formatQuoteNumber(year, await nextQuoteSequence(year));
    const quote = await insertQuote(input, { number, revision: 1, previousId: null });
    await recordQuoteEvent(quote, "created", { total: QUOTE_AUDIT_TEXTS.money(quote.total) });
    return quote;
  });
}

/** Why a change was refused: the quote is not in a state that allows it (the screen shows which). */
export type QuoteChangeResult =
  | { status: "ok"; quote: Quote }
  | { status: "not-found" }
  | { status: "conflict"; current: Quote }
  | { status: "refused"; current: Quote; state: QuoteState };

/** On PostgreSQL, holds the quote's row until the transaction ends; SQLite has one writer. */
async function lockQuote(id: string): Promise<void> {
  if (getDialect() === "postgres") await getDb().selectFrom("quotes").select("id").where("id", "=", id).forUpdate().execute();
}

/**
 * Changes a quote in one transaction if it is still at `expectedVersion` and `allowed` in its
 * state; `apply` makes the change (the row's version is raised here) and returns its audit action.
 */
async function changeQuote(
  id: string,
  expectedVersion: number,
  today: string,
  allowed: (state: QuoteState, quote: Quote) => boolean,
  apply: (quote: Quote) => Promise<{ action: string; columns: Partial<QuotesTable>; detail?: Record<string, unknown> }>,
): Promise<QuoteChangeResult> {
  return inTransaction(async () => {
    await lockQuote(id);
    const before = await getQuote(id);
    if (!before) return { status: "not-found" };
    if (before.version !== expectedVersion) return { status: "conflict", current: before };
    const state = quoteState(before, today);
    if (!allowed(state, before)) return { status: "refused", current: before, state };
    const { action, columns, detail } = await apply(before);
    const result = await getDb()
      .updateTable("quotes")
      .set({ ...columns, version: sql<number>`version + 1`, updated_at: now() })
      .where("id", "=", id)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { status: "conflict", current: before };
    const quote = (await getQuote(id))!;
    await audit(action, id, diffFields(auditFields(before), auditFields(quote)), detail);
    return { status: "ok", quote };
  });
}

/** Saves a draft's fields and lines (a sent quote is revised instead). */
export async function updateDraftQuote(
  id: string,
  input: QuoteInput & { perUsdMicros: number | null; rateDay: string | null },
  expectedVersion: number,
  today: string = agencyToday(),
): Promise<QuoteChangeResult> {
  return changeQuote(
    id,
    expectedVersion,
    today,
    (state) => quoteActions(state).edit,
    async () => {
      await writeLines(id, input.lines);
      return {
        action: "update",
        columns: {
          currency: input.currency,
          per_usd_micros: input.perUsdMicros,
          rate_day: input.rateDay,
          valid_until: input.validUntil,
          note: input.note,
          departure_id: input.departureId,
          total_minor: quoteTotal(input.lines, input.currency).amountMinor,
        },
      };
    },
  );
}

export type SendResult =
  | (QuoteChangeResult & { token?: string; eventId?: string; outboxId?: string })
  /** Issue #23: the quote asks for more seats than its departure has left (or it is cancelled or gone). */
  | { status: "short"; seats: number; seatsLeft: number; cancelled: boolean };

/**
 * The seats a quote asks for against its departure's on `today`: null when they fit (or it asks
 * for none), else what it asks for and what is left (0 for a cancelled, past or deleted departure).
 */
export async function seatsShort(
  quote: Pick<Quote, "departureId" | "lines">,
  today: string = agencyToday(),
): Promise<{ seats: number; seatsLeft: number; cancelled: boolean } | null> {
  const { seats } = partyOf(quote.lines);
  if (!quote.departureId || seats === 0) return null;
  const departure = await getDeparture(quote.departureId, today);
  const cancelled = !departure || departure.status === "cancelled" || !isUpcoming(departure, today);
  const left = departure && !cancelled ? seatsLeft(departure) : 0;
  return seats > left ? { seats, seatsLeft: left, cancelled } : null;
}

/**
 * Marks a quote sent with a new link (a quote sent again gets a new one, and the old link stops
 * working) and records the event, with the e-mail `mail` writes for the link queued in the
 * outbox; the caller asks the mail server after the commit and adds the first attempt's result
 * to the event. A quote whose last day has passed is revised instead.
 */
export async function sendQuote(
  id: string,
  expectedVersion: number,
  to: string,
  today: string = agencyToday(),
  mail?: (token: string) => OutboxMail,
): Promise<SendResult> {
  const found = await getQuote(id);
  const short = found ? await seatsShort(found, today) : null;
  if (short) return { status: "short", ...short };
  const { token, hash } = newQuoteToken();
  let eventId: string | undefined;
  let outboxId: string | undefined;
  const result = await changeQuote(
    id,
    expectedVersion,
    today,
    (state, quote) => quoteActions(state).send && quote.validUntil >= today,
    async (quote) => {
      // The e-mail with the link is queued with the quote's change (the outbox, decision 0038).
      if (mail) outboxId = await queueMail({ ...mail(token), reference: quote.number }, { sendNow: true });
      eventId = await recordQuoteEvent(quote, "sent", { to, delivery: "pending", ...(outboxId ? { outboxId } : {}) });
      await followQuote(quote.enquiryId, "quoted", currentEventActor());
      return { action: "send", columns: { status: "sent", token_hash: hash, sent_at: now() }, detail: { to } };
    },
  );
  return result.status === "ok" ? { ...result, token, eventId, outboxId } : result;
}

export async function withdrawQuote(id: string, expectedVersion: number, today: string = agencyToday()): Promise<QuoteChangeResult> {
  return changeQuote(
    id,
    expectedVersion,
    today,
    (state) => quoteActions(state).withdraw,
    async (quote) => {
      await recordQuoteEvent(quote, "withdrawn");
      return { action: "withdraw", columns: { status: "withdrawn" } };
    },
  );
}

/**
 * A new revision of a quote, as a draft with its lines, currency, departure and note, the rate
 * of the day and a fresh validity; the revision revised is superseded at once, so its link
 * says it was replaced and can no longer be accepted.
 */
export async function reviseQuote(
  id: string,
  expectedVersion: number,
  fresh: { validUntil: string; perUsdMicros: number | null; rateDay: string | null },
  today: string = agencyToday(),
): Promise<QuoteChangeResult & { revision?: Quote }> {
  let revision: Quote | undefined;
  const result = await changeQuote(
    id,
    expectedVersion,
    today,
    (state) => quoteActions(state).revise,
    async (quote) => {
      const latest = await getDb()
        .selectFrom("quotes")
        .select((eb) => eb.fn.max("revision").as("revision"))
        .where("number", "=", quote.number)
        .executeTakeFirstOrThrow();
      const next = Number(latest.revision) + 1;
      revision = await insertQuote(
        {
          enquiryId: quote.enquiryId,
          locale: quote.locale,
          currency: quote.currency,
          departureId: quote.departureId,
          note: quote.note,
          lines: quote.lines,
          ...fresh,
        },
        { number: quote.number, revision: next, previousId: quote.id },
      );
      await recordQuoteEvent(quote, "revised", { newRevision: next });
      await recordQuoteEvent(revision, "created", { total: QUOTE_AUDIT_TEXTS.money(revision.total) });
      return { action: "revise", columns: { status: "superseded" }, detail: { newRevision: next, newId: revision.id } };
    },
  );
  return result.status === "ok" ? { ...result, revision } : result;
}

/* ------------------------------------------------------------------ the customer's answer */

export type AnswerResult =
  | { status: "accepted"; quote: Quote; booking: Booking | null }
  | { status: "declined"; quote: Quote }
  | { status: "not-found" }
  /** Already answered, withdrawn, replaced or expired: the page shows which. */
  | { status: "not-open"; quote: Quote }
  /**
   * The departure has no longer the seats the quote needs (or left, or was cancelled): the quote
   * is marked failed and the event written (issue #23), so the caller tells the agency.
   */
  | { status: "no-seats"; quote: Quote; seats: number; seatsLeft: number; eventId?: string };

/** Signals the end of an accept that must leave nothing written. */
class Refusal extends Error {
  constructor(readonly result: AnswerResult) {
    super(result.status);
  }
}

/**
 * The customer accepts: for a quote on a departure, its seats (the adult and child lines) are
 * held until the hold's day in the same transaction, which first locks the departure (see
 * holdSeats), so two customers can never hold the last seat together. A quote that is no
 * longer open, or a departure without the seats, leaves everything as it was.
 */
export async function acceptQuote(token: string, today: string = agencyToday()): Promise<AnswerResult> {
  const found = await getQuoteByToken(token);
  if (!found) return { status: "not-found" };
  if (!isAnswerable(found, today)) return { status: "not-open", quote: found };
  const party = partyOf(found.lines);
  const departureId = party.seats > 0 ? found.departureId : null;
  try {
    return await inTransaction(async () => {
      // The departure's lock comes first, then the quote's: every writer takes them in that order.
      if (departureId) await lockDeparture(departureId);
      await lockQuote(found.id);
      const current = await getQuote(found.id);
      if (!current || !isAnswerable(current, today)) throw new Refusal({ status: "not-open", quote: current ?? found });
      let booking: Booking | null = null;
      if (departureId) {
        booking = await holdSeats(departureId, today, (departure) => ({
          quoteId: found.id,
          adults: party.adults,
          children: party.children,
          heldUntil: holdUntil(today, departure.startDate),
        }));
        if (!booking) throw new Refusal({ status: "no-seats", quote: current, seats: party.seats, seatsLeft: 0 });
      }
      await getDb()
        .updateTable("quotes")
        .set({ status: "accepted", answered_at: now(), updated_at: now(), version: sql<number>`version + 1` })
        .where("id", "=", found.id)
        .execute();
      await recordQuoteEvent(found, "accepted", booking ? { seats: booking.seats, heldUntil: booking.heldUntil } : {}, "customer");
      await followQuote(found.enquiryId, "won", null);
      await queueQuoteAcceptedMails(found, booking);
      return { status: "accepted" as const, quote: (await getQuote(found.id))!, booking };
    });
  } catch (error) {
    // Thrown so the transaction rolls back whatever it wrote.
    if (error instanceof Refusal) return error.result.status === "no-seats" ? recordFailedAccept(found, party.seats, today) : error.result;
    throw error;
  }
}

/**
 * An accept that found no seats (issue #23): the quote leaves "awaiting answer" as failed and the
 * timeline says what the customer asked for and what was left, in one transaction taken in the
 * accept's lock order. Nothing is booked. The caller then e-mails the enquiry's assignee.
 */
async function recordFailedAccept(found: Quote, seats: number, today: string): Promise<AnswerResult> {
  return inTransaction(async () => {
    if (found.departureId) await lockDeparture(found.departureId);
    await lockQuote(found.id);
    const current = await getQuote(found.id);
    if (!current || !isAnswerable(current, today)) return { status: "not-open", quote: current ?? found };
    const departure = found.departureId ? await getDeparture(found.departureId, today) : null;
    const left = departure && departure.status !== "cancelled" && isUpcoming(departure, today) ? seatsLeft(departure) : 0;
    await getDb()
      .updateTable("quotes")
      .set({ status: "failed", answered_at: now(), updated_at: now(), version: sql<number>`version + 1` })
      .where("id", "=", found.id)
      .execute();
    const eventId = await recordQuoteEvent(found, "accept-failed", { seats, seatsLeft: left, staffMail: "pending" }, "customer");
    return { status: "no-seats", quote: (await getQuote(found.id))!, seats, seatsLeft: left, eventId };
  });
}

export async function declineQuote(token: string, today: string = agencyToday()): Promise<AnswerResult> {
  const found = await getQuoteByToken(token);
  if (!found) return { status: "not-found" };
  if (!isAnswerable(found, today)) return { status: "not-open", quote: found };
  return inTransaction(async () => {
    await lockQuote(found.id);
    const current = await getQuote(found.id);
    if (!current || !isAnswerable(current, today)) return { status: "not-open", quote: current ?? found };
    await getDb()
      .updateTable("quotes")
      .set({ status: "declined", answered_at: now(), updated_at: now(), version: sql<number>`version + 1` })
      .where("id", "=", found.id)
      .execute();
    await recordQuoteEvent(found, "declined", {}, "customer");
    await queueQuoteDeclinedMail(found);
    return { status: "declined", quote: (await getQuote(found.id))! };
  });
}

/* ------------------------------------------------------------------ reads for the screens */

/** A quote's departure as its pages name it: the tour in the quote's language, and the days. */
export type QuoteDeparture = { id: string; tourId: string; tourTitle: string; startDate: string; datesText: string; upcoming: boolean };

export async function quoteDeparture(
  departureId: string | null,
  locale: Locale,
  today: string = agencyToday(),
): Promise<QuoteDeparture | null> {
  if (!departureId) return null;
  const row = await getDb()
    .selectFrom("departures")
    .innerJoin("tours", "tours.id", "departures.tour_id")
    .leftJoin("tour_translations", (join) =>
      join.onRef("tour_translations.tour_id", "=", "tours.id").on("tour_translations.locale", "=", locale),
    )
    .select(["departures.id", "departures.tour_id", "departures.start_date", "tours.title", "tours.duration_days"])
    .select("tour_translations.title as translated_title")
    .where("departures.id", "=", departureId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    tourId: row.tour_id,
    tourTitle: row.translated_title || row.title,
    startDate: row.start_date,
    datesText: formatDays(row.start_date, departureEndDate(row.start_date, Number(row.duration_days)), locale),
    upcoming: isUpcoming({ startDate: row.start_date }, today),
  };
}

/** The most departures the quote form offers (the enquiry's tour's are listed first). */
export const MAX_DEPARTURE_CHOICES = 300;

/** A departure staff can quote, as the form's choice names it. */
export type DepartureChoiceRow = {
  id: string;
  tourId: string;
  tourTitle: string;
  startDate: string;
  endDate: string;
  seatsLeft: number;
  status: string;
};

/**
 * The departures the quote form offers: the upcoming ones not cancelled, the enquiry's tour's
 * first, then by date; and the one the quote already names, whatever it has become.
 */
export async function departureChoices(
  { tourId, selectedId }: { tourId: string | null; selectedId: string | null },
  today: string = agencyToday(),
): Promise<DepartureChoiceRow[]> {
  const rows = await getDb()
    .selectFrom("departures")
    .innerJoin("tours", "tours.id", "departures.tour_id")
    .select([
      "departures.id",
      "departures.tour_id",
      "departures.start_date",
      "departures.capacity",
      "departures.seats_booked",
      "departures.status",
    ])
    .select(["tours.title", "tours.duration_days"])
    .select((eb) => heldSeats(eb, today).as("seats_held"))
    .where((eb) =>
      eb.or([
        eb.and([eb("departures.start_date", ">=", today), eb("departures.status", "<>", "cancelled")]),
        eb("departures.id", "=", selectedId ?? ""),
      ]),
    )
    .orderBy((eb) =>
      eb
        .case()
        .when("departures.tour_id", "=", tourId ?? "")
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy("departures.start_date")
    .orderBy("tours.title")
    .limit(MAX_DEPARTURE_CHOICES)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    tourId: row.tour_id,
    tourTitle: row.title,
    startDate: row.start_date,
    endDate: departureEndDate(row.start_date, Number(row.duration_days)),
    seatsLeft: seatsLeft({ capacity: Number(row.capacity), seatsBooked: Number(row.seats_booked), seatsHeld: Number(row.seats_held ?? 0) }),
    status: row.status,
  }));
}

/**
 * What the catalogue says a departure costs (its own adult price over the tour's, the tour's
 * sale, child, single and explicit prices), for the lines it fills in; null when it is gone.
 */
export async function departurePrices(departureId: string, currency: CurrencyCode): Promise<DeparturePrices | null> {
  const departure = await getDeparture(departureId);
  const tour = departure ? await getTour(departure.tourId) : null;
  if (!departure || !tour) return null;
  const explicit = currency === BASE_CURRENCY ? null : tour.prices?.[currency];
  return {
    tour: {
      title: tour.title,
      price: tour.price,
      salePrice: tour.salePrice,
      saleEndsOn: tour.saleEndsOn,
      childPrice: tour.childPrice,
      singleSupplement: tour.singleSupplement,
      ...(explicit ? { explicitPrice: explicit } : {}),
    },
    departure: { price: departure.price },
  };
}

/** Sent quotes still waiting for the customer's answer (not past their last day): the dashboard's figure. */
export async function countQuotesAwaitingAnswer(today: string = agencyToday()): Promise<number> {
  const { total } = await getDb()
    .selectFrom("quotes")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("status", "=", "sent")
    .where("valid_until", ">=", today)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * Everything that happened to an enquiry's quotes, oldest first, for the enquiry's timeline
 * (merged there with its other events): created, sent (with the e-mail's delivery), revised,
 * withdrawn, accepted, declined, expired, hold confirmed, released. Each names who did it:
 * a staff member, "Customer", or "System" for what the calendar did.
 */
export async function quoteTimelineEntries(enquiryId: string, at: Date = new Date()): Promise<QuoteTimelineEntry[]> {
  const [quotes, events] = await Promise.all([
    listEnquiryQuotes(enquiryId),
    getDb().selectFrom("quote_events").selectAll().where("enquiry_id", "=", enquiryId).orderBy("at").orderBy("id").execute(),
  ]);
  // A quote's e-mail not known as sent or failed when it was sent reads its outbox row (issue #23).
  const details = new Map(events.map((event) => [event.id, event.detail ? (JSON.parse(event.detail) as Record<string, unknown>) : {}]));
  const queued = [...details.values()].filter(
    (detail) => typeof detail.outboxId === "string" && detail.delivery !== "sent" && detail.delivery !== "failed",
  );
  const statuses = await outboxStatuses(queued.map((detail) => String(detail.outboxId)));
  for (const detail of queued) {
    const row = statuses.get(String(detail.outboxId));
    if (row) detail.delivery = row.status;
  }
  const entries: QuoteTimelineEntry[] = [];
  for (const quote of quotes) {
    const booking = await bookingOfQuote(quote.id);
    entries.push(
      ...timelineOf(
        {
          ...quote,
          booking,
          events: events
            .filter((event) => event.quote_id === quote.id)
            .map((event) => ({
              id: event.id,
              at: event.at,
              type: event.type as QuoteEventType,
              actorName: event.actor_name,
              detail: details.get(event.id)!,
            })),
        },
        at,
        quoteEventSummary,
      ),
    );
  }
  return sortTimeline(entries);
}

/** A quote as the lists show it: its number (and revision), state on the day, total and last day. */
export function toQuoteRow(quote: Quote, today: string): QuoteRow {
  return {
    id: quote.id,
    name: QUOTE_ADMIN_TEXTS.numberWithRevision(quote.number, quote.revision),
    state: quoteState(quote, today),
    total: formatMoney(quote.total),
    validUntil: quote.validUntil,
  };
}

/** An enquiry's quotes as its Quotes section lists them, newest first, every revision, with who made each and when. */
export async function enquiryQuoteRows(enquiryId: string, today: string = agencyToday(), timeZone = "UTC"): Promise<QuoteRow[]> {
  return (await listEnquiryQuotes(enquiryId)).map((quote) => ({
    ...toQuoteRow(quote, today),
    created: QUOTE_ADMIN_TEXTS.createdBy(quote.createdBy, formatReceived(new Date(quote.createdAt), timeZone)),
  }));
}

/** The dashboard's section: quotes awaiting an answer, seats held and booked on departures of the next 60 days. */
export async function quotesDashboardFigures(today: string = agencyToday()): Promise<QuotesDashboardFigures> {
  const [awaiting, seats] = await Promise.all([countQuotesAwaitingAnswer(today), seatsInComingDays(60, today)]);
  return { awaiting, held: seats.held, booked: seats.booked };
}
