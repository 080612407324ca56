import { COMPANY } from "./company";

/** A document title: the page's own title, then the brand. The public texts are in app/messages/. */
export function documentTitle(title: string): string {
  return `${title} | ${COMPANY.name}`;
}

/** The social networks the footer names (brands, the same in every language). */
export const SOCIAL_NETWORKS = [
  { name: "Facebook", short: "f" },
  { name: "Instagram", short: "ig" },
  { name: "LinkedIn", short: "in" },
] as const;

/** Where "Book Now" leads, before the language prefix. */
export const BOOK_NOW_PATH = "/contact?subject=Tour%20Booking";
