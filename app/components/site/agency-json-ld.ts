import { COMPANY } from "~/content/company";
import { OFFICE_IDS, type OfficeId } from "~/domain/offices";
import type { SiteContent } from "~/domain/site-content";
import { telHref } from "~/domain/site-links";

/** Each office's country (ISO 3166-1), as search engines read its address. */
const OFFICE_COUNTRY: Record<OfficeId, string> = { beirut: "LB", abidjan: "CI", monrovia: "LR" };

type MetaMatchLike = { id: string; loaderData?: unknown };

type LayoutContent = Pick<SiteContent, "contact" | "social" | "offices">;

/** The public layout's site content (its loader), for a page's meta export. */
export function layoutContentFrom(matches: readonly (MetaMatchLike | undefined)[]): LayoutContent | undefined {
  return matches.find((match) => match?.id === "routes/public/layout")?.loaderData as LayoutContent | undefined;
}

/** A phone number as schema.org writes it: `+22527…`, digits after the country's plus. */
const telephone = (phone: string) => telHref(phone).slice("tel:".length);

/**
 * The agency for search engines (schema.org TravelAgency), from the site content admins edit:
 * the company with its registered address (contact details), and each office (the offices
 * section, issue #23) a department with its own name, address, phone and e-mail.
 */
export function travelAgencyJsonLd(
  contact: SiteContent["contact"],
  offices: SiteContent["offices"],
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
    telephone: telephone(offices.beirut.phone),
    email: contact.emails.info,
    openingHours: hours.flatMap((row) => (row.schema ? [row.schema] : [])),
    department: OFFICE_IDS.map((id) => ({
      "@type": "TravelAgency",
      name: `${contact.companyName} ${offices[id].name}`,
      address: { "@type": "PostalAddress", streetAddress: offices[id].address, addressCountry: OFFICE_COUNTRY[id] },
      telephone: telephone(offices[id].phone),
      email: offices[id].email,
    })),
    contactPoint: [
      ...OFFICE_IDS.map((id) => ({
        "@type": "ContactPoint",
        telephone: telephone(offices[id].phone),
        contactType: "customer service",
        areaServed: OFFICE_COUNTRY[id],
      })),
      { "@type": "ContactPoint", email: contact.emails.cargo, contactType: "cargo" },
    ],
  };
}
