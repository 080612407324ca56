import { describe, expect, test } from "vitest";
import { translatorFor } from "~/server/platform/messages.server";
import { CONTACT_BANNER_MS, CONTACT_SUBJECTS, contactPrefill, contactSchema } from "./contact";
import { fieldErrors } from "./form-fields";
import type { Locale } from "./locale";

/** The schema with the messages of a language, as the contact page builds it. */
function schemaIn(locale: Locale) {
  const t = translatorFor(locale);
  return contactSchema((key, values) => t(`contactErrors.${key}`, values));
}

const ContactSchema = schemaIn("en");
const bookingMessage = (title: string) => translatorFor("en")("contact.bookingRequest", { tour: title });

const post = {
  name: "Rania Haddad",
  email: "rania@example.com",
  phone: "+961 1 234 567",
  subject: "Tour Booking",
  message: "Two adults, early May.",
};

function errorsOf(input: unknown) {
  const result = ContactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("contact form", () => {
  test("the spec's five subjects, in order", () => {
    expect(CONTACT_SUBJECTS).toEqual(["General Inquiry", "Tour Booking", "Custom Tour Request", "Feedback", "Other"]);
  });

  test("a complete message passes, trimmed", () => {
    expect(ContactSchema.parse({ ...post, name: "  Rania Haddad " })).toEqual({ ...post, name: "Rania Haddad" });
  });

  test("the phone number is optional", () => {
    expect(ContactSchema.parse({ ...post, phone: "" }).phone).toBeNull();
    const { phone: _omitted, ...withoutPhone } = post;
    expect(ContactSchema.parse(withoutPhone).phone).toBeNull();
  });

  test("every required field left empty says what to fill in", () => {
    expect(errorsOf({ name: " ", email: "", phone: "", subject: "", message: "  " })).toEqual({
      name: "Please enter your full name",
      email: "Please enter your email address",
      subject: "Please choose a subject",
      message: "Please enter your message",
    });
  });

  test("an e-mail address must look like one", () => {
    for (const email of ["rania", "rania@", "@example.com", "rania@example", "ra nia@example.com"]) {
      expect(errorsOf({ ...post, email }), email).toEqual({ email: "Please enter a valid email address" });
    }
  });

  test("a subject outside the list is refused", () => {
    expect(errorsOf({ ...post, subject: "Complaint" })).toEqual({ subject: "Please choose a subject" });
  });

  test("a phone number with letters is refused", () => {
    expect(errorsOf({ ...post, phone: "call me maybe" })).toEqual({ phone: "Please enter a valid phone number" });
    expect(ContactSchema.parse({ ...post, phone: "(01) 234-567" }).phone).toBe("(01) 234-567");
  });

  test("over-long input is refused with a message, not cut", () => {
    expect(errorsOf({ ...post, message: "x".repeat(5001) })).toEqual({ message: "Message must be at most 5000 characters" });
    expect(errorsOf({ ...post, name: "x".repeat(101) })).toEqual({ name: "Full Name must be at most 100 characters" });
  });

  test("French and Arabic pages say what to fill in in their language", () => {
    const empty = { name: " ", email: "", phone: "", subject: "", message: "  " };
    const french = schemaIn("fr").safeParse(empty);
    const arabic = schemaIn("ar").safeParse({ ...post, message: "x".repeat(5001) });
    expect(french.success ? {} : fieldErrors(french.error)).toMatchObject({ name: "Veuillez saisir votre nom complet" });
    expect(arabic.success ? {} : fieldErrors(arabic.error)).toEqual({ message: "يجب ألّا تتجاوز الرسالة 5000 حرف" });
  });

  test("the booking message names the tour", () => {
    expect(bookingMessage("Bali Island Escape")).toContain('"Bali Island Escape"');
  });

  test("the success banner lasts 5 seconds", () => {
    expect(CONTACT_BANNER_MS).toBe(5000);
  });

  test("a tour link prefills Tour Booking and the booking message, whatever subject is asked", () => {
    expect(contactPrefill("Feedback", { id: "bali-island-escape", title: "Bali Island Escape" }, bookingMessage)).toEqual({
      subject: "Tour Booking",
      message: bookingMessage("Bali Island Escape"),
      tourId: "bali-island-escape",
    });
  });

  test("any of the five subjects can be preselected; anything else leaves the choice open", () => {
    for (const subject of CONTACT_SUBJECTS) expect(contactPrefill(subject, null, bookingMessage).subject).toBe(subject);
    expect(contactPrefill("tour booking", null, bookingMessage)).toEqual({ subject: "", message: "", tourId: null });
    expect(contactPrefill(null, null, bookingMessage)).toEqual({ subject: "", message: "", tourId: null });
  });
});
