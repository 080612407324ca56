/**
 * The agency's names for places that cannot wait for the database (document titles, e-mails,
 * the admin area). What visitors read of its contact details, hours and claims is the site
 * content admins edit (issue #11; the sample in site-content-sample.ts).
 */
export const COMPANY = {
  name: "Cedar Wings Travel",
  legalName: "Cedar Wings Travel & Cargo",
  /** The country of the address (site content, issue #11) for search engines. */
  countryCode: "LB",
} as const;

/** The public navigation: spec paths (before the language prefix) and their message keys (app/messages). */
export const PUBLIC_NAV = [
  { to: "/", label: "home" },
  { to: "/about", label: "about" },
  { to: "/destinations", label: "destinations" },
  { to: "/tours", label: "tours" },
  { to: "/services", label: "services" },
  { to: "/contact", label: "contact" },
] as const;
