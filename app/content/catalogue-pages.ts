import { COMPANY } from "./company";
import { plural } from "./plural";

/** Texts of the public destination and tour pages (the cards' texts are in catalogue-cards.ts). */

/** The page links under a public list's results. */
const LIST_PAGES = {
  pagination: "Pages of results",
  previousPage: "Previous",
  nextPage: "Next",
  pageLabel: (page: number) => `Page ${page}`,
} as const;

export const DESTINATIONS_PAGE = {
  meta: {
    title: "Destinations",
    description: `Explore the destinations ${COMPANY.name} plans trips to, from Bali and Santorini to Paris, Marrakech, Machu Picchu and New York. Search by name or country and filter by continent.`,
  },
  hero: {
    eyebrow: "Destinations",
    title: "Explore Our Destinations",
    text: "Beaches, capitals, deserts and mountains: places our travellers love, each with trips we plan end to end.",
  },
  filters: {
    legend: "Find a destination",
    search: "Search destinations",
    searchPlaceholder: "Name, country or keyword",
    continent: "Continent",
    all: "All",
    submit: "Search",
    reset: "Clear filters",
  },
  resultCount: (count: number) => plural(count, { one: "# destination", other: "# destinations" }),
  resultsHeading: "Destinations",
  pages: LIST_PAGES,
  empty: {
    title: "No destinations found",
    hint: "Try adjusting your search criteria or explore different continents.",
  },
} as const;

export const TOURS_PAGE = {
  meta: {
    title: "Tours",
    description:
      "Guided tours with flights, stays and guides included: search by name or destination and filter by price and number of days.",
  },
  hero: {
    eyebrow: "Tours",
    title: "Find Your Perfect Tour",
    text: "Complete trips planned by people who have travelled them, ready to book or to tailor to you.",
  },
  filters: {
    legend: "Find a tour",
    search: "Search tours",
    searchPlaceholder: "Name, destination or keyword",
    destination: "Destination",
    all: "All",
    advanced: "Advanced Filters",
    maxPrice: "Maximum price",
    minDays: "Minimum duration",
    maxDays: "Maximum duration",
    /** Dollars as the spec writes them; another currency by its code (LRD never `$`). */
    priceValue: (amount: number, currency = "USD") =>
      currency === "USD" ? `Up to $${amount}` : `Up to ${currency} ${amount.toLocaleString("en-US")}`,
    daysValue: (days: number) => plural(days, { one: "# day", other: "# days" }),
    submit: "Apply filters",
    reset: "Clear filters",
  },
  resultCount: (count: number) => plural(count, { one: "# tour", other: "# tours" }),
  resultsHeading: "Tours",
  pages: LIST_PAGES,
  empty: {
    title: "No tours found",
    hint: "Try a wider price or duration range, or another destination.",
  },
} as const;

export const DESTINATION_PAGE = {
  breadcrumb: "Breadcrumb",
  home: "Home",
  destinations: "Destinations",
  imageAlt: (title: string, country: string) => `${title}, ${country}`,
  location: (country: string, continent: string) => `${country}, ${continent}`,
  country: "Country",
  continent: "Continent",
  rating: "Rating",
  tourCount: "Tours",
  about: "About this destination",
  activities: "Things to do",
  tours: (title: string) => `Tours in ${title}`,
  allTours: (title: string) => `See all tours in ${title}`,
  noTours: "No tours available for this destination yet. Ask us and we will plan one for you.",
  enquiry: {
    title: "Plan your trip",
    text: "Tell us your dates and who is travelling; we arrange flights, stays and tours around you.",
    button: "Enquire about a trip",
    href: "/contact?subject=Tour%20Booking",
  },
  metaDescription: (title: string, country: string, description: string) => clip(`${title}, ${country}: ${description}`),
} as const;

export const TOUR_PAGE = {
  breadcrumb: "Breadcrumb",
  home: "Home",
  tours: "Tours",
  imageAlt: (title: string) => title,
  facts: "Tour facts",
  destination: "Destination",
  price: "Price",
  pricePer: "per person",
  duration: "Duration",
  groupSize: "Group size",
  groupSizeValue: (count: number) => `Max ${count} people`,
  rating: "Rating",
  about: "About this tour",
  included: "Included services",
  noneIncluded: "Ask us what this tour includes.",
  enquiry: {
    title: "Book this tour",
    text: "Send us your dates and the number of travellers; we confirm availability and the final price.",
    button: "Enquire about this tour",
    href: (tourId: string) => `/contact?tour=${encodeURIComponent(tourId)}`,
  },
  moreInDestination: (destination: string) => `More tours in ${destination}`,
  metaDescription: (title: string, destination: string, description: string) => clip(`${title} (${destination}): ${description}`),
} as const;

/** Meta descriptions read best under ~160 characters. */
function clip(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A detail page that failed for another reason than an unknown id. */
export const DETAIL_ERROR = {
  title: "Sorry, this page could not be shown",
  text: "Something went wrong on our side. Please try again in a moment.",
  home: "Return to Home",
} as const;
