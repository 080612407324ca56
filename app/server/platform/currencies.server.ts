import { randomUUID } from "node:crypto";
import type { ExplicitPrices } from "~/domain/catalogue";
import { OTHER_CURRENCIES, RATE_SCALE, ratesOn, today, type ExchangeRate, type OtherCurrency } from "~/domain/currencies";
import type { RateInput } from "~/domain/exchange-rate-form";
import { money, type CurrencyCode, type Money } from "~/domain/money";
import { diffFields, recordChange, type AuditOrigin } from "~/server/accounts/audit.server";
import { bumpContentVersion } from "./content-version.server";
import { getDb, getDialect, inTransaction } from "./db.server";
import { now } from "./records.server";

/*
 * Exchange rates and tours' explicit prices (issue #11; docs/decisions/0025-currencies.md).
 * Rates are only ever added: the newest that applies from a day on or before is the day's.
 */

/** A bigint column as a number: PostgreSQL gives bigint back as text; past 2^53 it would lose digits. */
export function bigintToNumber(value: number | string | bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`${String(value)} is not an integer JavaScript can hold exactly`);
  return number;
}

function isOtherCurrency(code: string): code is OtherCurrency {
  return (OTHER_CURRENCIES as readonly string[]).includes(code);
}

/** Every rate ever set, newest first (the Currencies screen's history; a handful of rows a year). */
export async function listRates(): Promise<ExchangeRate[]> {
  const rows = await getDb()
    .selectFrom("exchange_rates")
    .selectAll()
    .orderBy("applies_from", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.flatMap((row) =>
    isOtherCurrency(row.currency)
      ? [
          {
            id: row.id,
            currency: row.currency,
            perUsdMicros: bigintToNumber(row.per_usd_micros),
            appliesFrom: row.applies_from,
            createdAt: row.created_at,
            createdBy: row.created_by,
          },
        ]
      : [],
  );
}

/** The rate of each currency in force today. */
export async function ratesInForce(day = today()): Promise<Map<OtherCurrency, ExchangeRate>> {
  return ratesOn(await listRates(), day);
}

/** The rate in force today for a visitor's currency; none for dollars (no query) or a currency without one. */
export async function rateFor(currency: CurrencyCode): Promise<ExchangeRate | undefined> {
  return currency === "USD" ? undefined : (await ratesInForce()).get(currency);
}

/** The id of the rate added last ("" for none): the Currencies screen's version. */
export async function latestRateId(): Promise<string> {
  const row = await getDb()
    .selectFrom("exchange_rates")
    .select("id")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? "";
}

export type AddRateResult = { status: "ok"; rate: ExchangeRate } | { status: "stale" };

/**
 * On PostgreSQL, holds the content version's row until the transaction ends, so two writers of
 * rates (the screen, an import) do not both decide from the same history. SQLite has one writer.
 */
export async function lockRates(): Promise<void> {
  if (getDialect() === "postgres") await getDb().selectFrom("content_version").select("id").where("id", "=", 1).forUpdate().execute();
}

/** Writes one row of the history and its audit row (`exchange-rate`, `create`). */
async function insertRate(rate: ExchangeRate, origin: AuditOrigin): Promise<void> {
  await getDb()
    .insertInto("exchange_rates")
    .values({
      id: rate.id,
      currency: rate.currency,
      per_usd_micros: rate.perUsdMicros,
      applies_from: rate.appliesFrom,
      created_at: rate.createdAt,
      created_by: rate.createdBy,
    })
    .execute();
  await recordChange(origin, {
    action: "create",
    entity: "exchange-rate",
    entityId: rate.id,
    changes: diffFields(null, { currency: rate.currency, unitsPerDollar: rate.perUsdMicros / RATE_SCALE, appliesFrom: rate.appliesFrom }),
  });
}

/**
 * Adds a rate, unless another was added since the screen showed `latestId`; the audit row and
 * the content version (so cached pages show the new prices) commit with it.
 */
export async function addRate(input: RateInput, origin: AuditOrigin): Promise<AddRateResult> {
  return inTransaction(async () => {
    await lockRates();
    if ((await latestRateId()) !== input.latestId) return { status: "stale" };
    // Sorts after every earlier id of this process: the newest of one day is the one in force.
    const rate: ExchangeRate = {
      id: `${Date.now().toString(36).padStart(9, "0")}-${randomUUID().slice(0, 8)}`,
      currency: input.currency,
      perUsdMicros: input.rate,
      appliesFrom: input.appliesFrom,
      createdAt: now(),
      createdBy: origin.actor?.name ?? null,
    };
    await insertRate(rate, origin);
    await bumpContentVersion();
    return { status: "ok", rate };
  });
}

/**
 * Adds rates of an imported file as new rows of the history, in the caller's transaction (which
 * took `lockRates` before planning), each audited as the Currencies screen audits one. They
 * share one created_at and their ids sort in the given order, so the later of one day is the
 * newer (the one in force).
 */
export async function addImportedRates(
  rates: readonly Pick<ExchangeRate, "currency" | "perUsdMicros" | "appliesFrom">[],
  origin: AuditOrigin,
): Promise<void> {
  if (rates.length === 0) return;
  const createdAt = now();
  const stamp = Date.now().toString(36).padStart(9, "0");
  for (const [index, rate] of rates.entries()) {
    const id = `${stamp}-${String(index).padStart(5, "0")}-${randomUUID().slice(0, 8)}`;
    await insertRate({ ...rate, id, createdAt, createdBy: origin.actor?.name ?? null }, origin);
  }
  await bumpContentVersion();
}

/** Each tour's explicit prices by currency, every currency present (null: none), as an admin Tour's `prices`. */
export async function explicitPricesOf(tourIds: readonly string[]): Promise<Map<string, ExplicitPrices>> {
  const none = () => Object.fromEntries(OTHER_CURRENCIES.map((currency) => [currency, null])) as ExplicitPrices;
  const prices = new Map<string, ExplicitPrices>(tourIds.map((id) => [id, none()]));
  if (tourIds.length === 0) return prices;
  const rows = await getDb().selectFrom("tour_prices").selectAll().where("tour_id", "in", tourIds).execute();
  for (const row of rows) {
    const byCurrency = prices.get(row.tour_id);
    if (byCurrency && isOtherCurrency(row.currency)) {
      byCurrency[row.currency] = { amountMinor: bigintToNumber(row.amount_minor), currency: row.currency };
    }
  }
  return prices;
}

/** The explicit prices some tours have in one currency (the public pages, for a visitor's currency). */
export async function explicitPricesIn(tourIds: readonly string[], currency: CurrencyCode): Promise<Map<string, Money>> {
  if (tourIds.length === 0 || !isOtherCurrency(currency)) return new Map();
  const rows = await getDb()
    .selectFrom("tour_prices")
    .select(["tour_id", "amount_minor"])
    .where("currency", "=", currency)
    .where("tour_id", "in", tourIds)
    .execute();
  return new Map(rows.map((row) => [row.tour_id, { amountMinor: bigintToNumber(row.amount_minor), currency }]));
}

/**
 * Sets a tour's explicit prices from a form's major amounts by currency: a number sets it, null removes
 * it, undefined (a field the input did not carry) leaves it. Runs inside the tour's write.
 */
export async function writeExplicitPrices(
  tourId: string,
  prices: Partial<Record<OtherCurrency, number | null>> | undefined,
): Promise<void> {
  for (const currency of OTHER_CURRENCIES) {
    const amount = prices?.[currency];
    if (amount === undefined) continue;
    await getDb().deleteFrom("tour_prices").where("tour_id", "=", tourId).where("currency", "=", currency).execute();
    if (amount !== null) {
      await getDb()
        .insertInto("tour_prices")
        .values({ tour_id: tourId, currency, amount_minor: money(amount, currency).amountMinor })
        .execute();
    }
  }
}
