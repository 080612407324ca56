import type { Locale } from "~/domain/locale";

/**
 * The public site's texts in English, the spec's words (issue #11). French and Arabic give the
 * same keys (fr.ts, ar.ts; messages.test.ts checks). ICU syntax: `{count, plural, …}` picks a
 * form by the language's plural rules. The server precompiles them (server/messages.server.ts)
 * and sends only the page's language, so the browser needs no ICU parser.
 */
export const en = {
  site: {
    skipLink: "Skip to content",
    nav: {
      home: "Home",
      about: "About Us",
      destinations: "Destinations",
      tours: "Tours",
      services: "Services",
      contact: "Contact",
    },
    header: {
      homeLabel: "Cedar Wings Travel, home",
      navLabel: "Main",
      mobileNavLabel: "Main menu",
      openMenu: "Open menu",
      closeMenu: "Close menu",
      menu: "Menu",
      bookNow: "Book Now",
      languages: "Language",
    },
    topBar: { label: "Contact details" },
    footer: {
      blurb:
        "An IATA-accredited travel and cargo agency from Lebanon. Since 2010 we have planned trips and moved shipments for travellers and companies around the world.",
      quickLinks: "Quick Links",
      popularDestinations: "Popular Destinations",
      contact: "Contact Us",
      social: "Follow us",
      socialNote: "Our social pages are coming soon.",
      rights: "All rights reserved.",
    },
    offices: { lebanon: "Lebanon", abidjan: "Abidjan", liberia: "Liberia" },
    address: "Hamra Street, Sanayeh Building, 3rd floor, Beirut, Lebanon",
  },
  notFound: {
    title: "Page not found",
    text: "Oops! Page not found",
    home: "Return to Home",
  },
  error: {
    title: "Unexpected Application Error!",
    text: "Sorry, something went wrong on our side. Please try again in a moment.",
    home: "Return to Home",
    errorId: "If it keeps happening, tell us this error id:",
  },
  cards: {
    days: "{count, plural, one {# day} other {# days}}",
    maxGroup: "Max {count}",
    moreActivities: "+{count} more",
    moreActivitiesLabel: "{count, plural, one {and # more activity} other {and # more activities}}",
    activitiesLabel: "Activities",
    viewDetails: "View Details",
    pricePrefix: "Price",
    durationLabel: "Duration",
    groupLabel: "Group size",
    ratingLabel: "Rated {rating} out of 5",
  },
  detail: {
    breadcrumb: "Breadcrumb",
    errorTitle: "Sorry, this page could not be shown",
    errorText: "Something went wrong on our side. Please try again in a moment.",
  },
  tourPage: {
    facts: "Tour facts",
    destination: "Destination",
    price: "Price",
    pricePer: "per person",
    duration: "Duration",
    groupSize: "Group size",
    groupSizeValue: "Max {count} people",
    rating: "Rating",
    about: "About this tour",
    included: "Included services",
    noneIncluded: "Ask us what this tour includes.",
    enquiryTitle: "Book this tour",
    enquiryText: "Send us your dates and the number of travellers; we confirm availability and the final price.",
    enquiryButton: "Enquire about this tour",
    moreInDestination: "More tours in {destination}",
  },
  destinationPage: {
    location: "{country}, {continent}",
    imageAlt: "{title}, {country}",
    country: "Country",
    continent: "Continent",
    rating: "Rating",
    tourCount: "Tours",
    about: "About this destination",
    activities: "Things to do",
    tours: "Tours in {title}",
    allTours: "See all tours in {title}",
    noTours: "No tours available for this destination yet. Ask us and we will plan one for you.",
    enquiryTitle: "Plan your trip",
    enquiryText: "Tell us your dates and who is travelling; we arrange flights, stays and tours around you.",
    enquiryButton: "Enquire about a trip",
  },
  listPages: {
    pagination: "Pages of results",
    previousPage: "Previous",
    nextPage: "Next",
    pageLabel: "Page {page}",
  },
  toursPage: {
    metaTitle: "Tours",
    metaDescription:
      "Guided tours with flights, stays and guides included: search by name or destination and filter by price and number of days.",
    eyebrow: "Tours",
    title: "Find Your Perfect Tour",
    text: "Complete trips planned by people who have travelled them, ready to book or to tailor to you.",
    legend: "Find a tour",
    search: "Search tours",
    searchPlaceholder: "Name, destination or keyword",
    destination: "Destination",
    all: "All",
    advanced: "Advanced Filters",
    maxPrice: "Maximum price",
    minDays: "Minimum duration",
    maxDays: "Maximum duration",
    priceValue: "Up to ${dollars}",
    submit: "Apply filters",
    reset: "Clear filters",
    resultCount: "{count, plural, one {# tour} other {# tours}}",
    resultsHeading: "Tours",
    emptyTitle: "No tours found",
    emptyHint: "Try a wider price or duration range, or another destination.",
  },
  destinationsPage: {
    metaTitle: "Destinations",
    metaDescription:
      "Explore the destinations Cedar Wings Travel plans trips to, from Bali and Santorini to Paris, Marrakech, Machu Picchu and New York. Search by name or country and filter by continent.",
    eyebrow: "Destinations",
    title: "Explore Our Destinations",
    text: "Beaches, capitals, deserts and mountains: places our travellers love, each with trips we plan end to end.",
    legend: "Find a destination",
    search: "Search destinations",
    searchPlaceholder: "Name, country or keyword",
    continent: "Continent",
    all: "All",
    submit: "Search",
    reset: "Clear filters",
    resultCount: "{count, plural, one {# destination} other {# destinations}}",
    resultsHeading: "Destinations",
    emptyTitle: "No destinations found",
    emptyHint: "Try adjusting your search criteria or explore different continents.",
  },
};

export type Messages = typeof en;

declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
