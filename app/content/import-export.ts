import type { AdminOnlyPart, ImportKind, ImportReason, ImportWords } from "~/domain/catalogue-transfer";
import { CATALOGUE_FORM_WORDS, SELECTED_DESTINATION_NOT_FOUND } from "./catalogue-admin";
import { plural } from "./plural";
import { PUBLICATION_TEXTS } from "./publication-admin";

/** A record's kind as a refused-record line names it. */
const IMPORT_KINDS = {
  destination: "destination",
  tour: "tour",
  service: "service",
  "site-content": "site content section",
  "exchange-rate": "exchange rate",
  departure: "departure",
  "rate-card": "cargo rate card",
  batch: "cargo batch",
  shipment: "shipment",
} as const satisfies Record<ImportKind, string>;

/** What only an administrator may change, as an editor's refused import names it (issue #24). */
const ADMIN_ONLY_PARTS = {
  "company-name": "the company name",
  contact: "contact details",
  offices: "the offices",
  hours: "opening hours",
  social: "social links",
  claims: "the company claims",
  about: "the About page",
  team: "team members",
  testimonials: "testimonials",
  hero: "the home page hero",
  "exchange-rates": "exchange rates",
} as const satisfies Record<AdminOnlyPart, string>;

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The Import and export screen (/admin/data): its words, its refusals and its toast. */
export const IMPORT_EXPORT_TEXTS = {
  title: "Import and export",
  intro:
    "Download the catalogue as JSON, or import a file in the same shape (the old site's browser store: destinations, tours and services).",
  export: {
    title: "Export",
    text: "Every destination, tour and service, with their ids, the site content, the exchange rates' history and the settings (settings are not imported).",
    download: "Download catalogue (JSON)",
  },
  import: {
    title: "Import",
    text: "Records whose id already exists are updated; the others are added. Nothing changes until you confirm, and the import applies all records or none.",
    fileLabel: "Catalogue file",
    check: "Check file",
  },
  backToDashboard: "Back to dashboard",
  preview: {
    title: "What this file would do",
    kind: "Kind",
    add: "Add",
    update: "Update",
    /** Records the file holds exactly as they are here: nothing is written for them. */
    unchanged: "No change",
    kinds: {
      destinations: "Destinations",
      tours: "Tours",
      services: "Services",
      siteContent: "Site content sections",
      departures: "Departures",
    },
    invalidRecords: (count: number) =>
      `${plural(count, { one: "# invalid record", other: "# invalid records" })}: fix the file and check it again`,
    apply: "Import all records",
    /** The conflicts' heading: records (or sections) edited here since the export, or only exchange rates that differ. */
    conflicts: (count: number, onlyRates: boolean) =>
      onlyRates
        ? `${plural(count, { one: "# exchange rate differs", other: "# exchange rates differ" })} from the one already set here for the same currency and day: importing would replace ${plural(count, { one: "it", other: "them" })}`
        : `${plural(count, { one: "# entry was", other: "# entries were" })} changed here since this file was exported: importing ${plural(count, { one: "it", other: "them" })} would overwrite the newer edits`,
    /** The exchange rates' line under the table: those added as new rows of the history, and those already here. */
    rates: (add: number, skip: number) => `Exchange rates: ${add} to add, ${skip} already here or left out (skipped).`,
    skipConflicts: "Import, keeping what is here for these entries",
    overwriteConflicts: "Import, overwriting these entries",
  },
  /** One refused record, e.g. 'tour #2 "Paris Days" (id paris-days): Title must be at least 2 characters'. */
  problem: (problem: { kind: ImportKind; position: number; title: string | null; id: string | null; reason: string }) =>
    `${IMPORT_KINDS[problem.kind]} #${problem.position}${problem.title ? ` "${problem.title}"` : ""}${problem.id ? ` (id ${problem.id})` : ""}: ${problem.reason}`,
  errors: {
    tooLarge: "The file is larger than 5 MB.",
    noFile: "Choose a JSON file to import.",
    refused: "Nothing was imported: some records are invalid.",
    conflicted: "Nothing was imported: some records were changed here since the file was checked. Check what to do with them below.",
    unknownAction: "Unknown action.",
    /** An editor's file that changes what only administrators may (issue #24): nothing of it is imported. */
    forbidden: (parts: readonly AdminOnlyPart[]) =>
      `You may import destinations, tours, services, their departures and photos only. This file also changes ${listed(parts.map((part) => ADMIN_ONLY_PARTS[part]))}, which only an administrator may change. Nothing was imported.`,
  },
  imported: (added: number, updated: number, unchanged = 0) => ({
    title: "Import complete",
    description: `${added} added, ${updated} updated${unchangedPart(unchanged)}.`,
  }),
  importedSkipping: (added: number, updated: number, kept: number, unchanged = 0) => ({
    title: "Import complete",
    description: `${added} added, ${updated} updated${unchangedPart(unchanged)}, ${kept} changed here kept as they are.`,
  }),
} as const;

function formatRate(unitsPerDollar: number): string {
  return unitsPerDollar.toLocaleString("en-US", { maximumFractionDigits: 6 });
}

/** The records an import left as they were, since the file held them as they are here (none: not said). */
function unchangedPart(unchanged: number): string {
  return unchanged > 0 ? `, ${unchanged} with no change` : "";
}

/** Why a catalogue file, or one record in it, cannot be imported (domain/catalogue-transfer). */
export const IMPORT_MESSAGES = {
  notJson: "The file is not valid JSON.",
  notAnObject: "The file must be a JSON object with destinations, tours and services arrays.",
  notAnArray: (key: string) => `"${key}" must be an array.`,
  nothingToImport: "The file has no destinations, tours or services to import.",
  departureTourNotFound: "The departure's tour is neither here nor in the file.",
  siteContentNotAnObject: '"siteContent" must be an object with one entry per section.',
  unknownSection: (sections: readonly string[]) => `there is no such section of the site content (the sections are ${sections.join(", ")})`,
  tooManyRecords: (max: number) => `The file has more than ${max} records.`,
  badId: "The id must be letters, digits, - or _ (at most 100).",
  duplicateId: (id: string) => `The id "${id}" appears more than once in the file.`,
  badVersion: "The version must be a whole number of at least 1.",
  changedSinceExport: (fileVersion: number, currentVersion: number) =>
    `changed since the export (version ${fileVersion} in the file, version ${currentVersion} here)`,
  unknownRateCurrency: (currencies: readonly string[]) =>
    `the currency must be one of ${currencies.join(", ")} (rates say what one US dollar buys)`,
  otherRateHere: (here: readonly number[], file: number) =>
    `the rate here for that day is ${here.map(formatRate).join(" and ")} per US dollar; the file's is ${formatRate(file)}`,
  noVersion: (currentVersion: number) =>
    `the file does not say which version it was exported from, and the record here is at version ${currentVersion}`,
} as const;

/** The words for an import's reason (decision 0053). */
export function importReasonFor(reason: ImportReason): string {
  switch (reason.code) {
    case "notAnArray":
      return IMPORT_MESSAGES.notAnArray(reason.key);
    case "tooManyRecords":
      return IMPORT_MESSAGES.tooManyRecords(reason.max);
    case "duplicateId":
      return IMPORT_MESSAGES.duplicateId(reason.id);
    case "unknownSection":
      return IMPORT_MESSAGES.unknownSection(reason.sections);
    case "noVersion":
      return IMPORT_MESSAGES.noVersion(reason.currentVersion);
    case "changedSinceExport":
      return IMPORT_MESSAGES.changedSinceExport(reason.fileVersion, reason.currentVersion);
    case "unknownRateCurrency":
      return IMPORT_MESSAGES.unknownRateCurrency(reason.currencies);
    case "otherRateHere":
      return IMPORT_MESSAGES.otherRateHere(reason.here, reason.file);
    case "badStatus":
      return PUBLICATION_TEXTS.importBadStatus;
    case "destinationNotFound":
      return SELECTED_DESTINATION_NOT_FOUND;
    default:
      return IMPORT_MESSAGES[reason.code];
  }
}

/** The words an import is checked and planned with: `catalogueImport(IMPORT_WORDS)`. */
export const IMPORT_WORDS: ImportWords = { ...CATALOGUE_FORM_WORDS, importReason: importReasonFor };
