import type { DestinationInput, ServiceInput, TourInput } from "~/domain/catalogue-forms";
import { getDb, inTransaction, withDb, type Db } from "~/server/platform/db.server";
import { addDestination, countDestinations, getDestination } from "~/server/catalogue/destinations.server";
import { now } from "~/server/platform/records.server";
import { addService, countServices } from "~/server/catalogue/services.server";
import { SAMPLE_DESTINATION_TRANSLATIONS, SAMPLE_SERVICE_TRANSLATIONS, SAMPLE_TOUR_TRANSLATIONS } from "./sample-translations.server";
import { addTour, countTours } from "~/server/catalogue/tours.server";
import {
  SAMPLE_TOUR_DETAIL_TRANSLATIONS,
  SAMPLE_TOUR_DETAILS,
  SAMPLE_TRAVEL_INFO,
  SAMPLE_TRAVEL_INFO_TRANSLATIONS,
  withDetailTranslations,
} from "./sample-tour-details.server";
import { addDeparture } from "~/server/catalogue/departures.server";
import { addDays, agencyToday, type DepartureStatus } from "~/domain/departures";
import { money } from "~/domain/money";
import { registerPhoto, writeGalleryRows } from "~/server/catalogue/photos.server";
import { addRateCard, countRateCards } from "~/server/cargo/cargo-rates.server";
import type { RateCard } from "~/domain/cargo/cargo-pricing";
import { sampleImage, samplePhoto, samplePhotoManifest } from "./sample-photos.server";

/**
 * The catalogue a fresh install starts with. Pictures ship under public/images and, as
 * uploads, in samples/photos (decision 0031): the records get the uploaded photos.
 */
export const SAMPLE_DESTINATIONS: (DestinationInput & { id: string })[] = [
  {
    id: "bali",
    title: "Bali",
    country: "Indonesia",
    continent: "Asia",
    description:
      "Emerald rice terraces, sacred water temples and long surf beaches. Bali pairs a gentle island pace with some of the warmest hospitality in Asia.",
    image: "/images/destinations/bali.svg",
    rating: 4.8,
    activities: ["Temple visits", "Surfing", "Rice terrace walks", "Balinese cooking", "Snorkelling"],
    featured: true,
  },
  {
    id: "paris",
    title: "Paris",
    country: "France",
    continent: "Europe",
    description:
      "Museums that hold centuries of art, café terraces on every corner and evening walks along the Seine. Paris rewards the curious and the hungry alike.",
    image: "/images/destinations/paris.svg",
    rating: 4.7,
    activities: ["Louvre and Orsay", "Seine cruise", "Pastry tasting", "Montmartre walk"],
    featured: false,
  },
  {
    id: "santorini",
    title: "Santorini",
    country: "Greece",
    continent: "Europe",
    description:
      "Whitewashed villages on volcanic cliffs above a deep blue caldera, with sunsets in Oia that draw travellers from around the world.",
    image: "/images/destinations/santorini.svg",
    rating: 4.9,
    activities: ["Caldera sailing", "Wine tasting", "Sunset in Oia", "Volcano hike"],
    featured: true,
  },
  {
    id: "machu-picchu",
    title: "Machu Picchu",
    country: "Peru",
    continent: "South America",
    description:
      "The lost citadel of the Incas, set on a ridge high in the Andes and reached by the classic trail or a scenic train along the Urubamba river.",
    image: "/images/destinations/machu-picchu.svg",
    rating: 4.9,
    activities: ["Inca Trail trek", "Sacred Valley", "Cusco old town"],
    featured: true,
  },
  {
    id: "marrakech",
    title: "Marrakech",
    country: "Morocco",
    continent: "Africa",
    description:
      "Spice-scented souks, tiled riads with quiet courtyards and the Atlas mountains on the horizon, a short drive from nights under Saharan stars.",
    image: "/images/destinations/marrakech.svg",
    rating: 4.6,
    activities: ["Souk tour", "Desert camp", "Atlas day trip", "Hammam", "Moroccan cooking"],
    featured: true,
  },
  {
    id: "new-york",
    title: "New York",
    country: "United States",
    continent: "North America",
    description:
      "Skyline views, Broadway nights and neighbourhoods that each feel like a city of their own. New York never runs out of things to see.",
    image: "/images/destinations/new-york.svg",
    rating: 4.5,
    activities: ["Broadway show", "Central Park", "Museum Mile", "Harbour cruise"],
    featured: false,
  },
];

export const SAMPLE_TOURS: (TourInput & { id: string })[] = [
  {
    id: "bali-island-escape",
    title: "Bali Island Escape",
    destinationId: "bali",
    description:
      "Eight relaxed days from Ubud's rice terraces to the beaches of Nusa Dua, with temple visits, a cooking class and time to simply rest.",
    image: "/images/tours/bali-island-escape.svg",
    duration: 8,
    price: 1299,
    groupSize: 12,
    rating: 4.8,
    includedServices: ["Return flights", "Hotel stays", "Daily breakfast", "Airport transfers", "English-speaking guide"],
    featured: true,
  },
  {
    id: "santorini-sunset-sailing",
    title: "Santorini Sunset Sailing",
    destinationId: "santorini",
    description: "Six days on the caldera: a catamaran day with swimming stops, a winery visit, and the famous sunset seen from the water.",
    image: "/images/tours/santorini-sunset-sailing.svg",
    duration: 6,
    price: 1899,
    groupSize: 10,
    rating: 4.9,
    includedServices: ["Boutique hotel", "Catamaran cruise", "Wine tasting", "Transfers"],
    featured: true,
  },
  {
    id: "inca-trail-adventure",
    title: "Inca Trail Adventure",
    destinationId: "machu-picchu",
    description:
      "Ten days through the Sacred Valley and along the classic Inca Trail, arriving at the Sun Gate at dawn to see Machu Picchu below.",
    image: "/images/tours/inca-trail-adventure.svg",
    duration: 10,
    price: 2499,
    groupSize: 14,
    rating: 4.7,
    includedServices: ["Trek permits", "Camping gear", "Porters", "All meals on the trail", "Train back to Cusco"],
    featured: true,
  },
  {
    id: "marrakech-and-sahara-nights",
    title: "Marrakech and Sahara Nights",
    destinationId: "marrakech",
    description:
      "Seven days from the souks of the medina over the Atlas mountains to a desert camp, with a camel ride at sunset and a night under the stars.",
    image: "/images/tours/marrakech-and-sahara-nights.svg",
    duration: 7,
    price: 1499,
    groupSize: 16,
    rating: 4.6,
    includedServices: ["Riad stays", "Desert camp", "Camel ride", "Private driver", "Breakfast and dinner"],
    featured: true,
  },
  {
    id: "paris-and-the-loire-valley",
    title: "Paris and the Loire Valley",
    destinationId: "paris",
    description:
      "Twelve days of art, food and châteaux: Paris's great museums, then the castles and vineyards of the Loire by coach and by bike.",
    image: "/images/tours/paris-and-the-loire-valley.svg",
    duration: 12,
    price: 3499,
    groupSize: 18,
    rating: 4.6,
    includedServices: ["Hotels", "Museum passes", "Château entries", "Coach travel", "Wine tasting"],
    featured: false,
  },
  {
    id: "new-york-city-break",
    title: "New York City Break",
    destinationId: "new-york",
    description:
      "Three packed days in Manhattan: a Broadway show, the High Line, a harbour cruise past the Statue of Liberty and a food walk in Brooklyn.",
    image: "/images/tours/new-york-city-break.svg",
    duration: 3,
    price: 899,
    groupSize: 8,
    rating: 4.5,
    includedServices: ["Central hotel", "Broadway ticket", "Harbour cruise", "City pass"],
    featured: false,
  },
];

export const SAMPLE_SERVICES: (ServiceInput & { id: string })[] = [
  {
    id: "flight-ticketing",
    title: "Flight Ticketing",
    icon: "ticket",
    description: "IATA-accredited ticketing on major airlines, with the best fares and flexible changes for leisure and business trips.",
  },
  {
    id: "hotel-reservations",
    title: "Hotel Reservations",
    icon: "bed",
    description: "Hand-picked hotels, resorts and apartments at agency rates, from city breaks to long family holidays.",
  },
  {
    id: "guided-tours",
    title: "Guided Tours",
    icon: "compass",
    description: "Small-group and private tours with local guides who know their places, in the language you prefer.",
  },
  {
    id: "transfers-and-car-rental",
    title: "Transfers and Car Rental",
    icon: "car",
    description: "Airport pick-ups, private drivers and rental cars waiting for you when you land.",
  },
  {
    id: "travel-insurance",
    title: "Travel Insurance",
    icon: "shield",
    description: "Cover for medical care, cancellations and lost luggage, so you can travel with peace of mind.",
  },
  {
    id: "cargo-services",
    title: "Cargo Services",
    icon: "globe",
    description: "Air and sea cargo between Lebanon, West Africa and the world, with customs paperwork handled by our team.",
  },
];

type SampleDeparture = { inDays: number; capacity: number; seatsBooked: number; status: DepartureStatus; price?: number };

/**
 * The sample tours' departures (issue #12), days from the day the sample is loaded so they
 * are upcoming on a new install: one nearly full (2 seats left), one full, one cancelled; the
 * New York break has none and shows "Dates on request".
 */
export const SAMPLE_DEPARTURES: Record<string, SampleDeparture[]> = {
  "bali-island-escape": [
    { inDays: 21, capacity: 16, seatsBooked: 6, status: "scheduled" },
    { inDays: 49, capacity: 16, seatsBooked: 14, status: "guaranteed" },
    { inDays: 84, capacity: 16, seatsBooked: 0, status: "scheduled", price: 1399 },
  ],
  "santorini-sunset-sailing": [
    { inDays: 30, capacity: 12, seatsBooked: 4, status: "guaranteed" },
    { inDays: 60, capacity: 12, seatsBooked: 12, status: "scheduled" },
  ],
  "inca-trail-adventure": [
    { inDays: 35, capacity: 10, seatsBooked: 0, status: "on-request" },
    { inDays: 70, capacity: 10, seatsBooked: 3, status: "cancelled" },
  ],
  "marrakech-and-sahara-nights": [
    { inDays: 14, capacity: 14, seatsBooked: 9, status: "scheduled" },
    { inDays: 45, capacity: 14, seatsBooked: 2, status: "scheduled" },
  ],
  "paris-and-the-loire-valley": [
    { inDays: 28, capacity: 20, seatsBooked: 11, status: "guaranteed" },
    { inDays: 91, capacity: 20, seatsBooked: 0, status: "scheduled", price: 2299 },
  ],
};

async function addSampleDepartures(tourId: string, today: string): Promise<void> {
  for (const [index, { inDays, price, ...departure }] of (SAMPLE_DEPARTURES[tourId] ?? []).entries()) {
    const input = { ...departure, startDate: addDays(today, inDays), price: price === undefined ? null : money(price, "USD") };
    await addDeparture(tourId, input, `sample-${tourId}-${index + 1}`);
  }
}

/**
 * The sample routes' rate cards (issue #26), in force from the day the sample is loaded, so the
 * public estimate and the cargo desk price Beirut ↔ Abidjan and Beirut ↔ Monrovia at once.
 * Air: 8.00 USD per kg below 45 kg, 7.00 from 45 kg, 25.00 at least; sea: per tonne or m³.
 */
const SAMPLE_AIR_CARD: RateCard = {
  mode: "air",
  currency: "USD",
  divisor: 6_000,
  stepGrams: 500,
  minimumMinor: 2_500,
  brackets: [
    { fromGrams: 0, perKgMinor: 800 },
    { fromGrams: 45_000, perKgMinor: 700 },
  ],
  flatPerPiece: {},
};
const SAMPLE_SEA_CARD: RateCard = {
  mode: "sea",
  currency: "USD",
  minimumMinor: 5_000,
  brackets: [
    { fromUnits: 0, perUnitMinor: 18_000 },
    { fromUnits: 5_000_000, perUnitMinor: 15_000 },
  ],
  flatPerPiece: { barrel: 9_000, vehicle: 120_000 },
};

export const SAMPLE_RATE_ROUTES = [
  ["beirut", "abidjan"],
  ["abidjan", "beirut"],
  ["beirut", "monrovia"],
  ["monrovia", "beirut"],
] as const;

/** The sample rate cards, into an empty rate table only (a new database: the cargo tables came after the first sample). */
export async function loadSampleRateCardsIntoEmptyTable(validFrom = agencyToday()): Promise<void> {
  if ((await countRateCards()) > 0) return;
  for (const [fromOffice, toOffice] of SAMPLE_RATE_ROUTES) {
    for (const card of [SAMPLE_AIR_CARD, SAMPLE_SEA_CARD]) await addRateCard({ fromOffice, toOffice, mode: card.mode, validFrom, card });
  }
}

/** Fills empty tables with the sample catalogue, in English, French and Arabic; tables that hold anything are left alone. */
export async function loadSampleDataIntoEmptyTables(): Promise<void> {
  for (const photo of Object.values(await samplePhotoManifest())) await registerPhoto(photo);
  if ((await countDestinations()) === 0) {
    for (const { id, ...destination } of SAMPLE_DESTINATIONS) {
      const translations = withDetailTranslations(SAMPLE_DESTINATION_TRANSLATIONS[id], SAMPLE_TRAVEL_INFO_TRANSLATIONS[id]);
      const image = await sampleImage(destination.image);
      await addDestination({ ...destination, ...SAMPLE_TRAVEL_INFO[id], image, translations }, id, "published");
      // A destination's gallery: its own picture and its tours'.
      const tours = SAMPLE_TOURS.filter((tour) => tour.destinationId === id).map((tour) => tour.image);
      await addSampleGallery("destination", id, [destination.image, ...tours]);
    }
  }
  if ((await countTours()) === 0) {
    for (const { id, ...tour } of SAMPLE_TOURS) {
      const destination = SAMPLE_DESTINATIONS.find((sample) => sample.id === tour.destinationId);
      if (!(await getDestination(tour.destinationId))) continue;
      const translations = withDetailTranslations(SAMPLE_TOUR_TRANSLATIONS[id], SAMPLE_TOUR_DETAIL_TRANSLATIONS[id]);
      await addTour({ ...tour, ...SAMPLE_TOUR_DETAILS[id], image: await sampleImage(tour.image), translations }, id, "published");
      // A tour's gallery: its own picture and its destination's.
      await addSampleGallery("tour", id, [tour.image, ...(destination ? [destination.image] : [])]);
      await addSampleDepartures(id, agencyToday());
    }
  }
  if ((await countServices()) === 0) {
    for (const { id, ...service } of SAMPLE_SERVICES)
      await addService({ ...service, translations: SAMPLE_SERVICE_TRANSLATIONS[id] }, id, "published");
  }
}

/** Gives a sample record its gallery, from the sample pictures that have an uploaded photo. */
async function addSampleGallery(kind: "tour" | "destination", id: string, images: string[]): Promise<void> {
  const photos = (await Promise.all(images.map(samplePhoto))).filter((photo) => photo !== null);
  await writeGalleryRows(
    { kind, id },
    photos.map((photo) => ({ hash: photo.hash, alt: { en: "", fr: "", ar: "" } })),
  );
}

/** The `app_markers` key written when a database has had its sample catalogue. */
export const SAMPLE_CATALOGUE_MARKER = "sample-catalogue";

/**
 * Gives a database its sample catalogue once in its life, after the migrations: the marker
 * row and the records commit together, and only the transaction that inserted the marker
 * loads them. Instances starting together wait on that row's key (PostgreSQL) or on the
 * write lock (SQLite), so one seeds; a catalogue emptied later is never refilled. True when
 * this call loaded it.
 */
export async function loadSampleCatalogueOnce(db: Db): Promise<boolean> {
  return withDb(db, () =>
    inTransaction(async () => {
      const inserted = await getDb()
        .insertInto("app_markers")
        .values({ key: SAMPLE_CATALOGUE_MARKER, created_at: now() })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .returning("key")
        .executeTakeFirst();
      if (!inserted) return false;
      await loadSampleDataIntoEmptyTables();
      await loadSampleRateCardsIntoEmptyTable();
      return true;
    }),
  );
}
