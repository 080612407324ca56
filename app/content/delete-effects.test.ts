import { expect, test } from "vitest";
import { deleteRefusal } from "~/domain/delete-effects";
import { deleteEffectLines, deleteRefusalMessage } from "./delete-effects";

test("a tour's question names its departures, bookings, quotes, photos and enquiries, in the plural they need", () => {
  const effects = { kind: "tour", departures: 3, photos: 1, quotes: 2, enquiries: 1, bookedSeats: 0, bookings: 1 } as const;
  expect(deleteEffectLines(effects)).toEqual([
    "Its 3 departures are deleted with it.",
    "1 released or expired booking is deleted with the departures.",
    "2 quotes name one of its departures: they stay, without the departure.",
    "Its photo is removed from the site with it.",
    "1 enquiry is about this tour: it keeps what the customer wrote.",
  ]);
  expect(deleteRefusal(effects)).toBeNull();
});

test("held or confirmed seats refuse a tour's delete, and say why", () => {
  const effects = { kind: "tour", departures: 1, photos: 0, quotes: 1, enquiries: 0, bookedSeats: 1, bookings: 0 } as const;
  expect(deleteRefusalMessage(deleteRefusal(effects), "tour")).toBe(
    "This tour cannot be deleted: 1 seat is held or confirmed on its departures. Release or move those bookings first, or unpublish the tour instead.",
  );
});

test("a destination with tours is refused with the existing message; a photo says when it is the cover", () => {
  const destination = { kind: "destination", tours: 2, photos: 0 } as const;
  expect(deleteRefusalMessage(deleteRefusal(destination), "destination")).toBe(
    "This destination cannot be deleted because 2 tours use it. Delete or move those tours first.",
  );
  expect(deleteEffectLines({ kind: "photo", cover: true })[0]).toMatch(/^This photo is the cover/);
  expect(deleteEffectLines({ kind: "service" })).toHaveLength(1);
});
