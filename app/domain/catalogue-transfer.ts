import type { z } from "zod";
import type { CatalogueKind, Destination, Service, Tour } from "./catalogue";
import { OTHER_CURRENCIES, RATE_SCALE, type ExchangeRate, type OtherCurrency } from "./currencies";
import { RateFormSchema } from "./exchange-rate-form";
import { SERVICE_ICONS } from "./catalogue";
import {
  catalogueFormSchemas,
  DESTINATION_DEFAULTS,
  type CatalogueFormWords,
  TOUR_DEFAULTS,
  type DestinationInput,
  type ServiceInput,
  type TourInput,
} from "./catalogue-forms";
import { toMajorUnits, type Money } from "./money";
import type { TravelInfo } from "./tour-details";
import {
  exportedTourDetails,
  exportedTravelInfo,
  postedTourDetails,
  postedTranslationField,
  postedTravelInfo,
  type ExportedTourDetails,
} from "./tour-details-transfer";
import { DepartureFormSchema, type DepartureInput } from "./departure-form";
import type { Departure } from "./departures";
import { isPublicationStatus, type Publication, type PublicationStatus } from "./publication";
import type { ExportedGallery } from "./photo-transfer";
import type { CargoRecordKind, ExportedCargo } from "./cargo/cargo-transfer";
import { isSiteContentSection, SITE_CONTENT_SCHEMAS, SITE_CONTENT_SECTIONS, type SiteContentSection } from "./site-content";
import { TRANSLATABLE_FIELDS, TRANSLATED_LOCALES, type TranslatableKind, type Translations } from "./translations";

/**
 * The catalogue file: the shape the old browser store kept under the keys destinations,
 * tours and services, each an array of the spec's entity fields (docs/product-spec.md §3).
 * A translated record also carries `translations` (`{ fr: { title } }`, issue #11); files
 * from before translations have none, and importing them leaves the translations as they are.
 */
export type ExportedDestination = {
  id: string;
  /** The record's version when exported (decision 0004); files from before versions were exported have none. */
  version?: number;
  title: string;
  description: string;
  image: string;
  country: string;
  continent: string;
  rating: number;
  activities: string[];
  featured: boolean;
  translations?: Translations;
} & Partial<TravelInfo> &
  ExportedPublication;
export type ExportedTour = {
  id: string;
  version?: number;
  title: string;
  description: string;
  image: string;
  destinationId: string;
  destination: string;
  duration: number;
  price: number;
  /**
   * Explicit prices in other currencies by code, major units, null for none (issue #11;
   * decision 0054). Files from before have none; files from before 0054 have `priceLBP`, … instead.
   */
  prices?: Partial<Record<OtherCurrency, number | null>>;
  groupSize: number;
  rating: number;
  includedServices: string[];
  featured: boolean;
  translations?: Translations;
} & Partial<ExportedTourDetails> &
  ExportedPublication;
export type ExportedService = {
  id: string;
  version?: number;
  title: string;
  description: string;
  icon: string;
  translations?: Translations;
} & ExportedPublication;

type Translated = { translations?: Translations };

/**
 * A record's publication in the file (issue #12): its status and scheduled publish time.
 * Files from before drafts have neither, and their records import as published, as they were.
 */
export type ExportedPublication = { status?: PublicationStatus; publishAt?: string | null };

/** A record's translations for the file: absent when it has none, as in files from before translations. */
function translationsOf(record: Translated): Translated {
  const { translations } = record;
  return translations && Object.keys(translations).length > 0 ? { translations } : {};
}

/**
 * A tour's departure (issue #12): its day, seats, status and its own adult price in dollars
 * (null: the tour's). Files from before departures have none and leave them as they are.
 */
export type ExportedDeparture = {
  id: string;
  version?: number;
  tourId: string;
  startDate: string;
  capacity: number;
  seatsBooked: number;
  status: string;
  price: number | null;
};

function publicationOf(record: Publication): Required<ExportedPublication> {
  return { status: record.status, publishAt: record.publishAt };
}

/** A section of the site content (issue #11) with the version it was exported at. */
export type ExportedSiteContent = { version: number; document: unknown };
/**
 * One row of the exchange rates' history (issue #11; decision 0025): what one US dollar buys
 * in `currency` (a decimal number, e.g. 89500 or 655.957) from `appliesFrom` (YYYY-MM-DD).
 */
export type ExportedExchangeRate = { currency: string; unitsPerDollar: number; appliesFrom: string };
export type CatalogueFile = {
  exportedAt?: string;
  destinations: ExportedDestination[];
  tours: ExportedTour[];
  services: ExportedService[];
  /** Files exported before the site content was editable have none; they import as before. */
  siteContent?: Partial<Record<SiteContentSection, ExportedSiteContent>>;
  /**
   * The site-wide settings by key, exported for the record only: the import never reads them
   * (a file should not switch on a sign-in rule that could lock staff out; see planImport).
   */
  settings?: Record<string, string>;
  /**
   * The exchange rates' whole history, oldest first (the order they were added in). Files from
   * before have none and import as before; a rate already here (same currency, day and value)
   * is skipped, a new one is added as a new row of the history.
   */
  exchangeRates?: ExportedExchangeRate[];
  /**
   * Every tour's departures, past ones too (issue #12). A departure whose id is here is
   * updated at the file's version, others are added; one left out of the file stays as it is.
   */
  departures?: ExportedDeparture[];
  /** Galleries and the photos they show, by reference (decision 0031); files from before have none. */
  gallery?: ExportedGallery;
  /** The cargo desk's rate cards, batches and shipments (issue #26); files from before have none and import as before. */
  cargo?: ExportedCargo;
};

export function toExportedDepartures(departures: readonly Departure[]): ExportedDeparture[] {
  return departures.map(({ id, version, tourId, startDate, capacity, seatsBooked, status, price }) => ({
    id,
    version,
    tourId,
    startDate,
    capacity,
    seatsBooked,
    status,
    price: majorOrNull(price),
  }));
}

/** Oldest first: by the day it applies from, then as added (created_at, then id), as `ratesOn` breaks a tie. */
function historyOrder(a: ExchangeRate, b: ExchangeRate): number {
  return a.appliesFrom.localeCompare(b.appliesFrom) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

/** The rates' history as the file carries it, oldest first. */
export function toExportedRates(history: readonly ExchangeRate[]): ExportedExchangeRate[] {
  return [...history]
    .sort(historyOrder)
    .map((rate) => ({ currency: rate.currency, unitsPerDollar: rate.perUsdMicros / RATE_SCALE, appliesFrom: rate.appliesFrom }));
}

export function toCatalogueFile(
  destinations: readonly (Destination & Translated)[],
  tours: readonly (Tour & Translated)[],
  services: readonly (Service & Translated)[],
  exportedAt: Date,
  extras: Pick<CatalogueFile, "siteContent" | "settings" | "exchangeRates" | "departures" | "gallery" | "cargo"> = {},
): CatalogueFile {
  return {
    ...extras,
    exportedAt: exportedAt.toISOString(),
    destinations: destinations.map((destination) => {
      const { id, version, title, description, image, country, continent, rating, activities, featured } = destination;
      return {
        id,
        version,
        title,
        description,
        image,
        country,
        continent,
        rating,
        activities,
        featured,
        ...exportedTravelInfo(destination),
        ...publicationOf(destination),
        ...translationsOf(destination),
      };
    }),
    tours: tours.map((tour) => ({
      id: tour.id,
      version: tour.version,
      title: tour.title,
      description: tour.description,
      image: tour.image,
      destinationId: tour.destinationId,
      destination: tour.destination,
      duration: tour.duration,
      price: toMajorUnits(tour.price),
      prices: Object.fromEntries(OTHER_CURRENCIES.map((currency) => [currency, majorOrNull(tour.prices?.[currency])])),
      groupSize: tour.groupSize,
      rating: tour.rating,
      includedServices: tour.includedServices,
      featured: tour.featured,
      ...exportedTourDetails(tour),
      ...publicationOf(tour),
      ...translationsOf(tour),
    })),
    services: services.map((service) => {
      const { id, version, title, description, icon } = service;
      return { id, version, title, description, icon, ...publicationOf(service), ...translationsOf(service) };
    }),
  };
}

/** What a line of the import's preview is about: a catalogue record or a section of the site content. */
export type ImportKind = CatalogueKind | "site-content" | "exchange-rate" | "departure" | CargoRecordKind;
export type ImportProblem = { kind: ImportKind; position: number; id: string | null; title: string | null; reason: string };
/**
 * A record of the file whose id exists but whose version is not the database's: it was
 * changed after the file was exported (or the file does not say which version it had). An
 * exchange rate has no version: its conflict is another value here for the same currency and
 * day, and carries neither field.
 */
export type ImportConflict = ImportProblem & { fileVersion?: number | null; currentVersion?: number };
/** What to do with conflicting records: refuse the import, leave them as they are, or write the file's over them. */
export const CONFLICT_CHOICES = ["refuse", "skip", "overwrite"] as const;
export type ConflictChoice = (typeof CONFLICT_CHOICES)[number];

export function parseConflictChoice(value: unknown): ConflictChoice | null {
  return (CONFLICT_CHOICES as readonly unknown[]).includes(value) ? (value as ConflictChoice) : null;
}

/**
 * An update carries the version it expects to find (null: the admin chose to overwrite a conflict).
 * "unchanged": an update that would write what is here already (markUnchanged); nothing is written.
 */
export type PlannedRecord<Input> = {
  id: string | null;
  input: Input;
  action: "add" | "update" | "unchanged";
  expectedVersion: number | null;
  /** The file's status; a file from before drafts says none, and its records are published. */
  status: PublicationStatus;
};
export type ImportPlan = {
  destinations: PlannedRecord<DestinationInput>[];
  tours: PlannedRecord<TourInput>[];
  services: PlannedRecord<ServiceInput>[];
  siteContent: PlannedSiteContent[];
  /** The file's rates to add, in the file's order (so the later of one day stays the newer); `skipped` were already here. */
  exchangeRates: PlannedRate[];
  skippedRates: number;
  /** A tour's departures to add or update, after the tours. */
  /** Departures have no publication status of their own: they show with their tour. */
  departures: Omit<PlannedRecord<DepartureInput & { tourId: string }>, "status">[];
  problems: ImportProblem[];
  conflicts: ImportConflict[];
};
/** A section of the site content to write; `expectedVersion` null means at whatever version it is (overwrite). */
export type PlannedSiteContent = {
  section: SiteContentSection;
  document: unknown;
  action: "add" | "update" | "unchanged";
  expectedVersion: number | null;
};
/** A rate of the file to add as a new row of the history. */
export type PlannedRate = { currency: ExchangeRate["currency"]; perUsdMicros: number; appliesFrom: string; action: "add" };
/** The ids in the database now, each with its current version; the site content's by section; the rates' history. */
export type ExistingIds = {
  destinations: ReadonlyMap<string, number>;
  tours: ReadonlyMap<string, number>;
  services: ReadonlyMap<string, number>;
  siteContent?: ReadonlyMap<string, number>;
  exchangeRates?: readonly Pick<ExchangeRate, "currency" | "perUsdMicros" | "appliesFrom">[];
  departures?: ReadonlyMap<string, number>;
};

const MAX_RECORDS = 10_000;

/** Why a data file, or one record in it, cannot be imported as it is (decision 0053); app/content/import-export.ts words it. */
export type ImportReason =
  | {
      code:
        | "notJson"
        | "notAnObject"
        | "siteContentNotAnObject"
        | "nothingToImport"
        | "departureTourNotFound"
        | "badId"
        | "badVersion"
        | "badStatus"
        | "destinationNotFound";
    }
  | { code: "notAnArray"; key: string }
  | { code: "tooManyRecords"; max: number }
  | { code: "duplicateId"; id: string }
  | { code: "unknownSection"; sections: readonly string[] }
  | { code: "noVersion"; currentVersion: number }
  | { code: "changedSinceExport"; fileVersion: number; currentVersion: number }
  | { code: "unknownRateCurrency"; currencies: readonly string[] }
  | { code: "otherRateHere"; here: readonly number[]; file: number };

/** The words of an import's reasons, with those of the forms' schemas that check each record. */
export type ImportWords = CatalogueFormWords & { importReason: (reason: ImportReason) => string };

type Say = ImportWords["importReason"];
type FormSchemas = ReturnType<typeof catalogueFormSchemas>;

/**
 * Reading and planning an import with the words `words` gives (decision 0053): the action binds
 * them once (`catalogueImport(IMPORT_WORDS)`), so a plan's reasons are sentences the screen shows.
 */
export function catalogueImport(words: ImportWords) {
  const schemas = catalogueFormSchemas(words);
  const say = words.importReason;
  return {
    parseCatalogueText: (text: string) => parseCatalogueText(text, say),
    planImport: (file: Record<string, unknown>, existing: ExistingIds, choice: ConflictChoice = "refuse") =>
      planImport(file, existing, choice, say, schemas),
  };
}

/** Reads a catalogue file's text; a file that is not one gets one clear reason. */
function parseCatalogueText(text: string, say: Say): { ok: true; value: Record<string, unknown> } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: say({ code: "notJson" }) };
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, reason: say({ code: "notAnObject" }) };
  }
  const record = value as Record<string, unknown>;
  for (const key of ["destinations", "tours", "services", "exchangeRates", "departures"]) {
    if (record[key] !== undefined && !Array.isArray(record[key])) return { ok: false, reason: say({ code: "notAnArray", key }) };
  }
  const siteContent = record.siteContent;
  if (siteContent !== undefined && (!siteContent || typeof siteContent !== "object" || Array.isArray(siteContent))) {
    return { ok: false, reason: say({ code: "siteContentNotAnObject" }) };
  }
  if (
    !["destinations", "tours", "services", "exchangeRates", "departures"].some((key) => Array.isArray(record[key])) &&
    siteContent === undefined
  ) {
    return { ok: false, reason: say({ code: "nothingToImport" }) };
  }
  const total = ["destinations", "tours", "services", "exchangeRates", "departures"].reduce(
    (sum, key) => sum + ((record[key] as unknown[] | undefined)?.length ?? 0),
    0,
  );
  if (total > MAX_RECORDS) return { ok: false, reason: say({ code: "tooManyRecords", max: MAX_RECORDS }) };
  return { ok: true, value: record };
}

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

function listText(value: unknown): string {
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string").join(", ");
  return text(value);
}

/**
 * A record's translations as its form would post them (lists as comma-separated text), for
 * the form's schema to check; undefined when the file has none (a file from before them).
 */
function translationsText(kind: TranslatableKind, value: unknown): Record<string, Record<string, unknown>> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const posted: Record<string, Record<string, unknown>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const translation = (value as Record<string, unknown>)[locale];
    if (!translation || typeof translation !== "object") continue;
    posted[locale] = Object.fromEntries(
      TRANSLATABLE_FIELDS[kind].flatMap((field) => {
        const fieldValue = (translation as Record<string, unknown>)[field];
        return typeof fieldValue === "string" || Array.isArray(fieldValue) ? [[field, postedTranslationField(field, fieldValue)]] : [];
      }),
    );
  }
  return posted;
}

function flag(value: unknown): string {
  return value === true || value === "true" || value === "on" ? "on" : "";
}

/** An explicit price of a file: left out (a file from before currencies) leaves the tour's as it is. */
/**
 * A tour's explicit prices as a form posts them: from `prices: { LBP: … }`, or from a file of
 * before decision 0054, `priceLBP: …`; a currency the file leaves out leaves the tour's price.
 */
function explicitPricesText(raw: Record<string, unknown>): Partial<Record<OtherCurrency, string>> {
  const { prices } = raw;
  const byCode = prices && typeof prices === "object" && !Array.isArray(prices) ? (prices as Record<string, unknown>) : {};
  const posted: Partial<Record<OtherCurrency, string>> = {};
  for (const currency of OTHER_CURRENCIES) {
    const value = Object.hasOwn(byCode, currency) ? byCode[currency] : raw[`price${currency}`];
    if (value !== undefined) posted[currency] = value === null ? "" : text(value);
  }
  return posted;
}

function majorOrNull(value: Money | null | undefined): number | null {
  return value ? toMajorUnits(value) : null;
}

function numberText(value: unknown, fallback: number): string {
  return value === undefined || value === null || value === "" ? String(fallback) : text(value);
}

function recordId(value: unknown): string | null {
  const id = text(value).trim();
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(id) ? id : null;
}

/** A version in the file: absent (null), or a whole number of at least 1; anything else is invalid. */
function fileVersion(value: unknown): number | null | "invalid" {
  if (value === undefined || value === null) return null;
  const version = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof version === "number" && Number.isSafeInteger(version) && version >= 1 ? version : "invalid";
}

/** The file's status: absent (a file from before drafts) is published; anything but the two statuses is invalid. */
function fileStatus(value: unknown): PublicationStatus | "invalid" {
  if (value === undefined || value === null) return "published";
  return isPublicationStatus(value) ? value : "invalid";
}

/** The scheduled publish time as its form field would post it: left out leaves the record's (undefined), null clears it. */
function publishAtText(value: unknown): string | undefined {
  return value === undefined ? undefined : value === null ? "" : text(value);
}

function firstMessage(error: z.ZodError): string {
  return error.issues.map((issue) => issue.message).join("; ");
}

/**
 * Checks every record with the admin forms' schemas and says what importing would do: add
 * (new id), update (id already there, at the version the file was exported from), or refuse
 * (with the reason). A record whose id exists at another version, or without a version, is a
 * conflict (decision 0004): the admin chooses to skip those records or overwrite them, and
 * by default nothing is imported while there are any. Pure: the caller supplies the ids
 * that exist now with their versions.
 */
function planImport(
  file: Record<string, unknown>,
  existing: ExistingIds,
  choice: ConflictChoice,
  say: Say,
  schemas: FormSchemas,
): ImportPlan {
  const { DestinationFormSchema, ServiceFormSchema, TourFormSchema } = schemas;
  const plan: ImportPlan = {
    destinations: [],
    tours: [],
    services: [],
    siteContent: [],
    exchangeRates: [],
    skippedRates: 0,
    departures: [],
    problems: [],
    conflicts: [],
  };
  const asRecords = (key: string) =>
    ((file[key] as unknown[] | undefined) ?? []).map((raw) =>
      raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {},
    );

  const problem = (kind: ImportKind, position: number, raw: Record<string, unknown>, reason: string) =>
    plan.problems.push({ kind, position, id: text(raw.id) || null, title: text(raw.title) || null, reason });

  /**
   * Whether the record is added or updated and at which version, or null when it is left
   * out: a conflict (listed, and kept only when the admin chose to overwrite) or a bad version.
   */
  const writeOf = (
    kind: ImportKind,
    position: number,
    raw: Record<string, unknown>,
    id: string | null,
    current: ReadonlyMap<string, number>,
  ): { action: "add" | "update"; expectedVersion: number | null } | null => {
    const version = fileVersion(raw.version);
    if (version === "invalid") {
      problem(kind, position, raw, say({ code: "badVersion" }));
      return null;
    }
    const currentVersion = id === null ? undefined : current.get(id);
    if (currentVersion === undefined) return { action: "add", expectedVersion: null };
    if (version === currentVersion) return { action: "update", expectedVersion: version };
    plan.conflicts.push({
      kind,
      position,
      id,
      title: text(raw.title) || null,
      reason:
        version === null
          ? say({ code: "noVersion", currentVersion })
          : say({ code: "changedSinceExport", fileVersion: version, currentVersion }),
      fileVersion: version,
      currentVersion,
    });
    return choice === "overwrite" ? { action: "update", expectedVersion: null } : null;
  };

  const checkId = (kind: CatalogueKind | "departure", position: number, raw: Record<string, unknown>, seen: Set<string>) => {
    if (raw.id === undefined || raw.id === null || raw.id === "") return { ok: true as const, id: null };
    const id = recordId(raw.id);
    if (!id) {
      problem(kind, position, raw, say({ code: "badId" }));
      return { ok: false as const };
    }
    if (seen.has(id)) {
      problem(kind, position, raw, say({ code: "duplicateId", id }));
      return { ok: false as const };
    }
    seen.add(id);
    return { ok: true as const, id };
  };

  const destinationIds = new Set<string>();
  asRecords("destinations").forEach((raw, index) => {
    const position = index + 1;
    const id = checkId("destination", position, raw, destinationIds);
    if (!id.ok) return;
    const parsed = DestinationFormSchema.safeParse({
      title: text(raw.title),
      description: text(raw.description),
      image: text(raw.image),
      country: text(raw.country),
      continent: text(raw.continent),
      rating: numberText(raw.rating, DESTINATION_DEFAULTS.rating),
      activities: listText(raw.activities),
      featured: flag(raw.featured),
      ...postedTravelInfo(raw),
      publishAt: publishAtText(raw.publishAt),
      translations: translationsText("destination", raw.translations),
    });
    if (!parsed.success) return problem("destination", position, raw, firstMessage(parsed.error));
    const status = fileStatus(raw.status);
    if (status === "invalid") return problem("destination", position, raw, say({ code: "badStatus" }));
    const write = writeOf("destination", position, raw, id.id, existing.destinations);
    if (write) plan.destinations.push({ id: id.id, input: parsed.data, ...write, status });
  });

  const tourIds = new Set<string>();
  asRecords("tours").forEach((raw, index) => {
    const position = index + 1;
    const id = checkId("tour", position, raw, tourIds);
    if (!id.ok) return;
    const parsed = TourFormSchema.safeParse({
      title: text(raw.title),
      description: text(raw.description),
      image: text(raw.image),
      destinationId: text(raw.destinationId),
      duration: numberText(raw.duration, TOUR_DEFAULTS.duration),
      price: numberText(raw.price, TOUR_DEFAULTS.price),
      prices: explicitPricesText(raw),
      groupSize: numberText(raw.groupSize, TOUR_DEFAULTS.groupSize),
      // No rating (an export writes 0 for a tour not rated yet) stays none (issue #23).
      rating: raw.rating === undefined || raw.rating === null || Number(raw.rating) === 0 ? "" : text(raw.rating),
      includedServices: listText(raw.includedServices),
      featured: flag(raw.featured),
      ...postedTourDetails(raw),
      publishAt: publishAtText(raw.publishAt),
      translations: translationsText("tour", raw.translations),
    });
    if (!parsed.success) return problem("tour", position, raw, firstMessage(parsed.error));
    const destinationId = parsed.data.destinationId;
    if (!existing.destinations.has(destinationId) && !destinationIds.has(destinationId)) {
      return problem("tour", position, raw, say({ code: "destinationNotFound" }));
    }
    const status = fileStatus(raw.status);
    if (status === "invalid") return problem("tour", position, raw, say({ code: "badStatus" }));
    const write = writeOf("tour", position, raw, id.id, existing.tours);
    if (write) plan.tours.push({ id: id.id, input: parsed.data, ...write, status });
  });

  const serviceIds = new Set<string>();
  asRecords("services").forEach((raw, index) => {
    const position = index + 1;
    const id = checkId("service", position, raw, serviceIds);
    if (!id.ok) return;
    // The old site showed an unknown icon as a globe (docs/product-spec.md §3); the import keeps that reading.
    const icon = (SERVICE_ICONS as readonly string[]).includes(text(raw.icon)) ? text(raw.icon) : "globe";
    const parsed = ServiceFormSchema.safeParse({
      title: text(raw.title),
      description: text(raw.description),
      icon,
      publishAt: publishAtText(raw.publishAt),
      translations: translationsText("service", raw.translations),
    });
    if (!parsed.success) return problem("service", position, raw, firstMessage(parsed.error));
    const status = fileStatus(raw.status);
    if (status === "invalid") return problem("service", position, raw, say({ code: "badStatus" }));
    const write = writeOf("service", position, raw, id.id, existing.services);
    if (write) plan.services.push({ id: id.id, input: parsed.data, ...write, status });
  });

  // The site content's sections, each checked with its admin form's schema. Settings are not
  // imported: a file should not switch on a sign-in rule (two-factor) that could lock staff out.
  const sections = (file.siteContent ?? {}) as Record<string, unknown>;
  Object.entries(sections).forEach(([name, value], index) => {
    const position = index + 1;
    const raw = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const described = { ...raw, id: name, title: null };
    if (!isSiteContentSection(name))
      return problem("site-content", position, described, say({ code: "unknownSection", sections: SITE_CONTENT_SECTIONS }));
    const parsed = SITE_CONTENT_SCHEMAS[name].safeParse(raw.document);
    if (!parsed.success) return problem("site-content", position, described, firstMessage(parsed.error));
    const write = writeOf("site-content", position, described, name, existing.siteContent ?? new Map());
    if (write) plan.siteContent.push({ section: name, document: parsed.data, ...write });
  });

  // A tour's departures: checked with the tour screen's schema, for a tour here or in the file.
  const departureIds = new Set<string>();
  asRecords("departures").forEach((raw, index) => {
    const position = index + 1;
    const described = { ...raw, title: text(raw.startDate) || null };
    const id = checkId("departure", position, described, departureIds);
    if (!id.ok) return;
    const tourId = text(raw.tourId);
    if (!existing.tours.has(tourId) && !tourIds.has(tourId))
      return problem("departure", position, described, say({ code: "departureTourNotFound" }));
    const parsed = DepartureFormSchema.safeParse({
      startDate: text(raw.startDate),
      capacity: text(raw.capacity),
      seatsBooked: text(raw.seatsBooked),
      status: text(raw.status),
      price: raw.price === null || raw.price === undefined ? "" : text(raw.price),
    });
    if (!parsed.success) return problem("departure", position, described, firstMessage(parsed.error));
    const write = writeOf("departure", position, described, id.id, existing.departures ?? new Map());
    if (write) plan.departures.push({ id: id.id, input: { ...parsed.data, tourId }, ...write });
  });

  planRates(file, existing, choice, plan, say);
  return plan;
}

/**
 * The file's exchange rates, each checked with the Currencies form's schema (and its limits).
 * Against the history here, by currency and day: a value already there is skipped; a day with
 * no rate here is added; a day with another value here is a conflict (refused by default,
 * left out with "skip", added as the newer row of that day with "overwrite", which then wins).
 * Nothing is ever changed or deleted: the history keeps every row.
 */
function planRates(file: Record<string, unknown>, existing: ExistingIds, choice: ConflictChoice, plan: ImportPlan, say: Say): void {
  const here = new Map<string, Set<number>>();
  for (const rate of existing.exchangeRates ?? []) {
    const key = `${rate.currency} ${rate.appliesFrom}`;
    here.set(key, (here.get(key) ?? new Set()).add(rate.perUsdMicros));
  }
  const planned = new Map<string, Set<number>>();
  ((file.exchangeRates as unknown[] | undefined) ?? []).forEach((value, index) => {
    const position = index + 1;
    const raw = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const currency = text(raw.currency).trim().toUpperCase();
    const appliesFrom = text(raw.appliesFrom).trim();
    const title = currency && appliesFrom ? `${currency} from ${appliesFrom}` : currency || null;
    const refuse = (reason: string) => plan.problems.push({ kind: "exchange-rate", position, id: null, title, reason });
    if (!(OTHER_CURRENCIES as readonly string[]).includes(currency))
      return refuse(say({ code: "unknownRateCurrency", currencies: OTHER_CURRENCIES }));
    const parsed = RateFormSchema.safeParse({ currency, rate: text(raw.unitsPerDollar), appliesFrom });
    if (!parsed.success) return refuse(firstMessage(parsed.error));
    const rate = { currency: parsed.data.currency, perUsdMicros: parsed.data.rate, appliesFrom: parsed.data.appliesFrom };
    const key = `${rate.currency} ${rate.appliesFrom}`;
    // Already here, or already planned from an earlier line of the file: nothing to add.
    if (here.get(key)?.has(rate.perUsdMicros) || planned.get(key)?.has(rate.perUsdMicros)) {
      plan.skippedRates += 1;
      return;
    }
    const values = here.get(key);
    if (values) {
      plan.conflicts.push({
        kind: "exchange-rate",
        position,
        id: null,
        title,
        reason: say({
          code: "otherRateHere",
          here: [...values].map((micros) => micros / RATE_SCALE),
          file: rate.perUsdMicros / RATE_SCALE,
        }),
      });
      if (choice !== "overwrite") {
        if (choice === "skip") plan.skippedRates += 1;
        return;
      }
    }
    planned.set(key, (planned.get(key) ?? new Set()).add(rate.perUsdMicros));
    plan.exchangeRates.push({ ...rate, action: "add" });
  });
}

/**
 * Marks as "unchanged" every update that would write what is here already (issue #23: an
 * unchanged import previews "no change"). `current` is the plan of this database's own export,
 * so both sides went through the same checks and read alike; a tour's or destination's photos
 * in the file count too (`gallery`, the file's and this database's, as exported).
 */
export function markUnchanged(
  plan: ImportPlan,
  current: ImportPlan,
  gallery: { file: unknown; here: unknown } = { file: undefined, here: undefined },
): ImportPlan {
  const photos = (value: unknown, kind: "tours" | "destinations", id: string | null) => {
    const owners = value && typeof value === "object" ? (value as Record<string, unknown>)[kind] : undefined;
    return id && owners && typeof owners === "object" ? (owners as Record<string, unknown>)[id] : undefined;
  };
  const mark = <R extends { id: string | null; action: string }>(records: R[], here: R[], same: (record: R, now: R) => boolean): R[] => {
    const byId = new Map(here.map((record) => [record.id, record]));
    return records.map((record) => {
      const now = record.id === null ? undefined : byId.get(record.id);
      return record.action === "update" && now && same(record, now) ? { ...record, action: "unchanged" } : record;
    });
  };
  const sameRecord = (record: PlannedRecord<unknown>, now: PlannedRecord<unknown>) =>
    canonical([record.input, record.status]) === canonical([now.input, now.status]);
  /** The file's photos of the record, when it names any, are those here. */
  const samePhotos = (kind: "tours" | "destinations", id: string | null) => {
    const fromFile = photos(gallery.file, kind, id);
    return fromFile === undefined || canonical(fromFile) === canonical(photos(gallery.here, kind, id) ?? []);
  };
  const bySection = (records: PlannedSiteContent[]) => records.map((record) => ({ ...record, id: record.section as string | null }));
  return {
    ...plan,
    destinations: mark(
      plan.destinations,
      current.destinations,
      (record, now) => sameRecord(record, now) && samePhotos("destinations", record.id),
    ),
    tours: mark(plan.tours, current.tours, (record, now) => sameRecord(record, now) && samePhotos("tours", record.id)),
    services: mark(plan.services, current.services, sameRecord),
    departures: mark(plan.departures, current.departures, (record, now) => canonical(record.input) === canonical(now.input)),
    siteContent: mark(
      bySection(plan.siteContent),
      bySection(current.siteContent),
      (record, now) => canonical(record.document) === canonical(now.document),
    ).map(({ id: _section, ...record }) => record),
  };
}

/**
 * What an import may change that only an administrator's screens change (issue #24): the
 * company's name (in the contact section, told apart from its other details), each other
 * section of the site content, and the exchange rates. Catalogue records, their departures and
 * their photos are every staff member's.
 */
export type AdminOnlyPart = "company-name" | SiteContentSection | "exchange-rates";
const ADMIN_ONLY_ORDER: readonly AdminOnlyPart[] = ["company-name", ...SITE_CONTENT_SECTIONS, "exchange-rates"];
/** The contact section's fields that are the company's name rather than its contact details. */
const COMPANY_NAME_FIELDS: readonly string[] = ["companyName", "legalName"];

/**
 * The admin-only parts a file would change here, whatever conflict choice is made: a section
 * whose document, read by its screen's schema, is not the one here (`here`, read by the same
 * schemas), a section or rate those screens would refuse, and a rate not already in the history.
 * `everything` is the file planned with "overwrite", so a section edited here since the export
 * counts too. A part identical to what is here is no change: an editor may import it again.
 */
export function adminOnlyChanges(everything: ImportPlan, here: Partial<Record<SiteContentSection, unknown>>): AdminOnlyPart[] {
  const parts = new Set<AdminOnlyPart>();
  const fields = (document: unknown, companyName: boolean) =>
    Object.entries(document && typeof document === "object" ? document : {}).filter(
      ([key]) => COMPANY_NAME_FIELDS.includes(key) === companyName,
    );
  for (const { section, document } of everything.siteContent) {
    if (section !== "contact") {
      if (canonical(document) !== canonical(here[section])) parts.add(section);
      continue;
    }
    if (canonical(fields(document, true)) !== canonical(fields(here.contact, true))) parts.add("company-name");
    if (canonical(fields(document, false)) !== canonical(fields(here.contact, false))) parts.add("contact");
  }
  for (const problem of everything.problems) {
    if (problem.kind === "site-content" && isSiteContentSection(problem.id)) parts.add(problem.id);
    if (problem.kind === "exchange-rate") parts.add("exchange-rates");
  }
  if (everything.exchangeRates.length > 0) parts.add("exchange-rates");
  return ADMIN_ONLY_ORDER.filter((part) => parts.has(part));
}

/**
 * An editor's plan once its file is known to change no admin-only part (`everything`, as
 * adminOnlyChanges read it): every section is left as it is, every rate skipped, and a section
 * saved here again unchanged since the export is no conflict to choose about.
 */
export function leavingAdminOnlyParts(plan: ImportPlan, everything: ImportPlan): ImportPlan {
  return {
    ...plan,
    siteContent: everything.siteContent.map((record) => ({ ...record, action: "unchanged" })),
    exchangeRates: [],
    skippedRates: everything.skippedRates + everything.exchangeRates.length,
    conflicts: plan.conflicts.filter((conflict) => conflict.kind !== "site-content" && conflict.kind !== "exchange-rate"),
  };
}

/** Whether applying the plan writes anything at all (an unchanged import writes nothing, not even its own audit row). */
export function writesAnything(plan: ImportPlan): boolean {
  return (
    plan.exchangeRates.length > 0 ||
    [...plan.destinations, ...plan.tours, ...plan.services, ...plan.departures, ...plan.siteContent].some(
      (record) => record.action !== "unchanged",
    )
  );
}

/** A value as JSON with its objects' keys sorted, so that two equal values read the same whatever their keys' order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export function planCounts(plan: ImportPlan) {
  const count = (records: { action: string }[], action: string) => records.filter((record) => record.action === action).length;
  const counts = (records: { action: string }[]) => ({
    add: count(records, "add"),
    update: count(records, "update"),
    unchanged: count(records, "unchanged"),
  });
  return {
    destinations: counts(plan.destinations),
    tours: counts(plan.tours),
    services: counts(plan.services),
    siteContent: counts(plan.siteContent),
    exchangeRates: { add: plan.exchangeRates.length, skip: plan.skippedRates },
    departures: counts(plan.departures),
    problems: plan.problems.length,
    conflicts: plan.conflicts.length,
  };
}
