/*
 * What else a delete in the admin would affect (issue #23): counts read from the database
 * when the admin is asked, so the question can say "its 3 departures and 5 photos go with it"
 * before anything is gone. Rules return codes; app/content/delete-effects.ts chooses the words.
 */

export type DeleteEffects =
  /** Tours keep a destination from being deleted (the existing rule); its photos go with it. */
  | { kind: "destination"; tours: number; photos: number }
  /**
   * Departures, photos and prices go with a tour. Quotes made for its departures stay (they
   * lose their departure); enquiries about it keep their words. Seats held or confirmed on its
   * departures keep it from being deleted: bookings are never deleted with what holds them.
   */
  | { kind: "tour"; departures: number; photos: number; quotes: number; enquiries: number; bookedSeats: number; bookings: number }
  /** A service is text on the Services page; tours list their inclusions in their own words. */
  | { kind: "service" }
  /** Enquiries assigned to the user become unassigned; their sessions end. */
  | { kind: "user"; assignedEnquiries: number; sessions: number }
  /** Quotes, their lines and events, and released bookings go with an enquiry; held or confirmed seats keep it. */
  | { kind: "enquiry"; quotes: number; bookedSeats: number; events: number }
  /** Removing a photo: whether it is the cover the public pages show. */
  | { kind: "photo"; cover: boolean };

/** Why a delete is refused before it is tried, or null when it may go ahead. */
export type DeleteRefusal = { kind: "has-tours"; tours: number } | { kind: "has-booked-seats"; seats: number } | null;

export function deleteRefusal(effects: DeleteEffects): DeleteRefusal {
  switch (effects.kind) {
    case "destination":
      return effects.tours > 0 ? { kind: "has-tours", tours: effects.tours } : null;
    case "tour":
    case "enquiry":
      return effects.bookedSeats > 0 ? { kind: "has-booked-seats", seats: effects.bookedSeats } : null;
    default:
      return null;
  }
}
