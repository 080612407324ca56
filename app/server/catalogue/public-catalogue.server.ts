import { sql, type ExpressionBuilder } from "kysely";
import { TOUR_CARD_FIELDS, type Destination, type PublicTour, type Service, type Tour, type TourCardData } from "~/domain/catalogue";
import { displayPrice, today, usdBoundFor, type ExchangeRate } from "~/domain/currencies";
import { DEFAULT_LOCALE, type Locale } from "~/domain/locale";
import { LIST_PAGE_SIZE, searchWords, type DestinationFilter, type TourFilter, type TourSort } from "~/domain/filters";
import { CURRENCIES, formatMoney, MINOR_DIGITS, money, type CurrencyCode, type Money } from "~/domain/money";
import { normalizeSearchText } from "~/domain/search-text";
import { tourPriceTexts } from "~/domain/tour-prices";
import type { Database } from "../../../db/schema";
import { explicitPricesIn, rateFor, ratesInForce } from "~/server/platform/currencies.server";
import { getDb, getDialect } from "~/server/platform/db.server";
import { hasOpenDepartureIn, nextOpenDepartureTable } from "./departures.server";
import { agencyToday } from "~/domain/departures";
import { translatorFor } from "~/server/platform/messages.server";
import { toDestination } from "./destinations.server";
import { likePattern, searchCondition, searchPage, trigramQuery, type Page, type PageOrder } from "~/server/platform/paging.server";
import { toService } from "./services.server";
import { toTour } from "./tours.server";
import { inLocale, readTranslations, textMatchesIn, translatedColumn } from "./translations.server";
import { isPublic, isPublicTour } from "./publication.server";

/*
 * What visitors see. Every public page (the site's routes, its layout and the sitemap) reads
 * the catalogue through these functions and never through the admin queries, so a rule
 * that only concerns visitors is added here alone: published records only (issue #12, decision
 * 0028: isPublic, isPublicTour; a staff preview reads a draft through the same functions). Every read
 * is bounded: a list of cards is one page or a given number of rows, a dropdown's choices
 * are capped, and the sitemap reads its URLs a file at a time.
 *
 * Each read takes the page's language (issue #11; English when not given) and returns the
 * text in it, each field falling back to the English where it is not translated yet; a
 * search or a filter compares the text in that language. English reads are the queries they
 * were before translations, with nothing added.
 */

/** The most choices a list's dropdown offers (continents, destinations with tours). */
export const MAX_FILTER_CHOICES = 500;

/** Public destinations matching the list's filter, one page of them, by title. */
export async function searchPublicDestinations(
  filter: DestinationFilter,
  page: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Page<Destination>> {
  let query = getDb().selectFrom("destinations").selectAll().where(isPublic("destinations"));
  if (filter.q.trim()) {
    query = query.where((eb) => {
      const english = searchCondition(eb, ["title", "country", "description"], filter.q);
      return locale === "en" ? english : textMatchesIn("destination", locale, filter.q, english);
    });
  }
  if (filter.continent) {
    // The continent matches whatever the catalogue's spelling of it is, in any case; naming
    // those spellings lets the index on continent do the work.
    const wanted = filter.continent.toLowerCase();
    const spellings = (await listPublicContinents(locale)).filter((continent) => continent.toLowerCase() === wanted);
    const continent = locale === "en" ? sql.ref("continent") : translatedColumn("destination", "continent", locale);
    query = spellings.length > 0 ? query.where(continent, "in", spellings) : query.where(sql<boolean>`1 = 0`);
  }
  const by = locale === "en" ? sql.ref("title") : translatedColumn("destination", "title", locale);
  const found = await searchPage(query, { by, id: "id", direction: "asc" }, page, toDestination, LIST_PAGE_SIZE);
  return { ...found, rows: await inLocale("destination", found.rows, locale) };
}

/** The continents of the public destinations, each once, sorted (the destinations list's dropdown). */
export async function listPublicContinents(locale: Locale = DEFAULT_LOCALE): Promise<string[]> {
  const continent = locale === "en" ? sql.ref<string>("continent") : translatedColumn("destination", "continent", locale);
  const rows = await getDb()
    .selectFrom("destinations")
    .select(continent.as("continent"))
    .where(isPublic("destinations"))
    .distinct()
    .orderBy("continent")
    .limit(MAX_FILTER_CHOICES)
    .execute();
  return rows.map((row) => row.continent).sort((a, b) => a.localeCompare(b));
}

/** Public destinations, all or the featured ones, by title, at most `limit` of them. */
export async function listPublicDestinations(options: { featuredOnly?: boolean; limit: number; locale?: Locale }): Promise<Destination[]> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const by = locale === "en" ? sql.ref("title") : translatedColumn("destination", "title", locale);
  let query = getDb().selectFrom("destinations").selectAll().where(isPublic("destinations")).orderBy(by).orderBy("id").limit(options.limit);
  if (options.featuredOnly) query = query.where("featured", "=", 1);
  return inLocale("destination", (await query.execute()).map(toDestination), locale);
}

/** A public destination; `preview` (a signed-in staff member's, checked by the caller) reads a draft too. */
export async function getPublicDestination(id: string, locale: Locale = DEFAULT_LOCALE, preview = false): Promise<Destination | null> {
  let query = getDb().selectFrom("destinations").selectAll().where("id", "=", id);
  if (!preview) query = query.where(isPublic("destinations"));
  const row = await query.executeTakeFirst();
  return row ? ((await inLocale("destination", [toDestination(row)], locale))[0] ?? null) : null;
}

/**
 * Public tours, each with its destination's current title read beside it rather than joined:
 * counting matches then reads the tours table alone, and a page looks up only its own
 * destinations. Every tour has its destination (a foreign key), so the rows are the join's.
 */
function publicTours(preview = false) {
  return getDb()
    .selectFrom("tours")
    .where(preview ? sql<boolean>`1 = 1` : isPublicTour())
    .selectAll("tours")
    .select((eb) =>
      eb
        .selectFrom("destinations")
        .select("destinations.title")
        .whereRef("destinations.id", "=", "tours.destination_id")
        .$asScalar()
        .$notNull()
        .as("destination_title"),
    );
}

/**
 * Tours whose destination's name contains the text. PostgreSQL is given the destinations as
 * an array, which its index on a tour's destination can look up beside the trigram index on
 * the tours' text (one bitmap scan for the search's whole OR); it does not with `in`.
 */
function destinationNamed(eb: ExpressionBuilder<Database, "tours">, text: string, locale: Locale) {
  const named = eb
    .selectFrom("destinations")
    .select("destinations.id")
    .where((inner) => {
      const english = searchCondition(inner, ["destinations.title"], text);
      return locale === "en" ? english : textMatchesIn("destination", locale, text, english, "search_title");
    });
  return getDialect() === "postgres"
    ? eb("tours.destination_id", "=", sql<string>`any(array(${named}))`)
    : eb("tours.destination_id", "in", named);
}

/**
 * The share of the tours above which SQLite searches their text by reading them all: a
 * search through the trigram index reads each candidate by its rowid and sorts the matches
 * for a page, which beyond about this share costs more than a read of the whole table in the
 * list's order (measured with 10,000 tours, issue #9).
 */
const INDEXED_SEARCH_MAX_SHARE = 0.25;

/**
 * On SQLite, the trigram index query (tours_search, migration 0009) that narrows the tours to
 * those holding every three-character piece of the search text, when it narrows them enough
 * to be worth it; null for a shorter text, a text in most tours, or PostgreSQL, whose trigram
 * index serves the comparison itself.
 */
export async function narrowingTextQuery(text: string): Promise<string | null> {
  const pieces = getDialect() === "sqlite" ? trigramQuery(text.trim().toLowerCase()) : null;
  if (!pieces) return null;
  const { rows } = await sql<{ candidates: number; total: number }>`
    select (select count(*) from tours_search where tours_search match ${pieces}) as candidates,
      (select count(*) from tours) as total`.execute(getDb());
  const { candidates, total } = rows[0]!;
  return candidates <= total * INDEXED_SEARCH_MAX_SHARE ? pieces : null;
}

/**
 * Tours whose English title or description contains the word; `narrowing` (narrowingTextQuery)
 * first keeps only the tours the trigram index names, so only those are read and compared.
 */
function wordInTour(eb: ExpressionBuilder<Database, "tours">, word: string, narrowing: string | null) {
  const contains = searchCondition(eb, ["tours.title", "tours.description"], word);
  return narrowing
    ? eb.and([sql<boolean>`${sql.ref("tours.rowid")} in (select rowid from tours_search where tours_search match ${narrowing})`, contains])
    : contains;
}

/**
 * Tours whose title or description in some language (issue #23: "بالي" on the English page
 * finds Bali) holds the word, compared as the translations' search text is written (without
 * case, accents or Arabic letter variants: normalizeSearchText).
 */
function wordInTourTranslation(eb: ExpressionBuilder<Database, "tours">, word: string) {
  return eb(
    "tours.id",
    "in",
    eb
      .selectFrom("tour_translations")
      .select("tour_translations.tour_id")
      .where(sql<boolean>`${sql.ref("tour_translations.search_text")} like ${likePattern(normalizeSearchText(word))} escape '\\'`),
  );
}

/**
 * Tours whose destination holds the word in its name, country or continent, in English or in
 * any translation (issue #23: "morocco", "europe", "بالي"). A translation is searched through
 * its `search_place` (migration 0028: name, country and continent without case, accents or
 * Arabic letter variants). The destinations are few beside the tours: their matching ids are read once and looked up by the index on a tour's destination
 * (on PostgreSQL as an array, which it can look up beside the trigram index, not with `in`).
 */
function wordInPlace(eb: ExpressionBuilder<Database, "tours">, word: string) {
  const translated = eb
    .selectFrom("destination_translations")
    .select("destination_translations.destination_id")
    .where(sql<boolean>`${sql.ref("destination_translations.search_place")} like ${likePattern(normalizeSearchText(word))} escape '\\'`);
  const named = eb
    .selectFrom("destinations")
    .select("destinations.id")
    .where((inner) =>
      inner.or([
        searchCondition(inner, ["destinations.title", "destinations.country", "destinations.continent"], word),
        inner("destinations.id", "in", translated),
      ]),
    );
  return getDialect() === "postgres"
    ? eb("tours.destination_id", "=", sql<string>`any(array(${named}))`)
    : eb("tours.destination_id", "in", named);
}

/** The tours holding every word of the search, each anywhere (issue #23; filterTours defines it). */
async function holdsEveryWord(text: string) {
  const words = await Promise.all(searchWords(text).map(async (word) => ({ word, narrowing: await narrowingTextQuery(word) })));
  return (eb: ExpressionBuilder<Database, "tours">) =>
    eb.and(
      words.map(({ word, narrowing }) => eb.or([wordInTour(eb, word, narrowing), wordInTourTranslation(eb, word), wordInPlace(eb, word)])),
    );
}

/**
 * The price condition: at or below `major` units of each tour's own currency, as
 * toMajorUnits reads it (a currency the app does not know is read as dollars, as in toTour).
 * Its first part, the largest of those limits, is a plain range the index on price can serve.
 */
function priceAtMost(eb: ExpressionBuilder<Database, "tours">, major: number) {
  const limits = CURRENCIES.map((currency) => ({ currency, limit: money(major, currency).amountMinor }));
  const dollars = money(major, "USD").amountMinor;
  const widest = Math.max(dollars, ...limits.map(({ limit }) => limit));
  const narrower = limits.filter(({ limit }) => limit < widest);
  return eb.and([
    eb("tours.price_minor", "<=", widest),
    ...narrower.map(({ currency, limit }) => eb.or([eb("tours.currency", "<>", currency), eb("tours.price_minor", "<=", limit)])),
    ...(dollars < widest ? [eb.or([eb("tours.currency", "in", [...CURRENCIES]), eb("tours.price_minor", "<=", dollars)])] : []),
  ]);
}

/**
 * The price condition in another currency (issue #11): a tour with an explicit price in it is
 * compared by that price; any other by its dollar price against the visitor's bound turned
 * into dollars at the day's rate (usdBoundFor), a range the index on price can serve.
 */
function priceInCurrencyAtMost(eb: ExpressionBuilder<Database, "tours">, major: number, rate: ExchangeRate) {
  const explicit = (amount?: number) => {
    let prices = eb
      .selectFrom("tour_prices")
      .select("tour_prices.tour_id")
      .whereRef("tour_prices.tour_id", "=", "tours.id")
      .where("tour_prices.currency", "=", rate.currency);
    if (amount !== undefined) prices = prices.where("tour_prices.amount_minor", "<=", amount);
    return prices;
  };
  return eb.or([
    eb.and([eb("tours.price_minor", "<=", usdBoundFor(major, rate.perUsdMicros, rate.currency)), eb.not(eb.exists(explicit()))]),
    eb.exists(explicit(money(major, rate.currency).amountMinor)),
  ]);
}

/**
 * Public tours matching the list's filter, one page of them, by title (docs/product-spec.md
 * §9, as filterTours in app/domain/filters.ts defines it): the search text in the title, the
 * description or the destination's name; the destination as an id, or else as text in its
 * name; the price at or below the maximum (in the visitor's currency); the days in range;
 * an open departure in the month (issue #12).
 */
export async function searchPublicTours(
  filter: TourFilter,
  page: number,
  { currency = "USD", locale = DEFAULT_LOCALE, today = agencyToday() }: TourView & { today?: string } = {},
): Promise<Page<TourCardData>> {
  const rate = await rateFor(currency);
  let query = publicTours()
    .where((eb) => (rate ? priceInCurrencyAtMost(eb, filter.maxPrice, rate) : priceAtMost(eb, filter.maxPrice)))
    .where("tours.duration_days", ">=", filter.minDays)
    .where("tours.duration_days", "<=", filter.maxDays);
  // Every word in any of the three languages, whatever the page's (issue #23).
  if (filter.q.trim()) query = query.where(await holdsEveryWord(filter.q));
  if (filter.month) query = query.where((eb) => hasOpenDepartureIn(eb, filter.month, today));
  if (filter.destination) {
    query = (await hasPublicTours(filter.destination))
      ? query.where("tours.destination_id", "=", filter.destination)
      : query.where((eb) => destinationNamed(eb, filter.destination, locale));
  }
  // In another language the list is by the title in it: one join rather than a lookup per tour
  // (PostgreSQL, 10,000 tours: 66 ms → 23 ms for the first page). By the next departure, one
  // join to the tours' next dates, for the same reason.
  const sort = filter.sort ?? "title";
  const sorted = query
    .$if(locale !== "en", (q) =>
      q.leftJoin("tour_translations as sort_tr", (join) =>
        join.onRef("sort_tr.tour_id", "=", "tours.id").on("sort_tr.locale", "=", locale),
      ),
    )
    .$if(sort === "departure", (q) => q.leftJoin(nextOpenDepartureTable(today).as("next_departure"), "next_departure.tour_id", "tours.id"));
  const title = locale === "en" ? sql.ref("tours.title") : sql<string>`coalesce(${sql.ref("sort_tr.title")}, ${sql.ref("tours.title")})`;
  const order = await tourOrder(sort, title);
  if (currency === "USD") {
    const found = await searchPage(sorted, order, page, (row) => toPublicTour(row, locale), LIST_PAGE_SIZE);
    return { ...found, rows: asCards(await toursInLocale(found.rows, locale)) };
  }
  const found = await searchPage(sorted, order, page, toTour, LIST_PAGE_SIZE);
  return { ...found, rows: asCards(await toursInLocale(await pricedIn(found.rows, currency, rate, locale), locale)) };
}

/**
 * The tours list's order (issue #23). The price is compared in US dollars, a tour priced in
 * another currency converted at the day's rate (one without a rate after all the others), so
 * a list mixing currencies is in the order of what the tours cost; the next departure is the
 * date its card shows; ties in either, and the duration's, keep the name's order by id.
 */
async function tourOrder(sort: TourSort, title: PageOrder["by"]): Promise<PageOrder> {
  if (sort === "title") return { by: title, id: "tours.id", direction: "asc" };
  if (sort === "duration") return { by: sql.ref("tours.duration_days"), id: "tours.id", direction: "asc" };
  if (sort === "departure") {
    // A tour without an open departure after every date (the join finds none for it).
    return { by: sql`coalesce(${sql.ref("next_departure.next_date")}, ${sql.lit("9999-12-31")})`, id: "tours.id", direction: "asc" };
  }
  const rates = await ratesInForce();
  const price = sql.ref<number>("tours.price_minor");
  const cases = CURRENCIES.filter((currency) => currency !== "USD").map((currency) => {
    const rate = rates.get(currency);
    // Dollar cents per minor unit of the currency: 100 / (10^digits × units per dollar).
    const perMinor = rate ? (100 * 1_000_000) / (10 ** MINOR_DIGITS[currency] * rate.perUsdMicros) : null;
    return sql`when ${sql.ref("tours.currency")} = ${sql.lit(currency)} then ${perMinor === null ? sql`${sql.lit(1e15)} + ${price}` : sql`${price} * ${sql.lit(perMinor)}`}`;
  });
  // A currency the app does not know is read as dollars, as toTour reads it.
  const inDollars = sql`(case ${sql.join(cases, sql` `)} else ${price} end)`;
  return { by: inDollars, id: "tours.id", direction: sort === "price" ? "asc" : "desc" };
}

/** How a visitor sees tours: in a currency (US dollars by default) and a language (English by default). */
export type TourView = { currency?: CurrencyCode; locale?: Locale };

/** Tours in a language, their destinations' names too (two queries, none for English). */
async function toursInLocale(tours: PublicTour[], locale: Locale): Promise<PublicTour[]> {
  if (locale === "en" || tours.length === 0) return tours;
  const destinations = await readTranslations(
    "destination",
    tours.map((tour) => tour.destinationId),
    locale,
  );
  return (await inLocale("tour", tours, locale)).map((tour) => {
    const name = destinations.get(tour.destinationId)?.[locale]?.title;
    return typeof name === "string" && name.trim() ? { ...tour, destination: name } : tour;
  });
}

/** Whether some tour goes to the destination with this id. */
async function hasPublicTours(destinationId: string): Promise<boolean> {
  const row = await getDb()
    .selectFrom("tours")
    .select("id")
    .where("destination_id", "=", destinationId)
    .where(isPublicTour())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The destinations that have tours, each once, sorted by title (the tours list's dropdown). */
export async function listPublicTourDestinations(locale: Locale = DEFAULT_LOCALE): Promise<{ id: string; title: string }[]> {
  const rows = await getDb()
    .selectFrom("destinations")
    .select(["id", "title"])
    .where(isPublic("destinations"))
    .where((eb) =>
      eb.exists(
        eb.selectFrom("tours").select("tours.id").whereRef("tours.destination_id", "=", "destinations.id").where(isPublic("tours")),
      ),
    )
    .orderBy("title")
    .orderBy("id")
    .limit(MAX_FILTER_CHOICES)
    .execute();
  return (await inLocale("destination", rows, locale)).sort((a, b) => a.title.localeCompare(b.title, locale === "en" ? undefined : locale));
}

/** Public tours by title, at most `limit` of them: all, the featured ones or one destination's, less `exceptId`. */
export async function listPublicTours(options: {
  featuredOnly?: boolean;
  destinationId?: string;
  exceptId?: string;
  limit: number;
  currency?: CurrencyCode;
  locale?: Locale;
}): Promise<TourCardData[]> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const by = locale === "en" ? sql.ref("tours.title") : translatedColumn("tour", "title", locale);
  let query = publicTours().orderBy(by).orderBy("tours.id").limit(options.limit);
  if (options.featuredOnly) query = query.where("tours.featured", "=", 1);
  if (options.destinationId) query = query.where("tours.destination_id", "=", options.destinationId);
  if (options.exceptId) query = query.where("tours.id", "<>", options.exceptId);
  const rows = await query.execute();
  if (!options.currency || options.currency === "USD")
    return asCards(
      await toursInLocale(
        rows.map((row) => toPublicTour(row, locale)),
        locale,
      ),
    );
  return asCards(await toursInLocale(await pricedIn(rows.map(toTour), options.currency, await rateFor(options.currency), locale), locale));
}

/** How many tours go to a destination. */
export async function countPublicTours(destinationId: string): Promise<number> {
  const row = await getDb()
    .selectFrom("tours")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("destination_id", "=", destinationId)
    .where(isPublicTour())
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A public tour; `preview` (a signed-in staff member's, checked by the caller) reads a draft too. */
export async function getPublicTour(
  id: string,
  { currency = "USD", locale = DEFAULT_LOCALE, preview = false }: TourView & { preview?: boolean } = {},
): Promise<PublicTour | null> {
  const row = await publicTours(preview).where("tours.id", "=", id).executeTakeFirst();
  if (!row) return null;
  const priced =
    currency === "USD" ? [toPublicTour(row, locale)] : await pricedIn([toTour(row)], currency, await rateFor(currency), locale);
  return (await toursInLocale(priced, locale))[0] ?? null;
}

/** Tours as cards show them: without the days, FAQs and lists only their own page shows, so list pages stay light. */
function asCards(tours: PublicTour[]): TourCardData[] {
  return tours.map((tour) => {
    const card: Record<string, unknown> = {};
    for (const field of TOUR_CARD_FIELDS) if (tour[field] !== undefined) card[field] = tour[field];
    return card as TourCardData;
  });
}

/** A tour with its price in dollars, as the spec writes it. */
function toPublicTour(row: Parameters<typeof toTour>[0], locale: Locale): PublicTour {
  const tour = toTour(row);
  return { ...tour, ...tourPriceTexts(tour, (value) => formatMoney(value, locale), today()) };
}

/** Tours with their prices in another currency: explicit where set, else converted and marked approximate. */
async function pricedIn(tours: Tour[], currency: CurrencyCode, rate: ExchangeRate | undefined, locale: Locale): Promise<PublicTour[]> {
  const t = translatorFor(locale);
  const explicit = await explicitPricesIn(
    tours.map((tour) => tour.id),
    currency,
  );
  return tours.map((tour) => {
    const shown = displayPrice(tour.price, currency, explicit.get(tour.id), rate, locale);
    // The sale, child and single prices have no explicit amounts: converted like a price without one.
    const other = (value: Money, regular: boolean) => (regular ? shown.text : displayPrice(value, currency, undefined, rate, locale).text);
    return {
      ...tour,
      ...tourPriceTexts(tour, other, today()),
      priceApproximate: shown.approximate,
      ...(shown.approximate ? { priceNote: t("currency.approximate", { dollars: formatMoney(tour.price, locale) }) } : {}),
    };
  });
}

/** The agency offers a handful of services, all of them listed (the home page, /services); a runaway list stops here. */
export const MAX_PUBLIC_SERVICES = 60;

/** Public services in the agency's order (the order they were added); `previewId` (staff, checked by the caller) adds that draft. */
export async function listPublicServices(locale: Locale = DEFAULT_LOCALE, previewId?: string): Promise<Service[]> {
  const rows = await getDb()
    .selectFrom("services")
    .selectAll()
    .where((eb) => (previewId === undefined ? isPublic("services") : eb.or([isPublic("services"), eb("id", "=", previewId)])))
    .orderBy("position")
    .orderBy("id")
    .limit(MAX_PUBLIC_SERVICES)
    .execute();
  return inLocale("service", rows.map(toService), locale);
}

/** The catalogue tables whose records have pages of their own. */
export type PublicRecordTable = "destinations" | "tours";

/** How many public records a table has, and when the last of them changed (null: none). */
export async function publicRecordStats(table: PublicRecordTable | "services"): Promise<{ count: number; lastChange: Date | null }> {
  const row = await getDb()
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.max("updated_at").as("lastChange")])
    .where(table === "tours" ? isPublicTour() : isPublic(table))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), lastChange: row.lastChange ? new Date(row.lastChange) : null };
}

/** Ids and last changes of a table's public records, by id, from `offset`, at most `limit` of them (the sitemap). */
export async function listPublicRecordIds(
  table: PublicRecordTable,
  offset: number,
  limit: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await getDb()
    .selectFrom(table)
    .select(["id", "updated_at"])
    .where(table === "tours" ? isPublicTour() : isPublic(table))
    .orderBy("id")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
}
