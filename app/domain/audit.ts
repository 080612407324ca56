import type { AuditThumbnail } from "./audit-changes";
import { zonedLabel } from "./offices";

/**
 * The audit trail as the screens see it (decision 0023): the entries, the Activity page's
 * filter, and the links to the records; how a change reads ("Price $1,299 → $1,399 by Rima,
 * 2 hours ago") is app/content/audit-history.ts.
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
  "shipment",
  "cargo-batch",
  "cargo-rate-card",
  "payment",
  "invoice",
  "credit-note",
  "cash-up",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Every action the log knows, in the order the Activity page's filter lists them. */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "feature",
  "unfeature",
  "publish",
  "unpublish",
  "import",
  "change-role",
  "reset-password",
  "mark-read",
  "mark-unread",
  "archive",
  "unarchive",
  "change-status",
  "assign",
  "change-office",
  "route",
  "note",
  "reply",
  "send",
  "withdraw",
  "revise",
  "confirm",
  "release",
  "sign-in",
  "sign-in-failed",
  "sign-in-locked",
  "sign-out",
  "session-ended",
  "forbidden",
  "cross-site-refused",
  "throttled",
  "password-changed",
  "two-factor-enabled",
  "two-factor-disabled",
  "two-factor-reset",
  "two-factor-failed",
  "recovery-code-used",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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

/** A change as a screen shows it: lines of words, and the photos it added, removed or replaced. */
export type DescribedChanges = { lines: string[]; thumbnails: AuditThumbnail[] };

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
