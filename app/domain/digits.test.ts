import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { catalogueFormSchemas } from "./catalogue-forms";
import { CATALOGUE_FORM_WORDS } from "~/content/catalogue-admin";
import { contactSchema } from "./contact";
import { DepartureFormSchema } from "./departure-form";
import { westernDigits } from "./digits";
import { count } from "./enquiry-forms";
import { quoteFormSchema } from "./quote-form";

const { TourFormSchema } = catalogueFormSchemas(CATALOGUE_FORM_WORDS);

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";
const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";

/** The same text as an Arabic (or a Persian) keyboard types it. */
function typedWith(digits: string, text: string): string {
  return text.replace(/[0-9]/g, (digit) => digits[Number(digit)]!);
}

/** What a schema makes of a text: its value, or the messages it refuses it with. */
function outcome(
  schema: { safeParse: (input: unknown) => { success: boolean; data?: unknown; error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data } : { messages: result.error!.issues.map((issue) => issue.message) };
}

const contact = contactSchema((key) => key);
const contactPost = { name: "Rania Haddad", email: "rania@example.com", subject: "Tour Booking", message: "Two adults." };
const departurePost = { startDate: "2027-05-01", capacity: "20", seatsBooked: "0", status: "scheduled", price: "" };

/** Texts of digits with the separators people put in numbers, phones and dates. */
const typed = fc.stringMatching(/^[0-9 +().,/-]{0,20}$/);
const keyboards = fc.constantFrom(ARABIC_INDIC, PERSIAN);

describe("digits as people type them", () => {
  test("every Arabic-Indic and Eastern Arabic-Indic digit becomes its Western digit; other text is left as it is", () => {
    expect(westernDigits("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789 0123456789");
    expect(westernDigits("١٢٫٥ كغ")).toBe("12.5 كغ");
    expect(westernDigits("+961 3 123 456")).toBe("+961 3 123 456");
  });

  test("a party size, a phone, a capacity, a price and a date typed in Arabic digits parse as the Western digits do", () => {
    fc.assert(
      fc.property(typed, keyboards, (text, digits) => {
        const arabic = typedWith(digits, text);
        expect(outcome(count({ min: 1, max: 30 }, "party"), arabic)).toEqual(outcome(count({ min: 1, max: 30 }, "party"), text));
        expect(outcome(contact, { ...contactPost, phone: arabic })).toEqual(outcome(contact, { ...contactPost, phone: text }));
        expect(outcome(DepartureFormSchema, { ...departurePost, capacity: arabic, price: arabic })).toEqual(
          outcome(DepartureFormSchema, { ...departurePost, capacity: text, price: text }),
        );
        expect(outcome(DepartureFormSchema, { ...departurePost, startDate: arabic })).toEqual(
          outcome(DepartureFormSchema, { ...departurePost, startDate: text }),
        );
      }),
    );
  });

  test("a phone typed on an Arabic keyboard is kept with Western digits", () => {
    expect(contact.parse({ ...contactPost, phone: "+٩٦١ ٣ ١٢٣ ٤٥٦" }).phone).toBe("+961 3 123 456");
  });

  test("a departure's date, capacity and seats typed in Persian digits are accepted", () => {
    expect(DepartureFormSchema.parse({ ...departurePost, startDate: "۲۰۲۷-۰۵-۰۱", capacity: "۲۴", seatsBooked: "۳" })).toMatchObject({
      startDate: "2027-05-01",
      capacity: 24,
      seatsBooked: 3,
    });
  });

  test("a tour's price and duration and a quote's quantity and price in Arabic digits are numbers", () => {
    // The rest of the tour form is left empty: only these three fields' messages matter here.
    const tour = TourFormSchema.safeParse({ price: "١٢٩٩٫٥", duration: "٧", groupSize: "١٢" });
    const refused = tour.success ? [] : tour.error.issues.map((issue) => issue.path.join("."));
    expect(refused).toContain("title");
    expect(refused).not.toContain("price");
    expect(refused).not.toContain("duration");
    expect(refused).not.toContain("groupSize");
    const quote = quoteFormSchema("2026-01-01").safeParse({
      currency: "USD",
      validUntil: "٢٠٢٦-٠٢-٠١",
      lines: [{ kind: "adult", description: "Tour", quantity: "٢", unitPrice: "١٠٠" }],
    });
    expect(quote.success ? quote.data : quote.error.issues).toMatchObject({ validUntil: "2026-02-01", lines: [{ quantity: 2 }] });
  });
});
