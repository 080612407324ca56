import { SITE_CONTENT_SAMPLE } from "~/content/site-content-sample";
import type { Locale } from "~/domain/locale";
import type { OfficeId } from "~/domain/offices";
import {
  flattenDocument,
  OfficesContentSchema,
  resolveLocale,
  SITE_CONTENT_SCHEMAS,
  SITE_CONTENT_SECTIONS,
  type SiteContent,
  type SiteContentDocuments,
  type SiteContentSection,
} from "~/domain/site-content";
import { currentAuditOrigin, diffFields, recordChange } from "~/server/accounts/audit.server";
import { bumpContentVersion, readContentVersion } from "./content-version.server";
import { getDb, inTransaction, withDb, type Db } from "./db.server";
import { now } from "./records.server";
import { sampleImage } from "~/server/samples/sample-photos.server";
import { log } from "./log.server";

/**
 * The site's editable content (issue #11): one row per section in `site_content`, read by the
 * admin screens as documents and by the public pages, resolved to one language, through
 * getSiteContent. Every save is versioned, audited and raises the content version.
 */

/** A section as the admin screen edits it. */
export type StoredSection<S extends SiteContentSection> = { document: SiteContentDocuments[S]; version: number; updatedAt: string | null };

export type { SiteContent };

/** A stored document, or the sample one when the row is missing or no longer reads (never a broken page). */
function parseDocument<S extends SiteContentSection>(section: S, json: string | undefined): SiteContentDocuments[S] {
  if (json === undefined) return SITE_CONTENT_SAMPLE[section];
  try {
    const parsed = SITE_CONTENT_SCHEMAS[section].safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data as SiteContentDocuments[S];
  } catch {
    // Fall through to the sample.
  }
  log.error(`The stored site content "${section}" does not read; the sample content is shown instead.`);
  return SITE_CONTENT_SAMPLE[section];
}

export async function getSiteContentSection<S extends SiteContentSection>(section: S): Promise<StoredSection<S>> {
  const row = await getDb().selectFrom("site_content").selectAll().where("section", "=", section).executeTakeFirst();
  return { document: parseDocument(section, row?.document), version: row ? Number(row.version) : 0, updatedAt: row?.updated_at ?? null };
}

/**
 * A stored document as the export writes it: as stored, less the fields a section no longer has
 * (the contact section's `phones`, now the offices', issue #23), so that a new file never carries
 * a second copy of the offices' phones.
 */
export function exportedSiteContentDocument(section: string, document: unknown): unknown {
  if (section !== "contact" || !document || typeof document !== "object" || Array.isArray(document)) return document;
  const { phones: _retired, ...rest } = document as Record<string, unknown>;
  return rest;
}

/** Every section's document, as stored (the export, the public cache). */
export async function getSiteContentDocuments(): Promise<SiteContentDocuments> {
  const rows = await getDb().selectFrom("site_content").select(["section", "document"]).execute();
  const bySection = new Map(rows.map((row) => [row.section, row.document]));
  return Object.fromEntries(
    SITE_CONTENT_SECTIONS.map((section) => [section, parseDocument(section, bySection.get(section))]),
  ) as SiteContentDocuments;
}

export type SaveSiteContentResult = { status: "ok"; version: number } | { status: "conflict" };

/**
 * Stores a section's document if it is still at `version` (the one the form was opened with),
 * in one transaction with its audit row (each changed field) and the content version's bump.
 * A section never stored counts as version 0.
 */
export async function saveSiteContentSection<S extends SiteContentSection>(
  section: S,
  document: SiteContentDocuments[S],
  version: number,
): Promise<SaveSiteContentResult> {
  return inTransaction(async () => {
    const db = getDb();
    const before = await getSiteContentSection(section);
    if (before.version !== version) return { status: "conflict" };
    const json = JSON.stringify(document);
    const updatedAt = now();
    if (version === 0) {
      const inserted = await db
        .insertInto("site_content")
        .values({ section, document: json, version: 1, updated_at: updatedAt })
        .onConflict((conflict) => conflict.column("section").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { status: "conflict" };
    } else {
      const updated = await db
        .updateTable("site_content")
        .set({ document: json, version: version + 1, updated_at: updatedAt })
        .where("section", "=", section)
        .where("version", "=", version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return { status: "conflict" };
    }
    await recordChange(currentAuditOrigin(), {
      action: "update",
      entity: "site-content",
      entityId: section,
      changes: diffFields(flattenDocument(before.document), flattenDocument(document)),
    });
    await bumpContentVersion();
    return { status: "ok", version: version + 1 };
  });
}

/**
 * The sample content as a new database stores it: the team's photos and the customers' avatars
 * point at their uploaded photos (samples/photos, decision 0031), as an admin's uploads would.
 */
async function sampleWithUploadedPictures(): Promise<SiteContentDocuments> {
  const { team, testimonials } = SITE_CONTENT_SAMPLE;
  return {
    ...SITE_CONTENT_SAMPLE,
    team: {
      ...team,
      members: await Promise.all(team.members.map(async (member) => ({ ...member, image: await sampleImage(member.image) }))),
    },
    testimonials: {
      ...testimonials,
      items: await Promise.all(
        testimonials.items.map(async (item) => (item.avatar ? { ...item, avatar: await sampleImage(item.avatar) } : item)),
      ),
    },
  };
}

/**
 * The phones a `contact` document stored before the offices existed (issue #23): the section no
 * longer has them (its schema leaves them out), so they are read from the stored JSON itself.
 * A phone that is not one (or none at all) is left out, and the office keeps the sample's.
 */
function legacyContactPhones(json: string): Partial<Record<OfficeId, string>> {
  let phones: unknown;
  try {
    phones = (JSON.parse(json) as { phones?: unknown }).phones;
  } catch {
    return {};
  }
  if (!phones || typeof phones !== "object") return {};
  const stored = phones as Record<string, unknown>;
  const checked = OfficesContentSchema.shape.beirut.shape.phone;
  const read = (value: unknown) => {
    const parsed = checked.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
  return Object.fromEntries(
    (
      [
        ["beirut", stored.lebanon],
        ["abidjan", stored.abidjan],
        ["monrovia", stored.liberia],
      ] as const
    ).flatMap(([office, value]) => {
      const phone = read(value);
      return phone ? [[office, phone]] : [];
    }),
  );
}

/**
 * The offices' sample for a database that already has contact details (issue #23): the phones,
 * the info e-mail and the address the admin saved there, so the offices start as the site read
 * before. A database without them gets the sample as it is. A saved offices section is never
 * replaced (the caller inserts only a missing row).
 */
async function officesFromStoredContact(sample: SiteContentDocuments["offices"]): Promise<SiteContentDocuments["offices"]> {
  const row = await getDb().selectFrom("site_content").select("document").where("section", "=", "contact").executeTakeFirst();
  if (!row) return sample;
  const contact = parseDocument("contact", row.document);
  const phones = legacyContactPhones(row.document);
  const { street, city, country } = contact.address;
  const address = Object.fromEntries(
    (["en", "fr", "ar"] as const)
      .filter((locale) => locale === "en" || street[locale] || city[locale] || country[locale])
      .map((locale) => [locale, [street, city, country].map((part) => part[locale] || part.en).join(", ")]),
  ) as { en: string; fr?: string; ar?: string };
  return {
    beirut: { ...sample.beirut, phone: phones.beirut ?? sample.beirut.phone, email: contact.emails.info, address },
    abidjan: { ...sample.abidjan, phone: phones.abidjan ?? sample.abidjan.phone },
    monrovia: { ...sample.monrovia, phone: phones.monrovia ?? sample.monrovia.phone },
  };
}

/** Writes the sample content of every section the database has no row for (a new or an upgraded database). */
export async function loadSiteContentSampleOnce(db: Db): Promise<void> {
  await withDb(db, async () => {
    const withPictures = await sampleWithUploadedPictures();
    const sample = { ...withPictures, offices: await officesFromStoredContact(withPictures.offices) };
    const values = SITE_CONTENT_SECTIONS.map((section) => ({
      section,
      document: JSON.stringify(sample[section]),
      version: 1,
      updated_at: now(),
    }));
    await getDb()
      .insertInto("site_content")
      .values(values)
      .onConflict((conflict) => conflict.column("section").doNothing())
      .execute();
  });
}

/* ---------------------------------------------------------------- public reads */

/** The documents last read, with the content version they were read at, and each language resolved from them. */
let cached: { contentVersion: number; documents: SiteContentDocuments; resolved: Map<Locale, SiteContent> } | null = null;

/**
 * The site content in `locale`, every text resolved (French or Arabic where translated,
 * English otherwise), for the public loaders. One query for the content version per call; the
 * documents are read again only after a save anywhere raised it, so a change shows on the next
 * request on every instance.
 */
export async function getSiteContent(locale: Locale): Promise<SiteContent> {
  const contentVersion = await readContentVersion();
  if (!cached || cached.contentVersion !== contentVersion) {
    cached = { contentVersion, documents: await getSiteContentDocuments(), resolved: new Map() };
  }
  let resolved = cached.resolved.get(locale);
  if (!resolved) {
    resolved = resolveLocale(cached.documents, locale) as SiteContent;
    cached.resolved.set(locale, resolved);
  }
  return resolved;
}

const readInRequest = new WeakMap<object, Promise<SiteContent>>();

/**
 * getSiteContent once per request: the layout's loader and the page's, which run side by side,
 * share one read of the content version. `context` is the request's router context.
 */
export function getRequestSiteContent(context: object, locale: Locale): Promise<SiteContent> {
  let content = readInRequest.get(context);
  if (!content) {
    content = getSiteContent(locale);
    readInRequest.set(context, content);
  }
  return content;
}

/** The documents getSiteContent last read, or the sample: for a message sent when the database failed. */
export function lastReadSiteContent(): SiteContentDocuments {
  return cached?.documents ?? SITE_CONTENT_SAMPLE;
}

/** Forgets what getSiteContent read (tests that swap databases). */
export function forgetSiteContent(): void {
  cached = null;
}
