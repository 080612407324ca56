import { describe, expect, test } from "vitest";
import { fieldErrors } from "./form-fields";
import { readStoredDetails } from "./enquiry-details";
import { airEnquirySchema } from "./air-enquiry";
import { cargoEnquirySchema } from "./cargo-enquiry";
import { westernDigits } from "./digits";
import type { EnquiryFormTexts } from "./enquiry-forms";
import { splitEnquiry } from "./enquiry-schemas";
import { tourEnquirySchema } from "./tour-enquiry";
import { visaEnquirySchema } from "./visa-enquiry";

/** Each message is its key (and its values), so a test says which rule refused. */
const texts: EnquiryFormTexts = {
  contact: (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key),
  enquiry: (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key),
};
const TODAY = "2027-03-10";

const person = { name: "Rania Haddad", email: "rania@example.com", phone: "+961 1 234 567", message: "" };

/** The messages a schema gives for some values, by field; {} when they pass. */
function refusals(schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, values: object) {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error as never);
}

describe("the tour form", () => {
  const schema = tourEnquirySchema(texts, TODAY);
  const valid = { ...person, tourId: "bali-island-escape", departureId: "dep-1", preferredDate: "", adults: "2", children: "1" };

  test("takes a tour, a departure and the party, and reads the numbers as numbers", () => {
    expect(schema.parse(valid)).toEqual({
      ...person,
      phone: "+961 1 234 567",
      tourId: "bali-island-escape",
      departureId: "dep-1",
      preferredDate: null,
      adults: 2,
      children: 1,
    });
  });

  test("another date instead of a departure is optional, and must be a day to come", () => {
    expect(schema.parse({ ...valid, departureId: "", preferredDate: "2027-06-01" })).toMatchObject({
      departureId: null,
      preferredDate: "2027-06-01",
    });
    expect(refusals(schema, { ...valid, preferredDate: "2027-03-09" })).toEqual({ preferredDate: "datePast" });
    expect(refusals(schema, { ...valid, preferredDate: "2027-02-30" })).toEqual({ preferredDate: "dateInvalid" });
  });

  test("needs a tour, at least one adult and at most 99 of each", () => {
    expect(refusals(schema, { ...valid, tourId: " " })).toEqual({ tourId: "tourRequired" });
    expect(refusals(schema, { ...valid, adults: "0", children: "100" })).toEqual({
      adults: 'adultsRange {"min":1,"max":99}',
      children: 'childrenRange {"min":0,"max":99}',
    });
    expect(refusals(schema, { ...valid, adults: "2.5", children: "-1" })).toEqual({
      adults: 'adultsRange {"min":1,"max":99}',
      children: 'childrenRange {"min":0,"max":99}',
    });
    expect(refusals(schema, { ...valid, adults: "", children: "" })).toMatchObject({ adults: expect.stringContaining("adultsRange") });
    expect(schema.parse({ ...valid, adults: "99", children: "0" })).toMatchObject({ adults: 99, children: 0 });
  });

  test("counts typed in Arabic digits are understood", () => {
    expect(westernDigits("١٢٫٥ ۳")).toBe("12.5 3");
    expect(schema.parse({ ...valid, adults: "٣", children: "٠" })).toMatchObject({ adults: 3, children: 0 });
  });

  test("refuses the contact form's way a bad name, e-mail or phone, and a message with control characters", () => {
    expect(refusals(schema, { ...valid, name: "", email: "rania@", phone: "call me", message: "Hi\u0007" })).toEqual({
      name: "nameRequired",
      email: "emailInvalid",
      phone: "phoneInvalid",
      message: "messageControlCharacters",
    });
  });

  test("a message is optional here, and limited to 5,000 characters", () => {
    expect(schema.parse({ ...valid, message: undefined })).toMatchObject({ message: "" });
    expect(refusals(schema, { ...valid, message: "a".repeat(5001) })).toEqual({ message: 'messageTooLong {"max":5000}' });
  });
});

describe("the air ticket form", () => {
  const schema = airEnquirySchema(texts, TODAY);
  const valid = {
    ...person,
    from: "Beirut",
    to: "Paris CDG",
    trip: "return",
    departDate: "2027-04-01",
    returnDate: "2027-04-15",
    passengers: "3",
    cabin: "business",
  };

  test("takes a return trip with both dates", () => {
    expect(schema.parse(valid)).toMatchObject({ trip: "return", departDate: "2027-04-01", returnDate: "2027-04-15", passengers: 3 });
  });

  test("a one-way trip keeps no return date, whatever the field held", () => {
    expect(schema.parse({ ...valid, trip: "one-way", returnDate: "1999-01-01" })).toMatchObject({ trip: "one-way", returnDate: null });
    expect(schema.parse({ ...valid, trip: "one-way", returnDate: undefined })).toMatchObject({ returnDate: null });
  });

  test("a return trip needs a return date on or after the departure", () => {
    expect(refusals(schema, { ...valid, returnDate: "" })).toEqual({ returnDate: "returnDateRequired" });
    expect(refusals(schema, { ...valid, returnDate: "2027-03-31" })).toEqual({ returnDate: "returnBeforeDeparture" });
    expect(schema.parse({ ...valid, returnDate: "2027-04-01" })).toMatchObject({ returnDate: "2027-04-01" });
  });

  test("no date in the past, none more than two years ahead, none that is not a day", () => {
    expect(refusals(schema, { ...valid, departDate: "2027-03-09" })).toEqual({ departDate: "datePast" });
    expect(schema.parse({ ...valid, departDate: TODAY })).toMatchObject({ departDate: TODAY });
    expect(refusals(schema, { ...valid, departDate: "2029-03-11", returnDate: "2029-03-12" })).toEqual({
      departDate: "dateTooFar",
      returnDate: "dateTooFar",
    });
    expect(refusals(schema, { ...valid, departDate: "1 April" })).toEqual({ departDate: "dateInvalid" });
    expect(refusals(schema, { ...valid, departDate: "" })).toEqual({ departDate: "dateRequired" });
  });

  test("from and to must be given, on one line, and differ", () => {
    expect(refusals(schema, { ...valid, from: "", to: "" })).toEqual({ from: "fromRequired", to: "toRequired" });
    expect(refusals(schema, { ...valid, from: "Beirut", to: "  beirut " })).toEqual({ to: "sameRoute" });
    expect(refusals(schema, { ...valid, from: "Beirut\r\nBcc: x" })).toEqual({ from: "oneLine" });
    expect(refusals(schema, { ...valid, to: "P".repeat(101) })).toEqual({ to: 'tooLong {"max":100}' });
  });

  test("1 to 99 passengers, a known class and a known trip", () => {
    expect(refusals(schema, { ...valid, passengers: "0" })).toEqual({ passengers: 'passengersRange {"min":1,"max":99}' });
    expect(refusals(schema, { ...valid, passengers: "100" })).toEqual({ passengers: 'passengersRange {"min":1,"max":99}' });
    expect(refusals(schema, { ...valid, cabin: "" })).toEqual({ cabin: "cabinRequired" });
    expect(refusals(schema, { ...valid, trip: "round-the-world" })).toEqual({ trip: "tripRequired" });
  });

  test("splits into the person and the details stored as JSON", () => {
    const { person: who, details } = splitEnquiry<"air">(schema.parse(valid));
    expect(who).toEqual({ ...person, phone: "+961 1 234 567" });
    expect(details).toEqual({
      from: "Beirut",
      to: "Paris CDG",
      trip: "return",
      departDate: "2027-04-01",
      returnDate: "2027-04-15",
      passengers: 3,
      cabin: "business",
    });
  });
});

describe("the cargo form", () => {
  const schema = cargoEnquirySchema(texts, TODAY);
  const valid = {
    ...person,
    fromOffice: "beirut",
    fromPlace: "",
    toOffice: "abidjan",
    toPlace: "",
    contents: "Two boxes of spare parts",
    weightKg: "42.5",
    size: "2 boxes, 60 × 40 × 40 cm",
    pickupDate: "2027-03-20",
  };

  test("takes an office to office shipment with its weight, size and pickup day", () => {
    expect(schema.parse(valid)).toMatchObject({
      fromOffice: "beirut",
      fromPlace: null,
      toOffice: "abidjan",
      weightKg: 42.5,
      pickupDate: "2027-03-20",
    });
  });

  test("another place must be written in, and a place written beside an office is dropped", () => {
    expect(refusals(schema, { ...valid, toOffice: "other" })).toEqual({ toPlace: "otherPlaceRequired" });
    expect(schema.parse({ ...valid, toOffice: "other", toPlace: "Freetown, Sierra Leone", fromPlace: "ignored" })).toMatchObject({
      fromPlace: null,
      toOffice: "other",
      toPlace: "Freetown, Sierra Leone",
    });
  });

  test("a shipment cannot go where it leaves from", () => {
    expect(refusals(schema, { ...valid, toOffice: "beirut" })).toEqual({ toOffice: "sameOffice" });
    const others = { ...valid, fromOffice: "other", toOffice: "other", fromPlace: "Accra", toPlace: "accra" };
    expect(refusals(schema, others)).toEqual({ toOffice: "sameOffice" });
    expect(schema.parse({ ...others, toPlace: "Lagos" })).toMatchObject({ fromPlace: "Accra", toPlace: "Lagos" });
  });

  test("offices must be chosen, and what is sent said", () => {
    expect(refusals(schema, { ...valid, fromOffice: "", toOffice: "", contents: " " })).toEqual({
      fromOffice: "fromOfficeRequired",
      toOffice: "toOfficeRequired",
      contents: "contentsRequired",
    });
    expect(refusals(schema, { ...valid, contents: "x".repeat(1001) })).toEqual({ contents: 'tooLong {"max":1000}' });
    expect(refusals(schema, { ...valid, contents: "Parts\u0000" })).toEqual({ contents: "plainText" });
  });

  test("the weight is a number of kilograms from 0.1 to 50,000, with a point or a comma", () => {
    const weightRange = 'weightRange {"min":0.1,"max":50000}';
    expect(schema.parse({ ...valid, weightKg: "12,5" })).toMatchObject({ weightKg: 12.5 });
    expect(schema.parse({ ...valid, weightKg: "١٢٫٥" })).toMatchObject({ weightKg: 12.5 });
    for (const weightKg of ["", "0", "0.05", "50001", "heavy", "1e3", "-3"]) {
      expect(refusals(schema, { ...valid, weightKg }), weightKg).toEqual({ weightKg: weightRange });
    }
  });

  test("the pickup day is a day to come; the size is optional", () => {
    expect(refusals(schema, { ...valid, pickupDate: "2027-03-01" })).toEqual({ pickupDate: "datePast" });
    expect(schema.parse({ ...valid, size: "" })).toMatchObject({ size: null });
  });
});

describe("the visa form", () => {
  const schema = visaEnquirySchema(texts, TODAY);
  const valid = { ...person, destination: "France", nationality: "Lebanese", travelDate: "2027-05-02", applicants: "4" };

  test("takes a destination, a nationality, a travel day and the applicants", () => {
    expect(schema.parse(valid)).toMatchObject({ destination: "France", nationality: "Lebanese", travelDate: "2027-05-02", applicants: 4 });
  });

  test("refuses what is missing, in the past or out of range", () => {
    expect(refusals(schema, { ...valid, destination: "", nationality: "", travelDate: "2026-12-31", applicants: "0" })).toEqual({
      destination: "destinationRequired",
      nationality: "nationalityRequired",
      travelDate: "datePast",
      applicants: 'applicantsRange {"min":1,"max":99}',
    });
  });

  test("a field that was not posted at all gets the form's message, not zod's", () => {
    expect(refusals(schema, { ...person })).toEqual({
      destination: "destinationRequired",
      nationality: "nationalityRequired",
      travelDate: "dateRequired",
      applicants: 'applicantsRange {"min":1,"max":99}',
    });
  });
});

describe("stored details", () => {
  test("read back as written, and as null when missing or damaged", () => {
    const visa = { destination: "France", nationality: "Lebanese", travelDate: "2027-05-02", applicants: 4 };
    expect(readStoredDetails("visa", JSON.stringify(visa))).toEqual(visa);
    expect(readStoredDetails("visa", null)).toBeNull();
    expect(readStoredDetails("visa", "{not json")).toBeNull();
    expect(readStoredDetails("visa", JSON.stringify({ ...visa, applicants: "four" }))).toBeNull();
    expect(readStoredDetails("cargo", JSON.stringify(visa))).toBeNull();
  });
});
