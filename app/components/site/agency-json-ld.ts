import { COMPANY } from "~/content/company";
import type { SiteContent } from "~/domain/site-content";
import { telHref } from "~/domain/site-links";
import { OFFICES } from "./top-bar";

/** The place each office serves, as search engines read it. */
const AREA_SERVED: Record<(typeof OFFICES)[number], string> = { lebanon: "Lebanon", abidjan: "Abidjan", liberia: "Liberia" };

type MetaMatchLike = { id: string; loaderData?: unknown };

/** The public layout's site content (its loader), for a page's meta export. */
export function layoutContentFrom(matches: readonly (MetaMatchLike | undefined)[]): Pick<SiteContent, "contact" | "social"> | undefined {
  return matches.find((match) => match?.id === "routes/public/layout")?.loaderData as Pick<SiteContent, "contact" | "social"> | undefined;
}

/** The agency for search engines (schema.org TravelAgency), from the site content admins edit. */
export function travelAgencyJsonLd(
  contact: SiteContent["contact"],
  hours: SiteContent["hours"]["rows"],
  url: string,
): Record<string, unknown> {
  return {
    "@type": "TravelAgency",
    name: contact.companyName,
    url,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      addressCountry: COMPANY.countryCode,
    },
    telephone: telHref(contact.phones.lebanon).slice("tel:".length),
    email: contact.emails.info,
    openingHours: hours.flatMap((row) => (row.schema ? [row.schema] : [])),
    contactPoint: [
      ...OFFICES.map((office) => ({
        "@type": "ContactPoint",
        telephone: telHref(contact.phones[office]).slice("tel:".length),
        contactType: "customer service",
        areaServed: AREA_SERVED[office],
      })),
      { "@type": "ContactPoint", email: contact.emails.cargo, contactType: "cargo" },
    ],
  };
}
