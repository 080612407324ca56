/**
 * The agency's own facts and contact details, in one place so that pages, the footer,
 * JSON-LD and (later) translations all read the same values.
 */
export const COMPANY = {
  name: "Cedar Wings Travel",
  legalName: "Cedar Wings Travel & Cargo",
  founded: 2010,
  yearsOfExperience: "13+",
  address: {
    street: "Hamra Street, Sanayeh Building, 3rd floor",
    city: "Beirut",
    country: "Lebanon",
    countryCode: "LB",
  },
  phones: [
    { office: "Lebanon", key: "lebanon", display: "+961 1 234 567", tel: "+9611234567" },
    { office: "Abidjan", key: "abidjan", display: "+225 27 22 123 456", tel: "+2252722123456" },
    { office: "Liberia", key: "liberia", display: "+231 77 123 4567", tel: "+231771234567" },
  ],
  emails: {
    info: "info@cedarwingstravel.com",
    cargo: "cargo@cedarwingstravel.com",
  },
  /** Days and hours are message keys (app/messages, `contact`); `schema` is schema.org's openingHours. */
  openingHours: [
    { days: "weekdays", hours: "weekdayHours", schema: "Mo-Fr 08:00-16:00" },
    { days: "saturday", hours: "saturdayHours", schema: "Sa 08:00-13:00" },
    { days: "sunday", hours: "closed", schema: null },
  ],
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
