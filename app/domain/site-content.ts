import { z } from "zod";
import { photoOfPath } from "./photos";
import { isPlainText, isSingleLine, type FormValue, type FormValues } from "./form-fields";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locale";
import { isTimeZone, OFFICE_IDS, type OfficeId } from "./offices";

export { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, telHref, type SocialNetwork } from "./site-links";

/**
 * The site's own texts and facts that admins edit (issue #11): contact details, opening hours,
 * social links, claims, the About page, the team, testimonials and the home hero. Each section
 * is one JSON document; every text a visitor reads is given per language, English required,
 * French and Arabic optional and falling back to English field by field.
 */

export const SITE_CONTENT_SECTIONS = ["contact", "offices", "hours", "social", "claims", "about", "team", "testimonials", "hero"] as const;
export type SiteContentSection = (typeof SITE_CONTENT_SECTIONS)[number];

export function isSiteContentSection(value: unknown): value is SiteContentSection {
  return typeof value === "string" && (SITE_CONTENT_SECTIONS as readonly string[]).includes(value);
}

/** A text in each language: English always, the others when translated. */
export type LocalizedText = { en: string; fr?: string; ar?: string };

/* ---------------------------------------------------------------- field rules */

const notText = (value: unknown) => (typeof value === "string" ? value : value === undefined ? "" : value);

/** A text field: trimmed, at most `max` characters, one line unless `multiline`. */
function text(label: string, max: number, multiline = false) {
  return z.preprocess(
    notText,
    z
      .string({ error: `${label}: enter text.` })
      .trim()
      .max(max, `${label}: at most ${max} characters.`)
      .refine(
        multiline ? isPlainText : isSingleLine,
        multiline ? `${label}: text without control characters.` : `${label}: one line, without control characters.`,
      ),
  );
}

const line = (label: string, max: number) => text(label, max);

function required(label: string, max: number, multiline = false) {
  return text(label, max, multiline).refine((value) => value.length > 0, `${label}: this field is required.`);
}

/** An optional value: a blank field is stored as absent. */
function optional<T extends z.ZodType<string>>(rule: T) {
  return z.preprocess((value) => (value === "" || (typeof value === "string" && value.trim() === "") ? undefined : value), rule.optional());
}

/** A text in every language; English required, French and Arabic optional. */
export function localized(label: string, max: number, options: { multiline?: boolean } = {}) {
  const one = (name: string) => text(`${label} (${name})`, max, options.multiline);
  return z.preprocess(
    (value) => (value === undefined ? {} : value),
    z.object(
      {
        en: required(`${label} (English)`, max, options.multiline),
        fr: optional(one("French")),
        ar: optional(one("Arabic")),
      },
      { error: `${label}: enter text.` },
    ),
  );
}

/** Whether a group of form fields (an object of texts) was left blank: every part absent or only spaces. */
function allBlank(value: unknown): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((part) => part === undefined || (typeof part === "string" && part.trim() === ""))
  );
}

/** A text in every language that may be left out altogether: blank in every language is absent. */
function optionalLocalized(label: string, max: number, options: { multiline?: boolean } = {}) {
  return z.preprocess((value) => (value === undefined || allBlank(value) ? undefined : value), localized(label, max, options).optional());
}

/** A decimal degree typed in a form (or read back as a number from a stored document). */
function degrees(label: string, limit: number) {
  return z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    line(label, 20)
      .refine(
        (value) => /^-?\d{1,3}(\.\d{1,7})?$/.test(value) && Math.abs(Number(value)) <= limit,
        `${label}: a number of degrees from -${limit} to ${limit}, such as 33.8925.`,
      )
      .transform(Number),
  );
}

/** Where the office is on a map: both coordinates, or neither (the map link then searches the address). */
const OfficeLocationSchema = z.preprocess(
  (value) => (allBlank(value) ? undefined : value),
  z
    .object(
      { latitude: degrees("Latitude", 90), longitude: degrees("Longitude", 180) },
      { error: "Map position: enter the latitude and the longitude, or leave both blank." },
    )
    .optional(),
);

/** A repeated row of a form: absent means none; rows a hand-made post skipped are dropped. */
function list<Item extends z.ZodType>(item: Item, label: string, max: number) {
  return z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value.filter((row) => row !== undefined) : value),
    z.array(item, { error: `${label}: the list could not be read.` }).max(max, `${label}: at most ${max} entries.`),
  );
}

const PHONE = /^\+?[0-9][0-9 ().-]{4,24}$/;
function phone(label: string) {
  return line(label, 30).refine(
    (value) => PHONE.test(value) && value.replace(/\D/g, "").length >= 6 && value.replace(/\D/g, "").length <= 15,
    `${label}: enter a phone number with its country code, such as +225 27 22 123 456.`,
  );
}

function email(label: string) {
  return line(label, 254).pipe(z.email(`${label}: enter an e-mail address such as info@example.com.`));
}

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

function httpsUrl(label: string) {
  return line(label, 500).refine(isHttpsUrl, `${label}: enter a full address starting with https://.`);
}

/**
 * A picture of this site (decision 0005): a path under /images, such as
 * /images/team/maya-saleh.svg, or an uploaded photo's JPEG (/media/…, decision 0031).
 */
const IMAGE_PATH = /^\/images\/[A-Za-z0-9_-][A-Za-z0-9_./-]*\.(svg|png|jpe?g|webp|avif)$/;
function imagePath(label: string) {
  return line(label, 200).refine(
    (value) => (IMAGE_PATH.test(value) && !value.includes("..")) || photoOfPath(value) !== null,
    `${label}: enter a picture path of this site, such as /images/team/maya-saleh.svg.`,
  );
}

/** A whole number typed in a form (or read back from a stored document). */
function wholeNumber(label: string, min: number, max: () => number, message: string) {
  return z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    line(label, 10)
      .refine((value) => /^\d{1,4}$/.test(value), message)
      .transform(Number)
      .refine((value) => value >= min && value <= max(), message),
  );
}

const thisYear = () => new Date().getUTCFullYear();
function year(label: string) {
  return wholeNumber(label, 1900, thisYear, `${label}: enter a year from 1900 to ${thisYear()}.`);
}

export const STAT_ICONS = ["map", "compass", "award", "users"] as const;
export type StatIcon = (typeof STAT_ICONS)[number];

/** The lists of each section's form that rows are added to, moved in and removed from, with their most rows. */
export const SITE_CONTENT_LISTS: Record<SiteContentSection, Readonly<Record<string, number>>> = {
  contact: {},
  offices: {},
  hours: { rows: 10 },
  social: {},
  claims: { credentials: 20 },
  about: { whoWeAre: 20, stats: 8 },
  team: { members: 30 },
  testimonials: { items: 30 },
  hero: {},
};

/* ---------------------------------------------------------------- sections */

export const ContactContentSchema = z.object({
  companyName: localized("Company name", 100),
  /** The registered name in the footer's copyright and for search engines; the company name when absent. */
  legalName: optionalLocalized("Legal name", 150),
  address: z.object({
    street: localized("Street", 150),
    city: localized("City", 80),
    country: localized("Country", 80),
  }),
  // The offices' phones are the offices section's (issue #23, decision 0039): a stored or imported
  // document that still carries `phones` reads without them.
  emails: z.object({
    info: email("Information e-mail"),
    cargo: email("Cargo e-mail"),
  }),
  /** The main office's position, for the contact page's map (absent: the map link searches the address). */
  map: OfficeLocationSchema,
});

/** The office names that error messages start with. */
const OFFICE_LABELS: Record<OfficeId, string> = { beirut: "Beirut office", abidjan: "Abidjan office", monrovia: "Monrovia office" };

/** One office: what the contact page's card, the top bar and the WhatsApp buttons show, and the zone its staff read times in. */
function office(label: string) {
  return z.object({
    name: localized(`${label}: name`, 80),
    address: localized(`${label}: address`, 200),
    phone: phone(`${label}: phone`),
    whatsapp: phone(`${label}: WhatsApp number`),
    email: email(`${label}: e-mail`),
    hours: localized(`${label}: opening hours`, 120),
    timeZone: line(`${label}: time zone`, 60).refine(
      isTimeZone,
      `${label}: time zone: enter a time zone such as Asia/Beirut or Africa/Abidjan.`,
    ),
    // What its invoices print (issue #27); the office's name and address stand in when absent.
    legalName: optionalLocalized(`${label}: legal name`, 150),
    legalAddress: optionalLocalized(`${label}: legal address`, 300),
    taxNumber: optional(line(`${label}: tax number`, 40)),
    /** How to pay this office without coming in (mobile money numbers, bank details), shown on a customer's quote (issue #27). */
    paymentInstructions: optionalLocalized(`${label}: payment instructions`, 1000, { multiline: true }),
  });
}

/** The three offices (issue #23), each under its id. */
export const OfficesContentSchema = z.object(
  Object.fromEntries(OFFICE_IDS.map((id) => [id, office(OFFICE_LABELS[id])])) as Record<OfficeId, ReturnType<typeof office>>,
);

/** schema.org opening hours: `Mo-Fr 08:00-16:00`, `Sa 08:00-13:00`. */
const OPENING_HOURS = /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? ([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/;

export const HoursContentSchema = z.object({
  rows: list(
    z.object({
      days: localized("Days", 60),
      hours: localized("Hours", 60),
      schema: optional(
        line("Hours for search engines", 40).refine(
          (value) => OPENING_HOURS.test(value),
          "Hours for search engines: write them as Mo-Fr 08:00-16:00, or leave blank when closed.",
        ),
      ),
    }),
    "Opening hours",
    SITE_CONTENT_LISTS.hours.rows!,
  ).refine((rows) => rows.length > 0, "Opening hours: add at least one line."),
});

export const SocialContentSchema = z.object({
  facebook: optional(httpsUrl("Facebook")),
  instagram: optional(httpsUrl("Instagram")),
  linkedin: optional(httpsUrl("LinkedIn")),
  whatsapp: optional(httpsUrl("WhatsApp")),
  x: optional(httpsUrl("X")),
});

export const ClaimsContentSchema = z.object({
  yearsOfExperience: line("Years of experience", 10).refine(
    (value) => /^\d{1,3}\+?$/.test(value),
    "Years of experience: a number, optionally followed by +, such as 13+.",
  ),
  founded: year("Founding year"),
  servingSince: year("Serving travellers since"),
  credentials: list(localized("Credential", 200), "Credentials", SITE_CONTENT_LISTS.claims.credentials!),
});

export const AboutContentSchema = z.object({
  story: localized("Our story", 4000, { multiline: true }),
  mission: localized("Our mission", 1000, { multiline: true }),
  whoWeAre: list(localized("Who We Are line", 200), "Who We Are", SITE_CONTENT_LISTS.about.whoWeAre!),
  stats: list(
    z.object({
      icon: z.enum(STAT_ICONS, { error: "Icon: choose one of the list." }),
      value: required("Figure", 20),
      label: localized("Label", 60),
    }),
    "Stats",
    SITE_CONTENT_LISTS.about.stats!,
  ),
});

export const TeamContentSchema = z.object({
  members: list(
    z.object({
      name: required("Name", 100),
      role: localized("Role", 100),
      image: imagePath("Photo"),
      bio: localized("Bio", 1000, { multiline: true }),
    }),
    "Team members",
    SITE_CONTENT_LISTS.team.members!,
  ),
});

export const TestimonialsContentSchema = z.object({
  items: list(
    z.object({
      name: required("Name", 100),
      location: localized("Location", 100),
      rating: wholeNumber("Rating", 1, () => 5, "Rating: a whole number from 1 to 5."),
      avatar: optional(imagePath("Picture")),
      text: localized("Text", 1000, { multiline: true }),
    }),
    "Testimonials",
    SITE_CONTENT_LISTS.testimonials.items!,
  ),
});

export const HeroContentSchema = z.object({
  eyebrow: localized("Line above the title", 100),
  title: localized("Title", 150),
  text: localized("Text", 400, { multiline: true }),
});

export const SITE_CONTENT_SCHEMAS = {
  contact: ContactContentSchema,
  offices: OfficesContentSchema,
  hours: HoursContentSchema,
  social: SocialContentSchema,
  claims: ClaimsContentSchema,
  about: AboutContentSchema,
  team: TeamContentSchema,
  testimonials: TestimonialsContentSchema,
  hero: HeroContentSchema,
} as const satisfies Record<SiteContentSection, z.ZodType>;

export type SiteContentDocuments = { [S in SiteContentSection]: z.output<(typeof SITE_CONTENT_SCHEMAS)[S]> };

/* ---------------------------------------------------------------- resolving a language */

/** Every section's texts in one language, English where a text was not translated (what public pages show). */
export type SiteContent = { [S in SiteContentSection]: Resolved<SiteContentDocuments[S]> };

/** A document with every localized text replaced by the text in one language. */
export type Resolved<T> = T extends LocalizedText
  ? string
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return typeof (value as { en?: unknown }).en === "string" && keys.every((key) => (LOCALES as readonly string[]).includes(key));
}

/** Each text in `locale`, or in English where it was not translated. */
export function resolveLocale<T>(document: T, locale: Locale): Resolved<T> {
  const walk = (value: unknown): unknown => {
    if (isLocalizedText(value)) return value[locale]?.trim() ? value[locale] : value[DEFAULT_LOCALE];
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === "object" && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return walk(document) as Resolved<T>;
}

/* ---------------------------------------------------------------- forms */

/** A stored document as a form's values: numbers as text, absent values left out. */
export function toSiteContentFormValues(document: unknown): FormValues {
  const walk = (value: unknown): FormValue | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === "string") return value;
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    if (Array.isArray(value)) return value.map((item) => walk(item) ?? "");
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .map(([key, inner]) => [key, walk(inner)] as const)
        .filter((entry): entry is readonly [string, FormValue] => entry[1] !== undefined),
    );
  };
  return (walk(document) ?? {}) as FormValues;
}

/** What a press of one of a section form's buttons asks for. */
export type SiteContentIntent =
  { kind: "save" } | { kind: "add"; list: string } | { kind: "up" | "down" | "remove"; list: string; index: number };

/** `save`, `add:members`, `up:members:2`…; null for anything else, or a list the section does not have. */
export function parseSiteContentIntent(section: SiteContentSection, value: unknown): SiteContentIntent | null {
  if (value === "save") return { kind: "save" };
  if (typeof value !== "string") return null;
  const match = /^(add|up|down|remove):([A-Za-z]+)(?::(\d{1,3}))?$/.exec(value);
  if (!match || !Object.hasOwn(SITE_CONTENT_LISTS[section], match[2]!)) return null;
  const [, kind, listName, index] = match;
  if (kind === "add") return index === undefined ? { kind: "add", list: listName! } : null;
  return index === undefined ? null : { kind: kind as "up" | "down" | "remove", list: listName!, index: Number(index) };
}

/**
 * The posted values with one list changed as the button asked: a row added at the end, moved
 * or removed. Every other value stays as typed; nothing is saved.
 */
export function applyListIntent(
  section: SiteContentSection,
  values: FormValues,
  intent: Exclude<SiteContentIntent, { kind: "save" }>,
): FormValues {
  const max = SITE_CONTENT_LISTS[section][intent.list] ?? 0;
  const current = values[intent.list];
  const rows: FormValue[] = Array.isArray(current) ? current.filter((row) => row !== undefined) : [];
  const index = "index" in intent ? intent.index : -1;
  switch (intent.kind) {
    case "add":
      if (rows.length < max) rows.push({});
      break;
    case "remove":
      if (index < rows.length) rows.splice(index, 1);
      break;
    case "up":
      if (index > 0 && index < rows.length) [rows[index - 1], rows[index]] = [rows[index]!, rows[index - 1]!];
      break;
    case "down":
      if (index + 1 < rows.length) [rows[index], rows[index + 1]] = [rows[index + 1]!, rows[index]!];
      break;
  }
  return { ...values, [intent.list]: rows };
}

/** A document flattened to `path: value` pairs, so the audit trail names each field that changed. */
export function flattenDocument(document: unknown, prefix = ""): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (typeof value === "object" && value !== null)
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    else if (value !== undefined) fields[path] = value;
  };
  walk(document, prefix);
  return fields;
}
