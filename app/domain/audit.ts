import { AUDIT_TEXTS } from "~/content/audit";
import {
  countRows,
  describeCoverChange,
  describeGalleryChange,
  describeRowChanges,
  describeTextListChanges,
  isListField,
  isRowList,
  LINKED_FIELDS,
  type AuditNames,
  type AuditThumbnail,
} from "./audit-changes";
import { formatMoney, type Money } from "./money";
import { zonedLabel } from "./offices";

/**
 * The audit trail as the screens see it (decision 0023): the entries, the Activity page's
 * filter, and how a change reads ("Price $1,299 → $1,399 by Rima, 2 hours ago").
 */

/** `{ field: [before, after] }`; a field added has `before` null, one removed `after` null. */
export type FieldChanges = Record<string, [unknown, unknown]>;

export type AuditEntry = {
  id: string;
  /** ISO-8601 UTC. */
  at: string;
  kind: "change" | "security";
  action: string;
  actorId: string | null;
  actorName: string | null;
  entity: string | null;
  entityId: string | null;
  changes: FieldChanges | null;
  detail: Record<string, unknown> | null;
  ip: string | null;
  requestId: string | null;
};

/** What the log's `entity` column names. */
export const AUDIT_ENTITIES = [
  "destination",
  "tour",
  "service",
  "user",
  "enquiry",
  "catalogue",
  "setting",
  "site-content",
  "exchange-rate",
  "departure",
  "quote",
  "booking",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Every action the log knows, in the order the Activity page's filter lists them. */
export const AUDIT_ACTIONS = Object.keys(AUDIT_TEXTS.actions);

/** The Activity page's filter, from its URL; anything malformed is left out rather than refused. */
export type AuditFilter = { actor?: string; entity?: AuditEntity; action?: string; from?: string; to?: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_FILTER_TEXT = 100;

function isDate(text: string): boolean {
  return DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  const text = (name: string) => {
    const value = (params.get(name) ?? "").trim();
    const printable = [...value].every((char) => char.charCodeAt(0) >= 0x20);
    return value && value.length <= MAX_FILTER_TEXT && printable ? value : undefined;
  };
  const actor = text("person");
  if (actor) filter.actor = actor;
  const entity = text("entity");
  if (entity && (AUDIT_ENTITIES as readonly string[]).includes(entity)) filter.entity = entity as AuditEntity;
  const action = text("action");
  if (action && /^[a-z-]+$/.test(action)) filter.action = action;
  const from = text("from");
  if (from && isDate(from)) filter.from = from;
  const to = text("to");
  if (to && isDate(to)) filter.to = to;
  return filter;
}

/** The admin screen that shows a record, when it has one. */
export function entityHref(entity: string | null, id: string | null): string | null {
  if (!entity || !id) return null;
  const path = encodeURIComponent(id);
  switch (entity) {
    case "destination":
      return `/admin/destinations/${path}`;
    case "tour":
      return `/admin/tours/${path}`;
    case "service":
      return `/admin/services/edit/${path}`;
    case "enquiry":
      return `/admin/messages/${path}`;
    case "user":
      return `/admin/users/${path}`;
    case "site-content":
      return `/admin/settings/content/${path}`;
    case "quote":
      return `/admin/quotes/${path}`;
    default:
      return null;
  }
}

/** Long texts are shortened so a line of the history stays a line. */
export const MAX_VALUE_LENGTH = 60;

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

/** A change as a screen shows it: lines of words, and the photos it added, removed or replaced. */
export type DescribedChanges = { lines: string[]; thumbnails: AuditThumbnail[] };

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

/**
 * "2026-11-23 14:05 UTC": the absolute time beside every relative one; in a staff member's
 * office zone when given ("2026-11-23 16:05 EET", issue #23).
 */
export function utcLabel(at: string, timeZone = "UTC"): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  if (timeZone !== "UTC") return zonedLabel(date, timeZone);
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** One event as a screen shows it: everything worked out on the server, so nothing differs after hydration. */
export type AuditItem = {
  id: string;
  at: string;
  utc: string;
  when: string;
  kind: AuditEntry["kind"];
  action: string;
  actionLabel: string;
  actor: string;
  entity: string | null;
  entityLabel: string | null;
  entityId: string | null;
  href: string | null;
  /** The record as staff know it (Q-2026-0001, the customer's name, the tour's title); null when it has no name. */
  record: string | null;
  lines: string[];
  /** The photos the change added, removed or replaced, beside its lines. */
  thumbnails: AuditThumbnail[];
  ip: string | null;
  /** Whom or what it was about, where the panel lists several records (the users screen). */
  subject: string | null;
};

/** The record an entry is about, by the name staff know it by; "(deleted) …" when the server found none. */
function recordName(entry: AuditEntry, names: AuditNames): string | null {
  if (!entry.entity || !entry.entityId || !(entry.entity in NAMED_ENTITIES)) return null;
  const name = names.records?.[entry.entity]?.[entry.entityId];
  if (name) return name;
  if (!names.records?.[entry.entity]) return null;
  return AUDIT_TEXTS.changes.deleted(names.deleted?.[entry.entity]?.[entry.entityId] ?? entityLabelOf(entry.entity));
}

/** The kinds of record the server names (one query per kind, decision 0042). */
export const NAMED_ENTITIES: Partial<Record<AuditEntity, true>> = {
  destination: true,
  tour: true,
  service: true,
  user: true,
  enquiry: true,
  quote: true,
  booking: true,
  departure: true,
};

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
