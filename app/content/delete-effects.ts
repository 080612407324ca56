import type { DeleteEffects, DeleteRefusal } from "~/domain/delete-effects";
import { destinationHasToursMessage } from "./catalogue-admin";
import { plural } from "./plural";

/** The admin's words for what else a delete affects (issue #23). */
export const DELETE_EFFECTS_TEXTS = {
  heading: "What else this affects",
  checking: "Checking what else this affects…",
  unknown: "What else this affects could not be read. Cancel and try again.",
  nothingElse: "Nothing else is affected.",
};

/** One line per thing the delete would also change; empty when nothing else is affected. */
export function deleteEffectLines(effects: DeleteEffects): string[] {
  const lines: (string | null)[] = [];
  const some = (count: number, line: string) => (count > 0 ? line : null);
  switch (effects.kind) {
    case "destination":
      lines.push(
        some(effects.tours, `${plural(effects.tours, { one: "# tour uses", other: "# tours use" })} this destination.`),
        some(
          effects.photos,
          `${plural(effects.photos, { one: "Its photo is", other: "Its # photos are" })} removed from the site with it.`,
        ),
      );
      break;
    case "tour":
      lines.push(
        some(
          effects.bookedSeats,
          `${plural(effects.bookedSeats, { one: "# seat is", other: "# seats are" })} held or confirmed on its departures.`,
        ),
        some(
          effects.departures,
          `${plural(effects.departures, { one: "Its departure is", other: "Its # departures are" })} deleted with it.`,
        ),
        some(
          effects.bookings,
          `${plural(effects.bookings, { one: "# released or expired booking is", other: "# released or expired bookings are" })} deleted with the departures.`,
        ),
        some(
          effects.quotes,
          `${plural(effects.quotes, { one: "# quote names", other: "# quotes name" })} one of its departures: ${plural(effects.quotes, { one: "it stays", other: "they stay" })}, without the departure.`,
        ),
        some(
          effects.photos,
          `${plural(effects.photos, { one: "Its photo is", other: "Its # photos are" })} removed from the site with it.`,
        ),
        some(
          effects.enquiries,
          `${plural(effects.enquiries, { one: "# enquiry is", other: "# enquiries are" })} about this tour: ${plural(effects.enquiries, { one: "it keeps", other: "they keep" })} what the customer wrote.`,
        ),
      );
      break;
    case "service":
      lines.push("It leaves the Services page; tours list what they include in their own words, so none of them changes.");
      break;
    case "user":
      lines.push(
        some(
          effects.assignedEnquiries,
          `${plural(effects.assignedEnquiries, { one: "# enquiry is", other: "# enquiries are" })} assigned to this user and will be unassigned.`,
        ),
        some(
          effects.sessions,
          `${plural(effects.sessions, { one: "Their signed-in session ends", other: "Their # signed-in sessions end" })}.`,
        ),
        "What they did stays in the history, under their name.",
      );
      break;
    case "enquiry":
      lines.push(
        some(
          effects.bookedSeats,
          `${plural(effects.bookedSeats, { one: "# seat is", other: "# seats are" })} held or confirmed by its quotes.`,
        ),
        some(
          effects.quotes,
          `${plural(effects.quotes, { one: "Its quote is", other: "Its # quotes are" })} deleted with it, and the customer's link stops working.`,
        ),
        some(
          effects.events,
          `${plural(effects.events, { one: "# entry", other: "# entries" })} of its timeline ${plural(effects.events, { one: "is", other: "are" })} deleted with it.`,
        ),
      );
      break;
    case "photo":
      lines.push(
        effects.cover
          ? "This photo is the cover: it leaves the gallery but stays the main picture until you make another photo the cover."
          : "It leaves the gallery; the file stays in the photo storage.",
      );
      break;
  }
  return lines.filter((line): line is string => line !== null);
}

/** Why the delete cannot go ahead, in words; null when it can. */
export function deleteRefusalMessage(refusal: DeleteRefusal, kind: DeleteEffects["kind"]): string | null {
  if (!refusal) return null;
  if (refusal.kind === "has-tours") return destinationHasToursMessage(refusal.tours);
  const seats = plural(refusal.seats, { one: "# seat is", other: "# seats are" });
  return kind === "tour"
    ? `This tour cannot be deleted: ${seats} held or confirmed on its departures. Release or move those bookings first, or unpublish the tour instead.`
    : `This enquiry cannot be deleted: ${seats} held or confirmed by its quotes. Release the booking on the Bookings screen first.`;
}
