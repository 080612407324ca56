import {
  entityHref,
  MAX_VALUE_LENGTH,
  NAMED_ENTITIES,
  utcLabel,
  type AuditEntry,
  type AuditItem,
  type DescribedChanges,
  type FieldChanges,
} from "~/domain/audit";
import {
  galleryEntries,
  isListField,
  isRow,
  isRowList,
  json,
  LINKED_FIELDS,
  ROW_NAME,
  rowKind,
  sameEntries,
  thumbnailSrc,
  type AuditNames,
  type AuditThumbnail,
} from "~/domain/audit-changes";
import { formatMoney, type Money } from "~/domain/money";
import { photoOfPath } from "~/domain/photos";
import { AUDIT_TEXTS } from "./audit";
import { plural } from "./plural";

/**
 * The audit trail in words (decision 0042; decision 0053 moved it here from app/domain): how a
 * change reads ("Price $1,299 → $1,399", "Itinerary: 2 days added, day 3 renamed"), who did
 * it and when ("2 hours ago"). The facts it reads are domain/audit and domain/audit-changes.
 */

const TEXTS = AUDIT_TEXTS.changes;

/**
 * Rows compared place by place, as the form numbers them: "2 days added, day 3 renamed",
 * "question 2 reworded", "days reordered"; null when nothing differs.
 */
export function describeRowChanges(field: string, before: unknown[], after: unknown[]): string | null {
  const kind = rowKind(field);
  const noun = TEXTS.rows[kind];
  if (json(before) === json(after)) return null;
  if (sameEntries(before, after)) return TEXTS.reordered[kind];
  const parts: string[] = [];
  const nameField = ROW_NAME[field];
  for (let index = 0; index < Math.min(before.length, after.length); index++) {
    const was = before[index];
    const is = after[index];
    if (json(was) === json(is)) continue;
    const renamed = nameField && isRow(was) && isRow(is) && json(was[nameField] ?? null) !== json(is[nameField] ?? null);
    const otherParts =
      isRow(was) && isRow(is)
        ? [...new Set([...Object.keys(was), ...Object.keys(is)])].some(
            (part) => part !== nameField && json(was[part] ?? null) !== json(is[part] ?? null),
          )
        : !renamed;
    if (renamed) parts.push(TEXTS.renamed[kind](index + 1));
    // A day renamed and re-described is one change of that day; an FAQ's answer is a part of its own.
    if (otherParts && (!renamed || kind === "faqs")) parts.push(TEXTS.changed[kind](index + 1));
  }
  if (after.length > before.length) parts.unshift(TEXTS.added(plural(after.length - before.length, noun)));
  if (before.length > after.length) parts.unshift(TEXTS.removed(plural(before.length - after.length, noun)));
  return parts.join(", ");
}

/** How many rows a list holds, in words: "5 days". */
export function countRows(field: string, rows: unknown[]): string {
  return plural(rows.length, TEXTS.rows[rowKind(field)]);
}

function quoteAll(items: unknown[], shorten: (text: string) => string): string {
  return items.map((item) => TEXTS.quoted(shorten(String(item)))).join(", ");
}

/** A list of texts changed: 'added “Sunset cruise”; removed “Museum”', or "reordered". */
export function describeTextListChanges(before: unknown[], after: unknown[], shorten: (text: string) => string): string | null {
  if (json(before) === json(after)) return null;
  if (sameEntries(before, after)) return TEXTS.listReordered;
  const keys = (list: unknown[]) => new Set(list.map(json));
  const beforeKeys = keys(before);
  const afterKeys = keys(after);
  const added = after.filter((item) => !beforeKeys.has(json(item)));
  const removed = before.filter((item) => !afterKeys.has(json(item)));
  const parts: string[] = [];
  if (added.length > 0) parts.push(TEXTS.addedItems(quoteAll(added, shorten)));
  if (removed.length > 0) parts.push(TEXTS.removedItems(quoteAll(removed, shorten)));
  return parts.length > 0 ? parts.join("; ") : TEXTS.listReordered;
}

function thumbnailOf(hash: string, names: AuditNames, label: string): AuditThumbnail[] {
  const width = names.photoWidths?.[hash];
  return width ? [{ src: thumbnailSrc(hash, width), label }] : [];
}

/** A gallery changed: "2 photos added, 1 photo removed, alt text of 1 photo changed", with the photos added and removed. */
export function describeGalleryChange(
  before: unknown,
  after: unknown,
  names: AuditNames,
): { text: string | null; thumbnails: AuditThumbnail[] } {
  const was = galleryEntries(before);
  const is = galleryEntries(after);
  const wasByHash = new Map(was.map((entry) => [entry.hash, entry.text]));
  const isHashes = new Set(is.map((entry) => entry.hash));
  const added = is.filter((entry) => !wasByHash.has(entry.hash));
  const removed = was.filter((entry) => !isHashes.has(entry.hash));
  const retitled = is.filter((entry) => wasByHash.has(entry.hash) && wasByHash.get(entry.hash) !== entry.text);
  const kept = (list: { hash: string }[], other: Set<string>) => list.map((entry) => entry.hash).filter((hash) => other.has(hash));
  const reordered = json(kept(was, isHashes)) !== json(kept(is, new Set(wasByHash.keys())));
  const parts: string[] = [];
  if (added.length > 0) parts.push(TEXTS.added(plural(added.length, TEXTS.photos)));
  if (removed.length > 0) parts.push(TEXTS.removed(plural(removed.length, TEXTS.photos)));
  if (retitled.length > 0) parts.push(TEXTS.altChanged(plural(retitled.length, TEXTS.photos)));
  if (reordered) parts.push(TEXTS.photosReordered);
  return {
    text: parts.length > 0 ? parts.join(", ") : null,
    thumbnails: [
      ...added.flatMap((entry) => thumbnailOf(entry.hash, names, TEXTS.photoAdded)),
      ...removed.flatMap((entry) => thumbnailOf(entry.hash, names, TEXTS.photoRemoved)),
    ],
  };
}

/** A cover image changed: "changed", "set" or "removed", with the uploaded photos before and after. */
export function describeCoverChange(before: unknown, after: unknown): { text: string; thumbnails: AuditThumbnail[] } | null {
  const was = typeof before === "string" ? photoOfPath(before) : null;
  const is = typeof after === "string" ? photoOfPath(after) : null;
  // An address elsewhere (not an uploaded photo) reads as text, as any other field.
  if (!was && !is) return null;
  const thumbnails: AuditThumbnail[] = [];
  if (was) thumbnails.push({ src: thumbnailSrc(was.hash, was.width), label: TEXTS.photoBefore });
  if (is) thumbnails.push({ src: thumbnailSrc(is.hash, is.width), label: TEXTS.photoAfter });
  const text = before === null || before === "" ? TEXTS.coverSet : after === null || after === "" ? TEXTS.coverRemoved : TEXTS.coverChanged;
  return { text, thumbnails };
}

function shorten(text: string): string {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  return chars.length > MAX_VALUE_LENGTH ? `${chars.slice(0, MAX_VALUE_LENGTH - 1).join("")}…` : chars.join("");
}

function isMoney(value: unknown): value is Money {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Money).amountMinor === "number" &&
    typeof (value as Money).currency === "string"
  );
}

/** A logged value as a person reads it: money as money, lists joined, yes/no, long texts shortened; never "[object Object]". */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return AUDIT_TEXTS.empty;
  if (typeof value === "boolean") return value ? AUDIT_TEXTS.yes : AUDIT_TEXTS.no;
  if (isMoney(value)) {
    try {
      return formatMoney(value);
    } catch {
      return `${value.amountMinor} ${value.currency}`;
    }
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return AUDIT_TEXTS.empty;
    if (isRowList(value)) return countRows("", value);
    return shorten(value.map((item) => formatAuditValue(item)).join(", "));
  }
  if (typeof value === "object") {
    return shorten(
      Object.entries(value)
        .map(([key, part]) => `${fieldLabel(key)}: ${formatAuditValue(part)}`)
        .join(", "),
    );
  }
  return shorten(String(value));
}

/** The translations' languages as the (English) admin names them. */
const TRANSLATION_LANGUAGES: Record<string, string> = { fr: "French", ar: "Arabic" };

/** "Price" for `price`, and a readable name for a field no label names (`groupSize` → "Group size"). */
export function fieldLabel(field: string): string {
  // A translated field (`title.fr`): the field's label and the language's English name.
  const [base, locale] = field.split(".");
  if (locale && locale in TRANSLATION_LANGUAGES) return `${fieldLabel(base!)} (${TRANSLATION_LANGUAGES[locale]})`;
  const label = (AUDIT_TEXTS.fields as Record<string, string>)[field];
  if (label) return label;
  const words = field.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** A linked record's name ("Bali" for `bali`), "(deleted) …" when the server found none. */
function linkedName(kind: string, id: unknown, names: AuditNames): string {
  if (id === null || id === undefined || id === "") return AUDIT_TEXTS.empty;
  const key = String(id);
  return names.records?.[kind]?.[key] ?? AUDIT_TEXTS.changes.deleted(names.deleted?.[kind]?.[key] ?? key);
}

/** One field's change in words; `label` is what the line starts with. */
function describeField(field: string, label: string, before: unknown, after: unknown, names: AuditNames): DescribedChanges {
  const one = (line: string, thumbnails: AuditThumbnail[] = []): DescribedChanges => ({ lines: [line], thumbnails });
  const linked = LINKED_FIELDS[field];
  if (linked) {
    if (before === null) return one(`${label}: ${linkedName(linked, after, names)}`);
    if (after === null) return one(`${label} was ${linkedName(linked, before, names)}`);
    return one(`${label} ${linkedName(linked, before, names)} → ${linkedName(linked, after, names)}`);
  }
  if (field === "gallery") {
    const { text, thumbnails } = describeGalleryChange(before, after, names);
    return text ? one(`${label}: ${text}`, thumbnails) : { lines: [], thumbnails: [] };
  }
  if (field === "image") {
    const cover = describeCoverChange(before, after);
    if (cover) return one(`${label} ${cover.text}`, cover.thumbnails);
  }
  if (isListField(field, before, after)) {
    const was = Array.isArray(before) ? before : [];
    const is = Array.isArray(after) ? after : [];
    // A record created or deleted lists its values once: "Itinerary: 5 days", "Highlights: …".
    if (before === null) return one(`${label}: ${isRowList(is) ? countRows(field, is) : formatAuditValue(is)}`);
    if (after === null) return one(`${label} was ${isRowList(was) ? countRows(field, was) : formatAuditValue(was)}`);
    const rows = isRowList(was) || isRowList(is);
    const text = rows ? describeRowChanges(field, was, is) : describeTextListChanges(was, is, shorten);
    return text ? one(`${label}: ${text}`) : { lines: [], thumbnails: [] };
  }
  if (before === null) return one(`${label}: ${formatAuditValue(after)}`);
  if (after === null) return one(`${label} was ${formatAuditValue(before)}`);
  return one(`${label} ${formatAuditValue(before)} → ${formatAuditValue(after)}`);
}

/** A translated field (`title.fr`) reads "French title changed: Brésil → Le Brésil", "French itinerary: day 2 renamed". */
function describeTranslation(base: string, language: string, before: unknown, after: unknown, names: AuditNames): DescribedChanges {
  const label = `${language} ${fieldLabel(base).toLowerCase()}`;
  const TEXTS = AUDIT_TEXTS.changes;
  if (isListField(base, before, after) && before !== null && after !== null) return describeField(base, label, before, after, names);
  if (before === null || before === "") return { lines: [`${TEXTS.translationAdded(label)}: ${formatAuditValue(after)}`], thumbnails: [] };
  if (after === null || after === "") return { lines: [TEXTS.translationRemoved(label)], thumbnails: [] };
  return { lines: [`${TEXTS.translationChanged(label)}: ${formatAuditValue(before)} → ${formatAuditValue(after)}`], thumbnails: [] };
}

/**
 * Every field's change in words, with the photos it concerns: "Price $1299 → $1399",
 * "Itinerary: 2 days added, day 3 renamed", "Destination Bali → Morocco", "French title
 * changed: …". A record created or deleted lists its values once.
 */
export function describeChangesInWords(changes: FieldChanges | null, names: AuditNames = {}): DescribedChanges {
  const described: DescribedChanges = { lines: [], thumbnails: [] };
  if (!changes) return described;
  for (const [field, [before, after]] of Object.entries(changes)) {
    const [base, locale] = field.split(".");
    const language = locale ? TRANSLATION_LANGUAGES[locale] : undefined;
    const part =
      base && language
        ? describeTranslation(base, language, before, after, names)
        : describeField(field, fieldLabel(field), before, after, names);
    described.lines.push(...part.lines);
    described.thumbnails.push(...part.thumbnails);
  }
  return described;
}

/** One line per field: "Price $1299 → $1399"; a record created or deleted lists its values once. */
export function describeChanges(changes: FieldChanges | null, names: AuditNames = {}): string[] {
  return describeChangesInWords(changes, names).lines;
}

/** What happened, as a heading: "Created", "Role changed", "Sign-in failed". */
export function actionLabel(action: string): string {
  const label = (AUDIT_TEXTS.actions as Record<string, string>)[action];
  if (label) return label;
  const words = action.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function actorLabel(entry: Pick<AuditEntry, "actorName" | "actorId">): string {
  return entry.actorName ?? entry.actorId ?? AUDIT_TEXTS.anonymous;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "2 hours ago", "yesterday", "just now": worked out on the server, so the page reads the same after hydration. */
export function relativeTime(at: string, reference: Date): string {
  const seconds = Math.round((Date.parse(at) - reference.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return AUDIT_TEXTS.justNow;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds / 60), "minute");
}

/** The record an entry is about, by the name staff know it by; "(deleted) …" when the server found none. */
function recordName(entry: AuditEntry, names: AuditNames): string | null {
  if (!entry.entity || !entry.entityId || !(entry.entity in NAMED_ENTITIES)) return null;
  const name = names.records?.[entry.entity]?.[entry.entityId];
  if (name) return name;
  if (!names.records?.[entry.entity]) return null;
  return AUDIT_TEXTS.changes.deleted(names.deleted?.[entry.entity]?.[entry.entityId] ?? entityLabelOf(entry.entity));
}

function entityLabelOf(entity: string): string {
  return (AUDIT_TEXTS.entities as Record<string, string>)[entity] ?? entity;
}

export function toAuditItem(entry: AuditEntry, reference: Date, names: AuditNames = {}, timeZone = "UTC"): AuditItem {
  const entityLabel = entry.entity ? entityLabelOf(entry.entity) : null;
  const { lines, thumbnails } = describeChangesInWords(entry.changes, names);
  if (lines.length === 0 && entry.detail) {
    lines.push(
      ...Object.entries(entry.detail).map(([key, value]) =>
        typeof value === "object" && value !== null && !Array.isArray(value)
          ? `${fieldLabel(key)}: ${Object.entries(value)
              .map(([name, count]) => `${name} ${formatAuditValue(count)}`)
              .join(", ")}`
          : `${fieldLabel(key)}: ${formatAuditValue(value)}`,
      ),
    );
  }
  return {
    id: entry.id,
    at: entry.at,
    utc: utcLabel(entry.at, timeZone),
    when: relativeTime(entry.at, reference),
    kind: entry.kind,
    action: entry.action,
    actionLabel: actionLabel(entry.action),
    actor: actorLabel(entry),
    entity: entry.entity,
    entityLabel,
    entityId: entry.entityId,
    href: entry.kind === "change" && entry.action === "delete" ? null : entityHref(entry.entity, entry.entityId),
    record: recordName(entry, names),
    lines,
    thumbnails,
    ip: entry.ip,
    subject: null,
  };
}
