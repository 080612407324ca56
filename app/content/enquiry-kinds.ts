import { formatAdminDay } from "~/domain/enquiries";
import type { CabinClass, CargoPlace, DetailsOf, EnquiryAbout, EnquiryFormKind, EnquiryKind, TripType } from "~/domain/enquiry-kinds";

/**
 * The words of the enquiry kinds in the back office and the agency's e-mail (issue #13), in
 * English like the rest of the admin: kind labels, the list's filter, each kind's fields, and
 * the subject an enquiry from a form is stored with.
 */

export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  contact: "Contact",
  tour: "Tour",
  air: "Air ticket",
  cargo: "Cargo",
  visa: "Visa",
};

export const ENQUIRY_KIND_TEXTS = {
  kind: "Kind",
  allKinds: "All kinds",
  /** The heading of an enquiry's own fields on its screen. */
  detailsTitle: {
    tour: "Tour enquiry",
    air: "Air ticket enquiry",
    cargo: "Cargo enquiry",
    visa: "Visa enquiry",
  } satisfies Record<EnquiryFormKind, string>,
  detailsUnreadable: "The details of this enquiry could not be read.",
  departure: "Departure",
} as const;

const CARGO_PLACE_NAMES: Record<CargoPlace, string> = {
  beirut: "Beirut",
  abidjan: "Abidjan",
  monrovia: "Monrovia",
  other: "Another place",
};
const TRIP_NAMES: Record<TripType, string> = { return: "Return", "one-way": "One way" };
const CABIN_NAMES: Record<CabinClass, string> = {
  economy: "Economy",
  "premium-economy": "Premium economy",
  business: "Business",
  first: "First",
};
const NOT_GIVEN = "Not given";

/** Where cargo leaves from or goes: an office's city, or the place the visitor wrote in. */
function cargoPlace(office: CargoPlace, place: string | null): string {
  return office === "other" ? (place ?? CARGO_PLACE_NAMES.other) : CARGO_PLACE_NAMES[office];
}

/** The subject column holds at most this many characters (varchar(40), migration 0002). */
export const SUBJECT_MAX = 40;

function clip(text: string): string {
  return text.length <= SUBJECT_MAX ? text : `${text.slice(0, SUBJECT_MAX - 1).trimEnd()}…`;
}

/** An enquiry from a form, as its kind and details. */
export type FormEnquiry = { [K in EnquiryFormKind]: { kind: K; details: DetailsOf[K] } }[EnquiryFormKind];

/** A form's enquiry with its details, or null for a contact message (or details that could not be read). */
export function formEnquiryOf(about: EnquiryAbout): FormEnquiry | null {
  return about.kind === "contact" || about.details === null ? null : ({ kind: about.kind, details: about.details } as FormEnquiry);
}

/** What a form's enquiry is about, untrimmed: the tour, the route ("Beirut → Abidjan") or the visa's country. */
export function enquiryTopic(enquiry: FormEnquiry): string {
  switch (enquiry.kind) {
    case "tour":
      return enquiry.details.tourTitle;
    case "air":
      return `${enquiry.details.from} → ${enquiry.details.to}`;
    case "cargo": {
      const { fromOffice, fromPlace, toOffice, toPlace } = enquiry.details;
      return `${cargoPlace(fromOffice, fromPlace)} → ${cargoPlace(toOffice, toPlace)}`;
    }
    case "visa":
      return enquiry.details.destination;
  }
}

/**
 * The subject a form's enquiry is stored with, which the list, the enquiry screen and the
 * e-mail show: the kind and what it is about ("Cargo: Beirut → Abidjan"), clipped to fit.
 */
export function enquirySubject(enquiry: FormEnquiry): string {
  return clip(`${ENQUIRY_KIND_LABELS[enquiry.kind]}: ${enquiryTopic(enquiry)}`);
}

/** An enquiry's own fields as label and value, in the form's order: its screen's list and the e-mail's lines. */
export function enquiryDetailFacts(enquiry: FormEnquiry): [label: string, value: string][] {
  switch (enquiry.kind) {
    case "tour": {
      const { departureDate, preferredDate, adults, children } = enquiry.details;
      return [
        ["Departure", departureDate ? formatAdminDay(departureDate) : "Another date"],
        ...(preferredDate ? [["Preferred date", formatAdminDay(preferredDate)] as [string, string]] : []),
        ["Adults", String(adults)],
        ["Children", String(children)],
      ];
    }
    case "air": {
      const { from, to, trip, departDate, returnDate, passengers, cabin } = enquiry.details;
      return [
        ["From", from],
        ["To", to],
        ["Trip", TRIP_NAMES[trip]],
        ["Departure date", formatAdminDay(departDate)],
        ...(returnDate ? [["Return date", formatAdminDay(returnDate)] as [string, string]] : []),
        ["Passengers", String(passengers)],
        ["Class", CABIN_NAMES[cabin]],
      ];
    }
    case "cargo": {
      const { fromOffice, fromPlace, toOffice, toPlace, contents, weightKg, size, pickupDate } = enquiry.details;
      return [
        ["From", cargoPlace(fromOffice, fromPlace)],
        ["To", cargoPlace(toOffice, toPlace)],
        ["What is sent", contents],
        ["Approximate weight", `${weightKg} kg`],
        ["Approximate size", size ?? NOT_GIVEN],
        ["Pickup date", formatAdminDay(pickupDate)],
      ];
    }
    case "visa": {
      const { destination, nationality, travelDate, applicants } = enquiry.details;
      return [
        ["Destination country", destination],
        ["Nationality", nationality],
        ["Travel date", formatAdminDay(travelDate)],
        ["Applicants", String(applicants)],
      ];
    }
  }
}
