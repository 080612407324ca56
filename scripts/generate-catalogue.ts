// tsx scripts/generate-catalogue.ts [--tours 10000] [--destinations 200] [--seed 1]: adds a large,
// varied made-up catalogue to the site's database (DATABASE_URL / DATA_DIR, as the server), for
// measuring the public lists at size. The tests call generateCatalogue() on their own databases.
import { pathToFileURL } from "node:url";
import { sql, type Insertable, type Kysely } from "kysely";
import { normalizeSearchText } from "~/domain/search-text";
import { slugify } from "~/domain/slug";
import { addDays, agencyToday } from "~/domain/departures";
import type {
  Database,
  DeparturesTable,
  DestinationsTable,
  DestinationTranslationsTable,
  ToursTable,
  TourTranslationsTable,
} from "../db/schema";
import { mulberry32 } from "./lib/seeded-random.js";

/** Places to build destination names from: [name, country, continent]. */
const PLACES: [string, string, string][] = [
  ["Kyoto", "Japan", "Asia"],
  ["Hanoi", "Vietnam", "Asia"],
  ["Chiang Mai", "Thailand", "Asia"],
  ["Kerala", "India", "Asia"],
  ["Petra", "Jordan", "Asia"],
  ["Byblos", "Lebanon", "Asia"],
  ["Luang Prabang", "Laos", "Asia"],
  ["Seoul", "South Korea", "Asia"],
  ["Lisbon", "Portugal", "Europe"],
  ["Seville", "Spain", "Europe"],
  ["Florence", "Italy", "Europe"],
  ["Dubrovnik", "Croatia", "Europe"],
  ["Reykjavík", "Iceland", "Europe"],
  ["Kraków", "Poland", "Europe"],
  ["Edinburgh", "United Kingdom", "Europe"],
  ["Tromsø", "Norway", "Europe"],
  ["Cappadocia", "Türkiye", "Europe"],
  ["Zanzibar", "Tanzania", "Africa"],
  ["Cape Town", "South Africa", "Africa"],
  ["Essaouira", "Morocco", "Africa"],
  ["Abidjan", "Côte d'Ivoire", "Africa"],
  ["Luxor", "Egypt", "Africa"],
  ["Serengeti", "Tanzania", "Africa"],
  ["Okavango", "Botswana", "Africa"],
  ["Monrovia", "Liberia", "Africa"],
  ["Cusco", "Peru", "South America"],
  ["Patagonia", "Argentina", "South America"],
  ["Cartagena", "Colombia", "South America"],
  ["Galápagos", "Ecuador", "South America"],
  ["Rio de Janeiro", "Brazil", "South America"],
  ["Atacama", "Chile", "South America"],
  ["Quebec City", "Canada", "North America"],
  ["Oaxaca", "Mexico", "North America"],
  ["Havana", "Cuba", "North America"],
  ["San Francisco", "United States", "North America"],
  ["Banff", "Canada", "North America"],
  ["Antigua", "Guatemala", "North America"],
  ["Queenstown", "New Zealand", "Oceania"],
  ["Tasmania", "Australia", "Oceania"],
  ["Fiji Islands", "Fiji", "Oceania"],
  ["Great Barrier Reef", "Australia", "Oceania"],
];
const AREAS = ["", "Old Town", "Coast", "Highlands", "Countryside", "Islands", "Valley", "Lakes"];

/** Themes give tours and destinations words that a search finds in some of them only. */
const THEMES = [
  { noun: "Food Trail", words: "street food, markets and a cooking class with a local family", activity: "Cooking class" },
  { noun: "Wine Route", words: "vineyards, cellar tastings and long lunches among the vines", activity: "Wine tasting" },
  { noun: "Hiking Adventure", words: "mountain trails, ridge walks and nights in mountain lodges", activity: "Hiking" },
  { noun: "Heritage Tour", words: "temples, palaces and museums with an expert guide", activity: "Guided museum visit" },
  { noun: "Beach Escape", words: "quiet beaches, snorkelling and sunsets over the sea", activity: "Snorkelling" },
  { noun: "Wildlife Safari", words: "game drives at dawn, birdwatching and a night in a tented camp", activity: "Game drive" },
  { noun: "Photography Journey", words: "golden-hour walks and tips from a travel photographer", activity: "Photo walk" },
  { noun: "Family Holiday", words: "easy days, kid-friendly visits and a pool at every hotel", activity: "Family day out" },
  { noun: "Cycling Tour", words: "back roads by bicycle, with a support van and luggage transfers", activity: "Cycling" },
  { noun: "Festival Week", words: "music, parades and the local festival calendar", activity: "Festival night" },
];
/** The themes in French, for the translations a third of the tours get (issue #11). */
const THEMES_FR: Record<string, { noun: string; words: string }> = {
  "Food Trail": { noun: "Circuit gourmand", words: "cuisine de rue, marchés et cours de cuisine dans une famille" },
  "Wine Route": { noun: "Route des vins", words: "vignobles, dégustations en cave et longs déjeuners au milieu des vignes" },
  "Hiking Adventure": { noun: "Aventure à pied", words: "sentiers de montagne, crêtes et nuits en refuge" },
  "Heritage Tour": { noun: "Circuit patrimoine", words: "temples, palais et musées avec un guide expert" },
  "Beach Escape": { noun: "Évasion balnéaire", words: "plages tranquilles, plongée et couchers de soleil sur la mer" },
  "Wildlife Safari": { noun: "Safari", words: "safaris à l'aube, oiseaux et une nuit sous la tente" },
  "Photography Journey": { noun: "Voyage photo", words: "promenades à l'heure dorée et conseils d'un photographe" },
  "Family Holiday": { noun: "Vacances en famille", words: "journées tranquilles, visites pour les enfants et piscine à chaque hôtel" },
  "Cycling Tour": { noun: "Circuit à vélo", words: "petites routes à vélo, avec véhicule d'assistance et bagages transportés" },
  "Festival Week": { noun: "Semaine de fête", words: "musique, défilés et le calendrier des fêtes locales" },
};
/** Some countries' French names; the others are spelled alike. */
const COUNTRIES_FR: Record<string, string> = {
  Japan: "Japon",
  Vietnam: "Viêt Nam",
  Thailand: "Thaïlande",
  India: "Inde",
  Jordan: "Jordanie",
  Lebanon: "Liban",
  "South Korea": "Corée du Sud",
  Spain: "Espagne",
  Italy: "Italie",
  Croatia: "Croatie",
  Iceland: "Islande",
  Poland: "Pologne",
  "United Kingdom": "Royaume-Uni",
  Norway: "Norvège",
  Tanzania: "Tanzanie",
  "South Africa": "Afrique du Sud",
  Morocco: "Maroc",
  Egypt: "Égypte",
  Peru: "Pérou",
  Argentina: "Argentine",
  Colombia: "Colombie",
  Ecuador: "Équateur",
  Brazil: "Brésil",
  Chile: "Chili",
  Mexico: "Mexique",
  "United States": "États-Unis",
  "New Zealand": "Nouvelle-Zélande",
  Australia: "Australie",
};
const CONTINENTS_FR: Record<string, string> = {
  Asia: "Asie",
  Europe: "Europe",
  Africa: "Afrique",
  "South America": "Amérique du Sud",
  "North America": "Amérique du Nord",
  Oceania: "Océanie",
};

const ADJECTIVES = [
  "Classic",
  "Hidden",
  "Grand",
  "Essential",
  "Slow",
  "Luxury",
  "Budget",
  "Secret",
  "Wild",
  "Colourful",
  "Timeless",
  "Scenic",
];
const SERVICES = ["Flights", "Hotel", "Airport transfers", "Breakfast", "Local guide", "Entrance fees", "Travel insurance", "Visa help"];
const TOUR_IMAGES = [
  "bali-island-escape",
  "inca-trail-adventure",
  "marrakech-and-sahara-nights",
  "new-york-city-break",
  "paris-and-the-loire-valley",
  "santorini-sunset-sailing",
];
const DESTINATION_IMAGES = ["bali", "machu-picchu", "marrakech", "new-york", "paris", "santorini"];

/** A small seeded random generator (mulberry32): a seed gives the same numbers every time. */
export function seededRandom(seed: number) {
  const next: () => number = mulberry32(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}

export type GenerateOptions = { tours: number; destinations: number; seed?: number };

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound values. */
const BATCH = 500;

/**
 * Adds `destinations` destinations and `tours` tours spread over them to an already migrated
 * database, in one transaction. Names, countries, continents, themes, prices ($150 to $6,500,
 * a few above the list's $5,000 slider), durations (1 to 24 days) and the featured flag vary,
 * so that each filter matches its own share. Ids are slugs prefixed `gen{seed}-`: running twice
 * on one database needs another seed.
 */
export async function generateCatalogue(
  db: Kysely<Database>,
  options: GenerateOptions,
): Promise<{ destinationIds: string[]; tourIds: string[] }> {
  const seed = options.seed ?? 1;
  const random = seededRandom(seed);
  const base = Date.now();
  const timestamp = () => new Date(base - random.int(0, 400 * 24 * 3600) * 1000).toISOString();

  const destinations: Insertable<DestinationsTable>[] = [];
  for (let index = 0; index < options.destinations; index++) {
    const [place, country, continent] = PLACES[index % PLACES.length]!;
    const area = AREAS[Math.floor(index / PLACES.length) % AREAS.length]!;
    const round = Math.floor(index / (PLACES.length * AREAS.length));
    const title = [place, area, round > 0 ? String(round + 1) : ""].filter(Boolean).join(" ");
    const themes = [random.pick(THEMES), random.pick(THEMES)];
    const time = timestamp();
    destinations.push({
      id: `gen${seed}-${slugify(title)}`,
      title,
      description: `${title} in ${country}: ${themes[0]!.words}, or ${themes[1]!.words}. We plan every day around you.`,
      image: `/images/destinations/${random.pick(DESTINATION_IMAGES)}.svg`,
      country,
      continent,
      rating: random.int(30, 50) / 10,
      activities: JSON.stringify([...new Set(themes.map((theme) => theme.activity))]),
      featured: random.chance(0.05) ? 1 : 0,
      version: 1,
      status: "published",
      created_at: time,
      updated_at: time,
    });
  }

  const tours: Insertable<ToursTable>[] = [];
  for (let index = 0; index < options.tours && destinations.length > 0; index++) {
    const destination = random.pick(destinations);
    const theme = random.pick(THEMES);
    const days = random.chance(0.05) ? random.int(21, 24) : random.int(1, 20);
    const title = `${random.pick(ADJECTIVES)} ${destination.title} ${theme.noun}`;
    const dollars = random.chance(0.04) ? random.int(5001, 6500) : random.int(150, 5000);
    const time = timestamp();
    tours.push({
      id: `gen${seed}-${slugify(title)}-${index + 1}`,
      title,
      description: `${days} days of ${theme.words} in ${destination.title}. Small groups, hand-picked hotels and a guide who lives there.`,
      image: `/images/tours/${random.pick(TOUR_IMAGES)}.svg`,
      destination_id: destination.id,
      duration_days: days,
      price_minor: dollars * 100 + (random.chance(0.2) ? 50 : 0),
      currency: "USD",
      group_size: random.int(4, 30),
      rating: random.int(30, 50) / 10,
      included_services: JSON.stringify(SERVICES.filter(() => random.chance(0.5))),
      featured: random.chance(0.03) ? 1 : 0,
      version: 1,
      status: "published",
      created_at: time,
      updated_at: time,
    });
  }

  // French for every destination and a third of the tours, made after the English so the
  // English catalogue is the one the same seed always gave.
  const destinationTranslations: Insertable<DestinationTranslationsTable>[] = destinations.map((destination) => {
    const country = COUNTRIES_FR[destination.country] ?? destination.country;
    return {
      destination_id: destination.id,
      locale: "fr",
      title: null,
      description: null,
      country,
      continent: CONTINENTS_FR[destination.continent] ?? null,
      activities: null,
      search_title: normalizeSearchText(destination.title),
      search_text: normalizeSearchText([destination.title, country, destination.description].join("\n")),
      search_place: normalizeSearchText(
        [destination.title, country, CONTINENTS_FR[destination.continent] ?? destination.continent].join("\n"),
      ),
    };
  });
  const frenchTheme = (title: string) => Object.entries(THEMES_FR).find(([noun]) => title.endsWith(noun));
  const tourTranslations: Insertable<TourTranslationsTable>[] = tours.flatMap((tour, index) => {
    const theme = frenchTheme(tour.title);
    if (index % 3 !== 0 || !theme) return [];
    const place = tour.title.slice(tour.title.indexOf(" ") + 1, -theme[0].length - 1);
    const title = `${theme[1].noun} : ${place}`;
    const description = `${tour.duration_days} jours de ${theme[1].words} à ${place}. Petits groupes, hôtels choisis et un guide qui vit sur place.`;
    return [
      {
        tour_id: tour.id,
        locale: "fr",
        title,
        description,
        included_services: null,
        search_text: normalizeSearchText(`${title}\n${description}`),
      },
    ];
  });

  // Departures for most tours over the next year (issue #12), made last for the same reason:
  // some full, some cancelled, so the month filter's condition has rows to refuse.
  const today = agencyToday();
  const departures: Insertable<DeparturesTable>[] = tours.flatMap((tour) =>
    random.chance(0.3)
      ? []
      : Array.from({ length: random.int(1, 4) }, (_, index) => {
          const capacity = random.int(6, 30);
          return {
            id: `${tour.id}-d${index + 1}`.slice(-40),
            tour_id: tour.id,
            start_date: addDays(today, random.int(-30, 365)),
            capacity,
            seats_booked: random.chance(0.15) ? capacity : random.int(0, capacity),
            status: random.chance(0.1) ? "cancelled" : random.pick(["scheduled", "guaranteed", "on-request"]),
            price_minor: null,
            version: 1,
            created_at: tour.created_at,
            updated_at: tour.updated_at,
          };
        }),
  );

  const insert = async (trx: Kysely<Database>) => {
    await insertInBatches(trx, "destinations", destinations);
    await insertInBatches(trx, "tours", tours);
    await insertInBatches(trx, "destination_translations", destinationTranslations);
    await insertInBatches(trx, "tour_translations", tourTranslations);
    await insertInBatches(trx, "departures", departures);
  };
  if (db.isTransaction) {
    await insert(db);
  } else {
    await db.transaction().execute(insert);
    // A bulk load is when the query planner's statistics go out of date (both databases).
    await sql`ANALYZE`.execute(db);
  }
  return { destinationIds: destinations.map((row) => row.id), tourIds: tours.map((row) => row.id) };
}

/** `--name value` as a whole number of at least 0, or the fallback when absent. */
export async function insertInBatches<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    // Kysely cannot resolve a table named by a type parameter; the rows are that table's.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
  }
}

export function countArgument(args: string[], name: string, fallback: number, fail: (message: string) => never): number {
  const position = args.indexOf(`--${name}`);
  if (position < 0) return fallback;
  const value = Number(args[position + 1]);
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000) fail(`--${name} takes a whole number from 0 to 1000000`);
  return value;
}

async function main() {
  // Loaded here so that importing generateCatalogue (the tests do) opens no database.
  const { fail, openSiteDatabase } = await import("./cli-db");
  const { closeDb, getDb } = await import("~/server/platform/db.server");
  const args = process.argv.slice(2);
  const tours = countArgument(args, "tours", 10_000, fail);
  const destinations = countArgument(args, "destinations", 200, fail);
  const seed = countArgument(args, "seed", 1, fail);
  if (tours > 0 && destinations === 0) fail("tours need destinations: give --destinations 1 or more");
  await openSiteDatabase();
  const started = performance.now();
  try {
    await generateCatalogue(getDb(), { tours, destinations, seed });
  } catch (error) {
    fail(
      `nothing was added: ${error instanceof Error ? error.message : String(error)} (a second run on one database needs another --seed)`,
    );
  }
  console.log(`Added ${destinations} destinations and ${tours} tours in ${Math.round(performance.now() - started)} ms.`);
  await closeDb();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
