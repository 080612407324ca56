import { AUDIT_TEXTS } from "~/content/audit";
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

/** A logged value as a person reads it: money as money, lists joined, yes/no, long texts shortened. */
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
  if (Array.isArray(value)) return value.length === 0 ? AUDIT_TEXTS.empty : shorten(value.map((item) => String(item)).join(", "));
  if (typeof value === "object") return shorten(JSON.stringify(value));
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

/** One line per field: "Price $1,299 → $1,399"; a record created or deleted lists its values once. */
export function describeChanges(changes: FieldChanges | null): string[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, [before, after]]) => {
    if (before === null) return `${fieldLabel(field)}: ${formatAuditValue(after)}`;
    if (after === null) return `${fieldLabel(field)} was ${formatAuditValue(before)}`;
    return `${fieldLabel(field)} ${formatAuditValue(before)} → ${formatAuditValue(after)}`;
  });
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
  lines: string[];
  ip: string | null;
  /** Whom or what it was about, where the panel lists several records (the users screen). */
  subject: string | null;
};

export function toAuditItem(entry: AuditEntry, reference: Date, timeZone = "UTC"): AuditItem {
  const entityLabel = entry.entity ? ((AUDIT_TEXTS.entities as Record<string, string>)[entry.entity] ?? entry.entity) : null;
  const lines = describeChanges(entry.changes);
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
    lines,
    ip: entry.ip,
    subject: null,
  };
}
