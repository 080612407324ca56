import { describe, expect, test } from "vitest";
import { parseKindFilter } from "~/domain/enquiry-kinds";
import { enquiryDetailFacts, enquirySubject, formEnquiryOf, SUBJECT_MAX } from "./enquiry-kinds";

const cargo = {
  kind: "cargo" as const,
  details: {
    fromOffice: "monrovia" as const,
    fromPlace: null,
    toOffice: "other" as const,
    toPlace: "Freetown, Sierra Leone",
    contents: "Two crates\nof spare parts",
    weightKg: 12.5,
    size: null,
    pickupDate: "2027-05-02",
  },
};

describe("enquiry kinds in the back office", () => {
  test("a form's enquiry is filed under its kind and what it is about, within the subject column's 40 characters", () => {
    expect(enquirySubject(cargo)).toBe("Cargo: Monrovia → Freetown, Sierra Leone");
    expect(
      enquirySubject({
        kind: "air",
        details: {
          from: "Beirut",
          to: "Paris",
          trip: "one-way",
          departDate: "2027-04-01",
          returnDate: null,
          passengers: 1,
          cabin: "first",
        },
      }),
    ).toBe("Air ticket: Beirut → Paris");
    const long = enquirySubject({
      kind: "tour",
      details: {
        tourTitle: "A Very Long Tour Through Every Island Of Indonesia",
        departureDate: null,
        preferredDate: null,
        adults: 2,
        children: 0,
      },
    });
    expect(long).toBe("Tour: A Very Long Tour Through Every Is…");
    expect(long.length).toBe(SUBJECT_MAX);
  });

  test("its fields read as label and value, in the form's order, days and weights written out", () => {
    expect(enquiryDetailFacts(cargo)).toEqual([
      ["From", "Monrovia"],
      ["To", "Freetown, Sierra Leone"],
      ["What is sent", "Two crates\nof spare parts"],
      ["Approximate weight", "12.5 kg"],
      ["Approximate size", "Not given"],
      ["Pickup date", "2 May 2027"],
    ]);
    expect(
      enquiryDetailFacts({
        kind: "tour",
        details: { tourTitle: "Bali Island Escape", departureDate: "2027-01-12", preferredDate: null, adults: 2, children: 1 },
      }),
    ).toEqual([
      ["Departure", "12 Jan 2027"],
      ["Adults", "2"],
      ["Children", "1"],
    ]);
    expect(
      enquiryDetailFacts({
        kind: "air",
        details: {
          from: "Beirut",
          to: "Paris",
          trip: "return",
          departDate: "2027-04-01",
          returnDate: "2027-04-15",
          passengers: 3,
          cabin: "premium-economy",
        },
      }),
    ).toEqual([
      ["From", "Beirut"],
      ["To", "Paris"],
      ["Trip", "Return"],
      ["Departure date", "1 Apr 2027"],
      ["Return date", "15 Apr 2027"],
      ["Passengers", "3"],
      ["Class", "Premium economy"],
    ]);
  });

  test("a contact message, or a form's details that could not be read, has no fields to show", () => {
    expect(formEnquiryOf({ kind: "contact", details: null })).toBeNull();
    expect(formEnquiryOf({ kind: "visa", details: null })).toBeNull();
    expect(formEnquiryOf(cargo)).toEqual(cargo);
  });

  test("the list's kind filter takes a known kind only", () => {
    expect(parseKindFilter("cargo")).toBe("cargo");
    expect(parseKindFilter("contact")).toBe("contact");
    expect(parseKindFilter("CARGO")).toBeNull();
    expect(parseKindFilter(null)).toBeNull();
  });
});
