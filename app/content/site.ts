import type { SocialNetwork } from "~/domain/site-links";
import { COMPANY } from "./company";

/** A document title: the page's own title, then the brand (the company name admins edit). The public texts are in app/messages/. */
export function documentTitle(title: string, brand: string = COMPANY.name): string {
  return `${title} | ${brand}`;
}

/** The footer's badge for each social network an admin gave an address (brands, the same in every language). */
export const SOCIAL_BADGES: Record<SocialNetwork, string> = { facebook: "f", instagram: "ig", linkedin: "in", whatsapp: "wa", x: "X" };

/** Where "Book Now" leads, before the language prefix. */
export const BOOK_NOW_PATH = "/contact?subject=Tour%20Booking";
