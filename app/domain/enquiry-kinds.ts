/**
 * What an enquiry is about (issue #13; decision 0033): a contact message, or one of the forms
 * fit for what the agency sells — a tour, an air ticket, cargo, a visa — each with fields of its
 * own. Pure and free of zod, so public pages and the admin list can use it without a schema.
 */

export const ENQUIRY_KINDS = ["contact", "tour", "air", "cargo", "visa"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** The kinds with a form of their own at /enquire/{kind} (the contact form keeps /contact). */
export const FORM_KINDS = ["tour", "air", "cargo", "visa"] as const satisfies readonly EnquiryKind[];
export type EnquiryFormKind = (typeof FORM_KINDS)[number];

export function isEnquiryKind(value: unknown): value is EnquiryKind {
  return (ENQUIRY_KINDS as readonly unknown[]).includes(value);
}

/** `?kind=cargo` on the admin list; anything else is every kind (null). */
export function parseKindFilter(value: string | null): EnquiryKind | null {
  return isEnquiryKind(value) ? value : null;
}

/** A form's public address, before its language prefix: `/enquire/cargo`. */
export function enquiryFormPath(kind: EnquiryFormKind): string {
  return `/enquire/${kind}`;
}

/** The offices cargo leaves from and arrives at, or another place the visitor writes in. */
export const CARGO_PLACES = ["beirut", "abidjan", "monrovia", "other"] as const;
export type CargoPlace = (typeof CARGO_PLACES)[number];

export const TRIP_TYPES = ["return", "one-way"] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const CABIN_CLASSES = ["economy", "premium-economy", "business", "first"] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

/** The tour form's own fields; the tour and the departure are also columns of the enquiry. */
export type TourDetails = {
  /** The tour's title when the enquiry was sent, in English: the enquiry stays readable if the tour goes. */
  tourTitle: string;
  /** The chosen departure's first day (YYYY-MM-DD), kept beside its id for the same reason. */
  departureDate: string | null;
  /** Another start date the visitor would like, when no departure was chosen. */
  preferredDate: string | null;
  adults: number;
  children: number;
};

export type AirDetails = {
  from: string;
  to: string;
  trip: TripType;
  departDate: string;
  /** Null on a one-way trip. */
  returnDate: string | null;
  passengers: number;
  cabin: CabinClass;
};

export type CargoDetails = {
  fromOffice: CargoPlace;
  /** The place written in when `fromOffice` is "other"; null otherwise. */
  fromPlace: string | null;
  toOffice: CargoPlace;
  toPlace: string | null;
  contents: string;
  weightKg: number;
  size: string | null;
  pickupDate: string;
};

export type VisaDetails = {
  destination: string;
  nationality: string;
  travelDate: string;
  applicants: number;
};

/** Each form kind's details, as stored in `enquiries.details`. */
export type DetailsOf = { tour: TourDetails; air: AirDetails; cargo: CargoDetails; visa: VisaDetails };

/**
 * An enquiry's kind with its details: a contact message has none, and a form's details read
 * back as null only when their stored JSON was damaged (they are written whole).
 */
export type EnquiryAbout =
  { kind: "contact"; details: null } | { [K in EnquiryFormKind]: { kind: K; details: DetailsOf[K] | null } }[EnquiryFormKind];

/** At most this many days ahead for any date a form asks (two years): a later one is a typo. */
export const MAX_DAYS_AHEAD = 730;
