import { COMPANY } from "./company";

/** Texts of the shared public layout: skip link, header, mobile menu and footer. */
export const SITE = {
  skipLink: "Skip to content",
  header: {
    homeLabel: `${COMPANY.name}, home`,
    navLabel: "Main",
    mobileNavLabel: "Main menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
    bookNow: "Book Now",
    bookNowHref: "/contact?subject=Tour%20Booking",
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
    socialNetworks: [
      { name: "Facebook", short: "f" },
      { name: "Instagram", short: "ig" },
      { name: "LinkedIn", short: "in" },
    ],
    rights: "All rights reserved.",
  },
} as const;

/** A document title: the page's own title, then the brand. */
export function documentTitle(title: string): string {
  return `${title} | ${COMPANY.name}`;
}

/** The spec's 404 page. */
export const NOT_FOUND_PAGE = {
  title: "Page not found",
  text: "Oops! Page not found",
  home: "Return to Home",
} as const;

/** What any page shows when rendering it failed. */
export const ERROR_PAGE = {
  title: "Unexpected Application Error!",
  text: "Sorry, something went wrong on our side. Please try again in a moment.",
  home: "Return to Home",
  /** Before the id of the failed response, which the server log names with the details. */
  errorId: "If it keeps happening, tell us this error id:",
} as const;
