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
