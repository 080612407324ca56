import { isCurrency } from "~/domain/money";
import { isOfficeId, type OfficeId } from "~/domain/offices";
import {
  isPieceKind,
  PIECE_KINDS,
  rateCardProblem,
  type PieceKind,
  type RateCard,
  type RateCardProblem,
} from "~/domain/cargo/cargo-pricing";
import { currentAuditOrigin, recordChange } from "~/server/accounts/audit.server";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { newId, now } from "~/server/platform/records.server";
import type { CargoRateCardsTable } from "../../../db/schema";

/*
 * Cargo rate cards (issue #26, decision 0055): per route and mode, a card is in force from its
 * date until a later card of the same route and mode. A change of rates is a new card, never an
 * edit, so the history is the rows and a shipment keeps the card it was priced with.
 */

export const CARGO_MODES = ["air", "sea"] as const;
export type CargoMode = (typeof CARGO_MODES)[number];

export function isCargoMode(value: unknown): value is CargoMode {
  return typeof value === "string" && (CARGO_MODES as readonly string[]).includes(value);
}

export type CargoRoute = { fromOffice: OfficeId; toOffice: OfficeId; mode: CargoMode };

export type StoredRateCard = CargoRoute & {
  id: string;
  validFrom: string;
  card: RateCard;
  version: number;
  createdBy: string | null;
  createdAt: string;
};

export type RouteProblem = "unknown-office" | "same-office" | "unknown-mode";
export type RateCardInputProblem = RouteProblem | RateCardProblem | "bad-date" | "mode-mismatch" | "unknown-piece-kind";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day written YYYY-MM-DD that the calendar has. */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What is wrong with a route, or null. */
export function routeProblem(route: { fromOffice: unknown; toOffice: unknown; mode: unknown }): RouteProblem | null {
  if (!isOfficeId(route.fromOffice) || !isOfficeId(route.toOffice)) return "unknown-office";
  if (route.fromOffice === route.toOffice) return "same-office";
  if (!isCargoMode(route.mode)) return "unknown-mode";
  return null;
}

export type AddRateCardResult = { ok: true; card: StoredRateCard } | { ok: false; problem: RateCardInputProblem };

/** Adds a dated card for a route and mode, audited in the same transaction. */
export async function addRateCard(input: CargoRoute & { validFrom: string; card: RateCard }): Promise<AddRateCardResult> {
  const problem =
    routeProblem(input) ??
    (isDay(input.validFrom) ? null : "bad-date") ??
    (input.card.mode === input.mode ? null : "mode-mismatch") ??
    (Object.keys(input.card.flatPerPiece).every(isPieceKind) ? null : "unknown-piece-kind") ??
    rateCardProblem(input.card);
  if (problem) return { ok: false, problem };
  return inTransaction(async () => {
    const id = newId();
    const origin = currentAuditOrigin();
    const { card } = input;
    await getDb()
      .insertInto("cargo_rate_cards")
      .values({
        id,
        from_office: input.fromOffice,
        to_office: input.toOffice,
        mode: input.mode,
        currency: card.currency,
        divisor: card.mode === "air" ? card.divisor : null,
        step_grams: card.mode === "air" ? card.stepGrams : null,
        minimum_minor: card.minimumMinor,
        valid_from: input.validFrom,
        version: 1,
        created_by: origin.actor?.id ?? null,
        created_at: now(),
      })
      .execute();
    const brackets =
      card.mode === "air"
        ? card.brackets.map((bracket) => ({ from: bracket.fromGrams, rate: bracket.perKgMinor }))
        : card.brackets.map((bracket) => ({ from: bracket.fromUnits, rate: bracket.perUnitMinor }));
    await getDb()
      .insertInto("cargo_rate_brackets")
      .values(brackets.map((bracket, position) => ({ card_id: id, position, from_quantity: bracket.from, rate_minor: bracket.rate })))
      .execute();
    const flat = Object.entries(card.flatPerPiece).filter((entry): entry is [PieceKind, number] => entry[1] !== undefined);
    if (flat.length > 0) {
      await getDb()
        .insertInto("cargo_piece_prices")
        .values(flat.map(([kind, price]) => ({ card_id: id, piece_kind: kind, price_minor: price })))
        .execute();
    }
    const stored = (await rateCardsOf([await cardRow(id)]))[0]!;
    await recordChange(origin, {
      action: "create",
      entity: "cargo-rate-card",
      entityId: id,
      detail: {
        fromOffice: stored.fromOffice,
        toOffice: stored.toOffice,
        mode: stored.mode,
        validFrom: stored.validFrom,
        card: stored.card,
      },
    });
    return { ok: true, card: stored };
  });
}

async function cardRow(id: string): Promise<CargoRateCardsTable> {
  return getDb().selectFrom("cargo_rate_cards").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function rateCardsOf(rows: readonly CargoRateCardsTable[]): Promise<StoredRateCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const brackets = await getDb().selectFrom("cargo_rate_brackets").selectAll().where("card_id", "in", ids).orderBy("position").execute();
  const prices = await getDb().selectFrom("cargo_piece_prices").selectAll().where("card_id", "in", ids).execute();
  return rows.map((row) => {
    const flatPerPiece: Partial<Record<PieceKind, number>> = {};
    for (const kind of PIECE_KINDS) {
      const price = prices.find((candidate) => candidate.card_id === row.id && candidate.piece_kind === kind);
      if (price) flatPerPiece[kind] = bigintToNumber(price.price_minor);
    }
    const own = brackets.filter((bracket) => bracket.card_id === row.id);
    const basics = {
      currency: isCurrency(row.currency) ? row.currency : "USD",
      minimumMinor: bigintToNumber(row.minimum_minor),
      flatPerPiece,
    } as const;
    const card: RateCard =
      row.mode === "sea"
        ? {
            ...basics,
            mode: "sea",
            brackets: own.map((bracket) => ({
              fromUnits: bigintToNumber(bracket.from_quantity),
              perUnitMinor: bigintToNumber(bracket.rate_minor),
            })),
          }
        : {
            ...basics,
            mode: "air",
            divisor: row.divisor ?? 0,
            stepGrams: row.step_grams ?? 0,
            brackets: own.map((bracket) => ({
              fromGrams: bigintToNumber(bracket.from_quantity),
              perKgMinor: bigintToNumber(bracket.rate_minor),
            })),
          };
    return {
      id: row.id,
      fromOffice: row.from_office as OfficeId,
      toOffice: row.to_office as OfficeId,
      mode: row.mode as CargoMode,
      validFrom: row.valid_from,
      card,
      version: Number(row.version),
      createdBy: row.created_by,
      createdAt: row.created_at,
    };
  });
}

/** The card in force for a route and mode on a day: the latest dated on or before it (of two on one day, the later added). */
export async function rateCardInForce(route: CargoRoute, day: string): Promise<StoredRateCard | null> {
  const row = await getDb()
    .selectFrom("cargo_rate_cards")
    .selectAll()
    .where("from_office", "=", route.fromOffice)
    .where("to_office", "=", route.toOffice)
    .where("mode", "=", route.mode)
    .where("valid_from", "<=", day)
    .orderBy("valid_from", "desc")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? ((await rateCardsOf([row]))[0] ?? null) : null;
}

export async function getRateCard(id: string): Promise<StoredRateCard | null> {
  const row = await getDb().selectFrom("cargo_rate_cards").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? ((await rateCardsOf([row]))[0] ?? null) : null;
}

export async function countRateCards(): Promise<number> {
  const row = await getDb()
    .selectFrom("cargo_rate_cards")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Every card in force on a day, one per route and mode: what the public estimate prices with. */
export async function rateCardsInForce(day: string): Promise<StoredRateCard[]> {
  const rows = await getDb()
    .selectFrom("cargo_rate_cards")
    .selectAll()
    .where("valid_from", "<=", day)
    .orderBy("valid_from", "desc")
    .orderBy("created_at", "desc")
    .execute();
  const seen = new Set<string>();
  const latest = rows.filter((row) => {
    const key = `${row.from_office}|${row.to_office}|${row.mode}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return rateCardsOf(latest);
}

/** Every card of a route and mode, newest first: the rates' history. */
export async function rateCardHistory(route: CargoRoute): Promise<StoredRateCard[]> {
  const rows = await getDb()
    .selectFrom("cargo_rate_cards")
    .selectAll()
    .where("from_office", "=", route.fromOffice)
    .where("to_office", "=", route.toOffice)
    .where("mode", "=", route.mode)
    .orderBy("valid_from", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rateCardsOf(rows);
}
