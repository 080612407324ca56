import type { CatalogueKind } from "~/domain/catalogue";
import type { ToastText } from "~/domain/catalogue-admin";
import type { CatalogueFormField, CatalogueFormProblem, CatalogueFormWords } from "~/domain/catalogue-forms";
import type { OtherCurrency } from "~/domain/money";
import { plural } from "./plural";
import { PUBLICATION_TEXTS } from "./publication-admin";
import { tourDetailMessageFor } from "./tour-details-admin";

/**
 * The back office's words for destinations, tours and services (product-spec §2, §8 and
 * decisions.md): lists, forms, detail screens, toasts and the forms' validation messages,
 * so the three kinds say the same thing the same way. Each kind's sentences are written out
 * whole (not built from nouns), as a message catalogue will need them.
 */

type KindTexts = {
  listTitle: string;
  addButton: string;
  searchLabel: string;
  searchPlaceholder: string;
  empty: string;
  addTitle: string;
  editTitle: string;
  createButton: string;
  updateButton: string;
  backToList: string;
  deleteTitle: string;
  confirmDelete: string;
  notFound: string;
  saveError: string;
  conflict: string;
  created: (title: string) => ToastText;
  updated: (title: string) => ToastText;
  deleted: (title: string) => ToastText;
  featuredChanged: (title: string, featured: boolean) => ToastText;
};

const KIND_TEXTS = {
  destination: {
    listTitle: "Destinations",
    addButton: "Add Destination",
    searchLabel: "Search destinations",
    searchPlaceholder: "Search by title or country",
    empty: "No destinations found. Try a different search or add a new destination.",
    addTitle: "Add New Destination",
    editTitle: "Edit Destination",
    createButton: "Create Destination",
    updateButton: "Update Destination",
    backToList: "Back to destinations",
    deleteTitle: "Delete destination?",
    confirmDelete: "Are you sure you want to delete this destination? This action cannot be undone.",
    notFound: "Destination not found",
    saveError: "There was an error saving the destination.",
    conflict: "This destination was changed by someone else after you opened it. Reload to see the latest version.",
    created: (title: string): ToastText => ({ title: "Destination created", description: `"${title}" has been successfully added.` }),
    updated: (title: string): ToastText => ({ title: "Destination updated", description: `"${title}" has been successfully updated.` }),
    deleted: (title: string): ToastText => ({ title: "Destination deleted", description: `"${title}" has been successfully deleted.` }),
    featuredChanged: (title: string, featured: boolean): ToastText => ({
      title: "Destination updated",
      description: featured ? `"${title}" is now featured.` : `"${title}" is no longer featured.`,
    }),
  },
  tour: {
    listTitle: "Tours",
    addButton: "Add Tour",
    searchLabel: "Search tours",
    searchPlaceholder: "Search by title or destination",
    empty: "No tours found. Try a different search or add a new tour.",
    addTitle: "Add New Tour",
    editTitle: "Edit Tour",
    createButton: "Create Tour",
    updateButton: "Update Tour",
    backToList: "Back to tours",
    deleteTitle: "Delete tour?",
    confirmDelete: "Are you sure you want to delete this tour? This action cannot be undone.",
    notFound: "Tour not found",
    saveError: "There was an error saving the tour.",
    conflict: "This tour was changed by someone else after you opened it. Reload to see the latest version.",
    created: (title: string): ToastText => ({ title: "Tour created", description: `"${title}" has been successfully added.` }),
    updated: (title: string): ToastText => ({ title: "Tour updated", description: `"${title}" has been successfully updated.` }),
    deleted: (title: string): ToastText => ({ title: "Tour deleted", description: `"${title}" has been successfully deleted.` }),
    featuredChanged: (title: string, featured: boolean): ToastText => ({
      title: "Tour updated",
      description: featured ? `"${title}" is now featured.` : `"${title}" is no longer featured.`,
    }),
  },
  service: {
    listTitle: "Services",
    addButton: "Add Service",
    searchLabel: "Search services",
    searchPlaceholder: "Search by title or description",
    empty: "No services found. Try a different search or add a new service.",
    addTitle: "Add New Service",
    editTitle: "Edit Service",
    createButton: "Create Service",
    updateButton: "Update Service",
    backToList: "Back to services",
    deleteTitle: "Delete service?",
    confirmDelete: "Are you sure you want to delete this service? This action cannot be undone.",
    notFound: "Service not found",
    saveError: "There was an error saving the service.",
    conflict: "This service was changed by someone else after you opened it. Reload to see the latest version.",
    created: (title: string): ToastText => ({ title: "Service created", description: `"${title}" has been successfully added.` }),
    updated: (title: string): ToastText => ({ title: "Service updated", description: `"${title}" has been successfully updated.` }),
    deleted: (title: string): ToastText => ({ title: "Service deleted", description: `"${title}" has been successfully deleted.` }),
    featuredChanged: (title: string, featured: boolean): ToastText => ({
      title: "Service updated",
      description: featured ? `"${title}" is now featured.` : `"${title}" is no longer featured.`,
    }),
  },
} as const satisfies Record<CatalogueKind, KindTexts>;

const LIST_PATHS = {
  destination: "/admin/destinations",
  tour: "/admin/tours",
  service: "/admin/services",
} as const satisfies Record<CatalogueKind, string>;

export const ERROR_TOAST_TITLE = "Error";

export function catalogueTexts(kind: CatalogueKind) {
  return {
    kind,
    listPath: LIST_PATHS[kind],
    searchButton: "Search",
    clearSearch: "Clear",
    editLink: "Edit",
    deleteButton: "Delete",
    cancelButton: "Cancel",
    notFoundHint: "It may have been deleted, or the link is wrong.",
    ...(KIND_TEXTS[kind] as KindTexts),
  };
}
export type CatalogueTexts = ReturnType<typeof catalogueTexts>;

export const LIST_TEXTS = {
  dashboardLink: "Dashboard",
  actionsColumn: "Actions",
  featured: "Featured",
  notFeatured: "Not featured",
  /** Screen readers hear what the button will do, after the state the eye sees. */
  featureHint: (title: string, featured: boolean) =>
    featured ? `, ${title}: press to stop featuring it` : `, ${title}: press to feature it`,
  pagination: "Pagination",
  previousPage: "Previous",
  nextPage: "Next",
  pageLabel: (page: number) => `Page ${page}`,
  sortBy: (column: string) => `Sort by ${column}`,
  reloadLink: "Reload",
  unknownAction: "Unknown action.",
} as const;

export const SELECTED_DESTINATION_NOT_FOUND = "Selected destination not found";

/** 'This destination cannot be deleted because 2 tours use it. Delete or move those tours first.' */
export function destinationHasToursMessage(tourCount: number): string {
  const users = plural(tourCount, { one: "# tour uses it", other: "# tours use it" });
  return `This destination cannot be deleted because ${users}. Delete or move those tours first.`;
}

/** "Showing 26–50 of 120"; with nothing to show, "Showing 0 of 0". */
export function showingRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return "Showing 0 of 0";
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}–${last} of ${total}`;
}

/** The form fields' labels and hints, word for word from the spec (decisions.md for services). */
export const DESTINATION_FIELDS = {
  title: { label: "Destination Name" },
  country: { label: "Country" },
  continent: { label: "Continent" },
  image: { label: "Image URL", hint: "Direct link to an image. Recommended ratio 16:9." },
  rating: { label: "Rating", hint: "From 1 to 5." },
  activities: { label: "Activities", hint: "Separate activities with commas, e.g. Hiking, Snorkelling, Food tours." },
  description: { label: "Description" },
  featured: { label: "Featured Destination", hint: "Featured destinations will be displayed prominently on the home page" },
} as const;

export const TOUR_FIELDS = {
  title: { label: "Tour Name" },
  destinationId: { label: "Destination", placeholder: "Select a destination" },
  image: {
    label: "Image URL",
    hint: "Optional. Direct link to an image, recommended ratio 16:9; or leave it empty and upload photos on the tour's screen after saving: the first becomes the cover.",
  },
  duration: { label: "Duration (days)" },
  price: { label: "Price ($)" },
  groupSize: { label: "Max Group Size" },
  rating: { label: "Rating", hint: "From 1 to 5. Leave empty until the tour has real reviews: no stars are shown without a rating." },
  includedServices: { label: "Included Services", hint: "Separate services with commas, e.g. Flights, Hotel, Guided tours." },
  description: { label: "Description" },
  featured: { label: "Featured Tour", hint: "Featured tours will be displayed prominently on the home page" },
} as const;

const EXPLICIT_PRICE_HINT = "Optional. Leave empty to show the dollar price converted at the day's rate.";

/** The tour form's explicit price in each other currency (`prices.LBP`, …; decision 0054), after the dollar price, in this order. */
export const TOUR_PRICE_FIELDS: Record<OtherCurrency, { label: string; hint: string }> = {
  LBP: { label: "Price in Lebanese pounds (LBP)", hint: EXPLICIT_PRICE_HINT },
  XOF: { label: "Price in CFA francs (XOF)", hint: EXPLICIT_PRICE_HINT },
  LRD: { label: "Price in Liberian dollars (LRD)", hint: EXPLICIT_PRICE_HINT },
};

export const SERVICE_FIELDS = {
  title: { label: "Title" },
  description: { label: "Description" },
  icon: { label: "Icon", hint: "Shown beside the service on the website." },
} as const;

/** The read-only detail screens (product-spec §2, destination and tour detail). */
export const DETAIL_TEXTS = {
  details: "Details",
  tourDetails: "Tour Details",
  relatedTours: "Related Tours",
  noRelatedTours: "No tours available for this destination",
  activities: "Activities",
  includedServices: "Included Services",
  description: "Description",
  rating: "Rating",
  featuredStatus: "Featured Status",
  featured: "Featured",
  notFeatured: "Not Featured",
  destination: "Destination",
  duration: "Duration",
  price: "Price",
  groupSize: "Group Size",
  ratingOutOf5: (rating: number) => `${rating} / 5`,
  days: (days: number) => plural(days, { one: "# day", other: "# days" }),
  maxPeople: (people: number) => `Max ${people} people`,
  daysAndPrice: (days: number, price: string) => `${plural(days, { one: "# day", other: "# days" })} - ${price}`,
  none: "None listed",
  errorTitle: "Something went wrong",
  errorHint: "Please try again in a moment.",
} as const;

export const COLUMN_HEADERS = {
  title: "Title",
  country: "Country",
  continent: "Continent",
  rating: "Rating",
  featured: "Featured",
  destination: "Destination",
  duration: "Duration",
  price: "Price",
  icon: "Icon",
  description: "Description",
} as const;

export const FORM_TEXTS = {
  saving: "Saving…",
  cancel: "Cancel",
  fixErrors: "Please correct the highlighted fields.",
} as const;

/** The admin forms' validation messages (product-spec §8), used by the zod schemas in domain/catalogue-forms. */
export const CATALOGUE_FORM_MESSAGES = {
  listTooLong: (max: number) => `Keep this list under ${max} characters`,
  titleTooShort: (min: number) => `Title must be at least ${min} characters`,
  titleTooLong: (max: number) => `Title must be at most ${max} characters`,
  descriptionTooShort: (min: number) => `Description must be at least ${min} characters`,
  descriptionTooLong: (max: number) => `Description must be at most ${max} characters`,
  imageInvalid: "Please enter a valid URL for the image",
  ratingNotANumber: "Rating must be a number between 1 and 5",
  ratingOutOfRange: "Rating must be between 1 and 5",
  countryTooShort: (min: number) => `Country must be at least ${min} characters`,
  countryTooLong: (max: number) => `Country must be at most ${max} characters`,
  continentTooShort: (min: number) => `Continent must be at least ${min} characters`,
  continentTooLong: (max: number) => `Continent must be at most ${max} characters`,
  destinationRequired: "Please select a destination",
  duration: {
    notWhole: "Duration must be a whole number",
    tooSmall: "Duration must be at least 1",
    tooLarge: (max: number) => `Duration must be at most ${max}`,
  },
  groupSize: {
    notWhole: "Group size must be a whole number",
    tooSmall: "Group size must be at least 1",
    tooLarge: (max: number) => `Group size must be at most ${max}`,
  },
  priceNotANumber: "Price must be a number",
  priceTooSmall: "Price must be at least 1",
  priceTooLarge: (max: number) => `Price must be at most ${max}`,
  iconRequired: "Please choose an icon",
  oneLine: (field: string) => `${field} must be a single line, without line breaks or control characters`,
  invisibleOnly: (field: string) => `${field} must contain visible letters or digits, not only invisible or text-direction characters`,
  controlCharacters: (field: string) => `${field} must not contain control characters`,
} as const;

/** The name a form's message gives each text field. */
const FORM_FIELD_NAMES: Record<CatalogueFormField, string> = {
  title: "Title",
  description: "Description",
  country: "Country",
  continent: "Continent",
  activities: "Activities",
  includedServices: "Included Services",
};

/** The words for a destination, tour or service form's problem (decision 0053). */
export function catalogueFormMessageFor(problem: CatalogueFormProblem): string {
  const MESSAGES = CATALOGUE_FORM_MESSAGES;
  switch (problem.code) {
    case "oneLine":
    case "invisibleOnly":
    case "controlCharacters":
      return MESSAGES[problem.code](FORM_FIELD_NAMES[problem.field]);
    case "tooShort":
      return MESSAGES[`${problem.field}TooShort`](problem.min);
    case "tooLong":
      return MESSAGES[`${problem.field}TooLong`](problem.max);
    case "listTooLong":
    case "priceTooLarge":
      return MESSAGES[problem.code](problem.max);
    case "notWhole":
    case "tooSmall":
      return MESSAGES[problem.field][problem.code];
    case "tooLarge":
      return MESSAGES[problem.field].tooLarge(problem.max);
    case "publishAtInvalid":
      return PUBLICATION_TEXTS.publishAtInvalid;
    default:
      return MESSAGES[problem.code];
  }
}

/** The words the catalogue forms' schemas are built with: `catalogueFormSchemas(CATALOGUE_FORM_WORDS)`. */
export const CATALOGUE_FORM_WORDS: CatalogueFormWords = { form: catalogueFormMessageFor, tourDetails: tourDetailMessageFor };

/** The admin forms' translation fields and the lists' badges (issue #11); the admin itself stays English. */
export const TRANSLATION_TEXTS = {
  heading: "Translations",
  hint: "The fields above are the English text. A translated field left empty shows the English text on that language's pages.",
  englishName: { fr: "French", ar: "Arabic" },
  fieldLabel: (label: string, language: string) => `${label} (${language})`,
  badge: { missing: (code: string) => `${code} missing`, partial: (code: string) => `${code} incomplete` },
  badgeSpoken: {
    missing: (language: string) => `${language} translation missing`,
    partial: (language: string) => `${language} translation incomplete`,
  },
} as const;
