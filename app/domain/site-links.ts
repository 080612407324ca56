/*
 * The links the public site builds from its content (issue #11), apart from the zod schemas of
 * site-content.ts so that the browser's bundle does not carry zod for them.
 */

export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "whatsapp", "x"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
  x: "X",
};

/** A phone number as a tel: link wants it: `+225 27 22 123 456` → `+2252722123456`. */
export function telHref(display: string): string {
  return `tel:${display.trim().startsWith("+") ? "+" : ""}${display.replace(/\D/g, "")}`;
}

/** A page's full address on the site (for links shared outside it); a full URL stays as it is. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
