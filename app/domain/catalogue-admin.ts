import type { CatalogueKind } from "./catalogue";

/**
 * The back office's words for destinations, tours and services (docs/product-spec.md §2, §8 and
 * docs/product-decisions.md), in one place so the three lists and forms say the same thing the same way.
 */
type Nouns = { one: string; many: string; One: string; Many: string };

const NOUNS: Record<CatalogueKind, Nouns> = {
  destination: { one: "destination", many: "destinations", One: "Destination", Many: "Destinations" },
  tour: { one: "tour", many: "tours", One: "Tour", Many: "Tours" },
  service: { one: "service", many: "services", One: "Service", Many: "Services" },
};

export type ToastText = { title: string; description?: string };

export const ERROR_TOAST_TITLE = "Error";

export function catalogueTexts(kind: CatalogueKind) {
  const { one, many, One, Many } = NOUNS[kind];
  return {
    kind,
    listPath: `/admin/${many}`,
    listTitle: Many,
    addButton: `Add ${One}`,
    searchLabel: `Search ${many}`,
    searchPlaceholder:
      kind === "destination"
        ? "Search by title or country"
        : kind === "tour"
          ? "Search by title or destination"
          : "Search by title or description",
    searchButton: "Search",
    clearSearch: "Clear",
    empty: `No ${many} found. Try a different search or add a new ${one}.`,
    addTitle: `Add New ${One}`,
    editTitle: `Edit ${One}`,
    createButton: `Create ${One}`,
    updateButton: `Update ${One}`,
    backToList: `Back to ${many}`,
    editLink: "Edit",
    deleteButton: "Delete",
    cancelButton: "Cancel",
    deleteTitle: `Delete ${one}?`,
    confirmDelete: `Are you sure you want to delete this ${one}? This action cannot be undone.`,
    notFound: `${One} not found`,
    notFoundHint: `It may have been deleted, or the link is wrong.`,
    saveError: `There was an error saving the ${one}.`,
    conflict: `This ${one} was changed by someone else after you opened it. Reload to see the latest version.`,
    created: (title: string): ToastText => ({
      title: `${One} created`,
      description: `"${title}" has been successfully added.`,
    }),
    updated: (title: string): ToastText => ({
      title: `${One} updated`,
      description: `"${title}" has been successfully updated.`,
    }),
    deleted: (title: string): ToastText => ({
      title: `${One} deleted`,
      description: `"${title}" has been successfully deleted.`,
    }),
    featuredChanged: (title: string, featured: boolean): ToastText => ({
      title: `${One} updated`,
      description: featured ? `"${title}" is now featured.` : `"${title}" is no longer featured.`,
    }),
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
} as const;

export const SELECTED_DESTINATION_NOT_FOUND = "Selected destination not found";

/** 'This destination cannot be deleted because 2 tours use it. Delete or move those tours first.' */
export function destinationHasToursMessage(tourCount: number): string {
  const users = tourCount === 1 ? "1 tour uses it" : `${tourCount} tours use it`;
  return `This destination cannot be deleted because ${users}. Delete or move those tours first.`;
}

/** "Showing 26–50 of 120"; with nothing to show, "Showing 0 of 0". */
export function showingRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return "Showing 0 of 0";
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}–${last} of ${total}`;
}

/**
 * The page numbers to offer as links: always the first and last, the current one and its
 * neighbours; `null` stands for a gap ("…"). A few thousand rows stay a short row of links.
 */
export function pageWindow(current: number, pageCount: number, neighbours = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= pageCount; page += 1) {
    const near = Math.abs(page - current) <= neighbours;
    if (page === 1 || page === pageCount || near) {
      pages.push(page);
    } else if (pages[pages.length - 1] !== null) {
      pages.push(null);
    }
  }
  // A gap that hides a single page shows that page instead.
  return pages.map((page, index) => {
    if (page !== null) return page;
    const before = pages[index - 1];
    const after = pages[index + 1];
    return typeof before === "number" && typeof after === "number" && after - before === 2 ? before + 1 : null;
  });
}

/** The list URL with some query parameters changed (`null` removes one); empty values are dropped. */
export function listHref(path: string, current: URLSearchParams, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  for (const [key, value] of [...params.entries()]) if (!value) params.delete(key);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A posted `version` field: a positive whole number, else null (a tampered or missing field). */
export function parseVersion(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
  const version = Number(value);
  return version >= 1 ? version : null;
}

/** The list intents a row's buttons post. */
export const LIST_INTENTS = ["delete", "toggle-featured"] as const;
export type ListIntent = (typeof LIST_INTENTS)[number];

export function parseListIntent(value: FormDataEntryValue | null): ListIntent | null {
  return (LIST_INTENTS as readonly unknown[]).includes(value) ? (value as ListIntent) : null;
}

/** The form fields' labels and hints, word for word from the spec (docs/product-decisions.md for services). */
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
  image: { label: "Image URL", hint: "Direct link to an image. Recommended ratio 16:9." },
  duration: { label: "Duration (days)" },
  price: { label: "Price ($)" },
  groupSize: { label: "Max Group Size" },
  rating: { label: "Rating", hint: "From 1 to 5." },
  includedServices: { label: "Included Services", hint: "Separate services with commas, e.g. Flights, Hotel, Guided tours." },
  description: { label: "Description" },
  featured: { label: "Featured Tour", hint: "Featured tours will be displayed prominently on the home page" },
} as const;

export const SERVICE_FIELDS = {
  title: { label: "Title" },
  description: { label: "Description" },
  icon: { label: "Icon", hint: "Shown beside the service on the website." },
} as const;

/** The read-only detail screens (docs/product-spec.md §2, destination and tour detail). */
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
  days: (days: number) => `${days} ${days === 1 ? "day" : "days"}`,
  maxPeople: (people: number) => `Max ${people} people`,
  daysAndPrice: (days: number, price: string) => `${days} ${days === 1 ? "day" : "days"} - ${price}`,
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
  cancel: "Cancel",
} as const;

/** A record's or the defaults' fields as a form shows them: numbers as text, a set switch as "on". */
export function toFormValues(fields: Record<string, string | number | boolean | readonly string[]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "boolean") {
      if (value) values[name] = "on";
    } else if (Array.isArray(value)) {
      values[name] = value.join(", ");
    } else {
      values[name] = String(value);
    }
  }
  return values;
}
