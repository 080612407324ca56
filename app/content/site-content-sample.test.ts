import { describe, expect, test } from "vitest";
import { fieldErrors } from "~/domain/form-fields";
import {
  applyListIntent,
  ContactContentSchema,
  flattenDocument,
  OfficesContentSchema,
  parseSiteContentIntent,
  resolveLocale,
  SITE_CONTENT_SCHEMAS,
  SITE_CONTENT_SECTIONS,
  SocialContentSchema,
  telHref,
  TestimonialsContentSchema,
  toSiteContentFormValues,
} from "~/domain/site-content";
import { SITE_CONTENT_SAMPLE } from "./site-content-sample";

// The site content's rules (domain/site-content), checked against the texts a database starts with.

function errorsOf(schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, values: unknown) {
  const result = schema.safeParse(values);
  expect(result.success).toBe(false);
  return fieldErrors(result.error as never);
}

describe("site content schemas", () => {
  test("the sample content (today's texts) passes every section's form, as posted", () => {
    for (const section of SITE_CONTENT_SECTIONS) {
      const posted = toSiteContentFormValues(SITE_CONTENT_SAMPLE[section]);
      expect(SITE_CONTENT_SCHEMAS[section].safeParse(posted).success, section).toBe(true);
    }
  });

  test("refuses a bad e-mail with a message naming the field", () => {
    const values = toSiteContentFormValues(SITE_CONTENT_SAMPLE.contact);
    const errors = errorsOf(ContactContentSchema, { ...values, emails: { info: "info at cedar", cargo: "cargo@cedarwingstravel.com" } });
    expect(errors["emails.info"]).toBe("Information e-mail: enter an e-mail address such as info@example.com.");
  });

  test("refuses an office phone number without digits enough", () => {
    const values = toSiteContentFormValues(SITE_CONTENT_SAMPLE.offices) as Record<string, Record<string, unknown>>;
    const errors = errorsOf(OfficesContentSchema, { ...values, abidjan: { ...values.abidjan, phone: "call us" } });
    expect(errors["abidjan.phone"]).toMatch(/^Abidjan office: phone: enter a phone number/);
  });

  test("contact details read without the phones they once had: those are the offices' (issue #23)", () => {
    const values = toSiteContentFormValues(SITE_CONTENT_SAMPLE.contact);
    const parsed = ContactContentSchema.parse({ ...values, phones: { lebanon: "+961 1 999 999", abidjan: "call us" } });
    expect(parsed).not.toHaveProperty("phones");
    expect(parsed.emails).toEqual(SITE_CONTENT_SAMPLE.contact.emails);
  });

  test("requires the English text and names the language", () => {
    const values = toSiteContentFormValues(SITE_CONTENT_SAMPLE.contact);
    const errors = errorsOf(ContactContentSchema, { ...values, companyName: { en: " ", fr: "Cedar Wings Voyages" } });
    expect(errors["companyName.en"]).toBe("Company name (English): this field is required.");
  });

  test("the legal name and the map position may be left blank, and are then absent", () => {
    const values = toSiteContentFormValues(SITE_CONTENT_SAMPLE.contact);
    const parsed = ContactContentSchema.parse({
      ...values,
      legalName: { en: " ", fr: "", ar: "" },
      map: { latitude: "", longitude: " " },
    });
    expect(parsed.legalName).toBeUndefined();
    expect(parsed.map).toBeUndefined();
    // A document saved before these fields existed still reads.
    const { legalName: _legal, map: _map, ...before } = SITE_CONTENT_SAMPLE.contact;
    expect(ContactContentSchema.safeParse(before).success).toBe(true);
  });

  test("a map position needs both coordinates, in range, and is stored as numbers", () => {
    const values = toSiteContentFormValues(SITE_CONTENT_SAMPLE.contact);
    expect(ContactContentSchema.parse({ ...values, map: { latitude: "5.3364", longitude: "-4.0267" } }).map).toEqual({
      latitude: 5.3364,
      longitude: -4.0267,
    });
    const half = errorsOf(ContactContentSchema, { ...values, map: { latitude: "5.3364", longitude: "" } });
    expect(half["map.longitude"]).toBe("Longitude: a number of degrees from -180 to 180, such as 33.8925.");
    const out = errorsOf(ContactContentSchema, { ...values, map: { latitude: "95", longitude: "east" } });
    expect(out["map.latitude"]).toBe("Latitude: a number of degrees from -90 to 90, such as 33.8925.");
    expect(out["map.longitude"]).toBe("Longitude: a number of degrees from -180 to 180, such as 33.8925.");
  });

  test("refuses a rating of 6 and of 4.5", () => {
    const row = { name: "Layla", location: { en: "Beirut" }, text: { en: "Lovely" } };
    expect(errorsOf(TestimonialsContentSchema, { items: [{ ...row, rating: "6" }] })["items[0].rating"]).toBe(
      "Rating: a whole number from 1 to 5.",
    );
    expect(errorsOf(TestimonialsContentSchema, { items: [{ ...row, rating: "4.5" }] })["items[0].rating"]).toBe(
      "Rating: a whole number from 1 to 5.",
    );
    const parsed = TestimonialsContentSchema.parse({ items: [{ ...row, rating: "5" }] });
    expect(parsed.items[0]!.rating).toBe(5);
  });

  test("social links are https only, and each one optional", () => {
    expect(errorsOf(SocialContentSchema, { facebook: "http://facebook.com/cedarwings" }).facebook).toBe(
      "Facebook: enter a full address starting with https://.",
    );
    expect(errorsOf(SocialContentSchema, { x: "javascript:alert(1)" }).x).toBeDefined();
    expect(SocialContentSchema.parse({ facebook: "", instagram: "https://instagram.com/cedarwings" })).toEqual({
      instagram: "https://instagram.com/cedarwings",
    });
  });

  test("a founding year in the future is refused", () => {
    const values = toSiteContentFormValues(SITE_CONTENT_SAMPLE.claims);
    const errors = errorsOf(SITE_CONTENT_SCHEMAS.claims, { ...values, founded: "2999" });
    expect(errors.founded).toMatch(/^Founding year: enter a year from 1900 to \d{4}\.$/);
  });

  test("a value posted twice, or as a group, is a message and not a crash", () => {
    expect(errorsOf(ContactContentSchema, { companyName: { en: ["a", "b"] } })["companyName.en"]).toBeDefined();
    expect(errorsOf(SITE_CONTENT_SCHEMAS.team, { members: "x" }).members).toBeDefined();
  });
});

describe("languages", () => {
  test("French falls back to English field by field", () => {
    const hero = {
      eyebrow: { en: "IATA accredited", fr: "Agréé IATA" },
      title: { en: "Discover the world" },
      text: { en: "Hello", fr: " " },
    };
    expect(resolveLocale(hero, "fr")).toEqual({ eyebrow: "Agréé IATA", title: "Discover the world", text: "Hello" });
    expect(resolveLocale(hero, "en")).toEqual({ eyebrow: "IATA accredited", title: "Discover the world", text: "Hello" });
  });

  test("lists and plain values come through resolved", () => {
    const resolved = resolveLocale(SITE_CONTENT_SAMPLE.testimonials, "ar");
    expect(resolved.items[0]).toEqual({
      name: "Layla Mansour",
      location: "بيروت، لبنان",
      rating: 5,
      avatar: "/images/testimonials/layla-mansour.svg",
      text: expect.stringContaining("Our honeymoon in Bali"),
    });
  });

  test("a phone number's tel: link keeps only the digits and the plus", () => {
    expect(telHref("+225 27 22 123 456")).toBe("tel:+2252722123456");
  });
});

describe("list buttons", () => {
  const values = { version: "3", members: [{ name: "A" }, { name: "B" }, { name: "C" }] };

  test("only the section's lists and well-formed intents are understood", () => {
    expect(parseSiteContentIntent("team", "up:members:1")).toEqual({ kind: "up", list: "members", index: 1 });
    expect(parseSiteContentIntent("team", "add:members")).toEqual({ kind: "add", list: "members" });
    expect(parseSiteContentIntent("team", "add:items")).toBeNull();
    expect(parseSiteContentIntent("team", "add:constructor")).toBeNull();
    expect(parseSiteContentIntent("team", "remove:members")).toBeNull();
    expect(parseSiteContentIntent("contact", "save")).toEqual({ kind: "save" });
    expect(parseSiteContentIntent("contact", "delete")).toBeNull();
  });

  test("move, remove and add keep every other typed value", () => {
    expect(applyListIntent("team", values, { kind: "up", list: "members", index: 1 }).members).toEqual([
      { name: "B" },
      { name: "A" },
      { name: "C" },
    ]);
    expect(applyListIntent("team", values, { kind: "down", list: "members", index: 2 }).members).toEqual(values.members);
    expect(applyListIntent("team", values, { kind: "remove", list: "members", index: 0 })).toEqual({
      version: "3",
      members: [{ name: "B" }, { name: "C" }],
    });
    expect(applyListIntent("team", values, { kind: "add", list: "members" }).members).toHaveLength(4);
    const full = { members: Array.from({ length: 30 }, () => ({ name: "X" })) };
    expect(applyListIntent("team", full, { kind: "add", list: "members" }).members).toHaveLength(30);
  });

  test("the audit trail names each changed field by its path", () => {
    expect(flattenDocument({ phones: { abidjan: "+225 1" }, members: [{ role: { en: "Head" } }] })).toEqual({
      "phones.abidjan": "+225 1",
      "members[0].role.en": "Head",
    });
  });
});
