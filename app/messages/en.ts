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
  },
};

export type Messages = typeof en;

declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
