import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomUUID } from "node:crypto";
import { toAuditItem } from "~/content/audit-history";
import { type AuditEntry, type AuditFilter, type AuditItem, type FieldChanges } from "~/domain/audit";
import type { AuditLogTable } from "../../../db/schema";
import { auditNames } from "./audit-names.server";
import { afterCommit, getDb } from "~/server/platform/db.server";
import { getEnv } from "~/server/platform/env.server";
import { searchPage, type Page } from "~/server/platform/paging.server";
import { requestInfo, requestLog, signedInUserContext, type RequestContext } from "~/server/platform/request-context.server";
import { sql } from "kysely";

export type { FieldChanges } from "~/domain/audit";

/**
 * The audit trail: who changed what, and what happened at the door (issue #10, item 7;
 * decision 0023). Every row is written with getDb(), so inside inTransaction it commits or
 * rolls back with the change it describes; once committed it is also printed to standard
 * output as one JSON object per line (JSON.stringify escapes CR and LF, so user input cannot
 * forge a line).
 */

/** Who did it: a signed-in user, the command line, the system, or nobody known (an anonymous sign-in attempt). */
export type AuditActor = { id: string; name: string } | null;

/** Where it came from. */
export type AuditOrigin = { actor: AuditActor; ip: string | null; requestId: string | null };

/** Changes made by the site itself (the sample catalogue, the first admin from the environment). */
export const SYSTEM_ACTOR = { id: "system", name: "System" } as const;
/** Changes made with `npm run admin:create` or `npm run data:import`. */
export const COMMAND_LINE_ACTOR = { id: "command-line", name: "Command line" } as const;

/** The security events the log knows. */
export type SecurityAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-locked"
  | "sign-out"
  | "session-ended"
  | "forbidden"
  | "cross-site-refused"
  | "throttled"
  | "password-changed"
  | "two-factor-enabled"
  | "two-factor-disabled"
  | "two-factor-reset"
  | "two-factor-failed"
  | "recovery-code-used"
  | "recovery-codes-replaced";

/** The actor, address and request id of an admin request (or of any request, with no actor). */
export function auditOrigin(context: RequestContext): AuditOrigin {
  const info = requestInfo(context);
  let actor: AuditActor = null;
  try {
    const user = context.get(signedInUserContext);
    actor = { id: user.id, name: user.name };
  } catch {
    // Not an admin request: nobody is signed in.
  }
  return { actor, ip: info.clientAddress, requestId: info.id };
}

/** One run of a command-line script: its changes share a request id. */
export function commandLineOrigin(): AuditOrigin {
  return { actor: { ...COMMAND_LINE_ACTOR }, ip: null, requestId: randomUUID() };
}

const originScope = new AsyncLocalStorage<AuditOrigin>();

/**
 * Runs `work` with `origin` as the author of every change made inside it, however deep: the
 * admin gate wraps every admin request in it, the CLI scripts their work. The write helpers
 * (records, users, enquiries) read it with currentAuditOrigin(), so no write needs an extra
 * parameter and none can leave its row out.
 */
export function withAuditOrigin<T>(origin: AuditOrigin, work: () => T): T {
  return originScope.run(origin, work);
}

/** The author of the change being made: the scope's, or the system when nobody set one. */
export function currentAuditOrigin(): AuditOrigin {
  return originScope.getStore() ?? { actor: { ...SYSTEM_ACTOR }, ip: null, requestId: null };
}

/** Field-by-field differences between two versions of a record; `hidden` fields are never logged. */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  hidden: readonly string[] = [],
): FieldChanges {
  const changes: FieldChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (hidden.includes(field)) continue;
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[field] = [was, is];
  }
  return changes;
}

/** Field names that are never written to the log, whatever record they come from. */
const SECRET_FIELD = /password|hash|secret|token|totp|recovery|otp/i;

function withoutSecrets<T extends Record<string, unknown>>(values: T | null | undefined): T | null {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).filter(([field]) => !SECRET_FIELD.test(field))) as T;
}

type AuditRecord = {
  kind: "change" | "security";
  action: string;
  origin: AuditOrigin;
  entity?: string | null;
  entityId?: string | null;
  changes?: FieldChanges | null;
  detail?: Record<string, unknown> | null;
};

/** The JSON line printed for a committed row: CR, LF and every other control character come out escaped. */
export function auditLine(row: AuditLogTable): string {
  const { changes, detail, ...rest } = row;
  return `${JSON.stringify({
    audit: true,
    ...rest,
    changes: changes && JSON.parse(changes),
    detail: detail && JSON.parse(detail),
  }).replace(/[\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`)}\n`;
}

let lastMoment = 0;
let sequence = 0;

/**
 * A row's time and an id that sorts after every earlier row of this process, also within one
 * millisecond: lists ordered by (at, id) show a change's rows in the order they were written
 * (the audit log's, an enquiry's timeline and a quote's events). `moment` is the row's time
 * when it is not now (an enquiry's arrival).
 */
export function nextStamp(moment: number = Date.now()): { id: string; at: string } {
  sequence = moment === lastMoment ? sequence + 1 : 0;
  lastMoment = Math.max(lastMoment, moment);
  return {
    id: `${moment.toString(16).padStart(12, "0")}-${sequence.toString(16).padStart(6, "0")}-${randomUUID()}`,
    at: new Date(moment).toISOString(),
  };
}

/** Writes the row (under `id` when given: a row with that id already there means nothing is written); whether it was. */
async function record(entry: AuditRecord, id?: string): Promise<boolean> {
  const changes = withoutSecrets(entry.changes);
  const detail = withoutSecrets(entry.detail);
  const stamp = nextStamp();
  const row: AuditLogTable = {
    id: id ?? stamp.id,
    at: stamp.at,
    kind: entry.kind,
    action: entry.action,
    actor_id: entry.origin.actor?.id ?? null,
    actor_name: entry.origin.actor?.name ?? null,
    entity: entry.entity ?? null,
    entity_id: entry.entityId ?? null,
    changes: changes && Object.keys(changes).length > 0 ? JSON.stringify(changes) : null,
    detail: detail && Object.keys(detail).length > 0 ? JSON.stringify(detail) : null,
    ip: entry.origin.ip,
    request_id: entry.origin.requestId,
  };
  const insert = getDb().insertInto("audit_log").values(row);
  const result = await (id === undefined ? insert : insert.onConflict((conflict) => conflict.column("id").doNothing())).executeTakeFirst();
  if (id !== undefined && Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await afterCommit(async () => {
    if (process.env.AUDIT_STDOUT !== "0") process.stdout.write(auditLine(row));
    await pruneNowAndThen();
  });
  return true;
}

/** A change staff made to the data: call it inside the change's transaction. */
export function recordChange(
  origin: AuditOrigin,
  change: { action: string; entity: string; entityId: string; changes?: FieldChanges; detail?: Record<string, unknown> },
): Promise<void> {
  return record({ kind: "change", origin, ...change }).then(() => undefined);
}

/** A security event: sign-in success or failure, lock-out, sign-out, refusals, two-factor changes. */
export function recordSecurityEvent(
  origin: AuditOrigin,
  event: { action: SecurityAction; entity?: string; entityId?: string; detail?: Record<string, unknown> },
): Promise<void> {
  return record({ kind: "security", origin, ...event }).then(() => undefined);
}

/* ---------------------------------------------------------------- refusals */

/** The refusals anyone can cause as often as they like. */
export type RefusalAction = "cross-site-refused" | "forbidden" | "throttled";

/**
 * How many rows each refusal keeps per client address and minute (decision 0046): the first
 * says what happened, the request log has every one. A post from another site keeps more, as
 * each may be an attack on a different person behind one address (an office's).
 */
export const REFUSALS_PER_MINUTE: Record<RefusalAction, number> = { "cross-site-refused": 10, forbidden: 1, throttled: 1 };

/**
 * Per database and bucket, the next slot worth trying: only spares the database queries (the
 * rows' ids are the truth), so a flood costs none once its bucket is full.
 */
let slotsTried = new WeakMap<object, Map<string, number>>();
const MAX_BUCKETS_REMEMBERED = 10_000;

/** Tests: forget what this process knows of the buckets, as another instance would. */
export function forgetRefusalSlots(): void {
  slotsTried = new WeakMap();
}

function slotsOf(db: object): Map<string, number> {
  let slots = slotsTried.get(db);
  if (!slots || slots.size > MAX_BUCKETS_REMEMBERED) slotsTried.set(db, (slots = new Map()));
  return slots;
}

/**
 * A refusal, kept only while its address has fewer than REFUSALS_PER_MINUTE of its kind this
 * minute. Each of those rows has an id made of the minute, a hash of the kind and address, and
 * a slot number, so however many instances refuse at once, the database keeps at most that many
 * (a row whose id exists is not written). Returns whether this one was kept.
 */
export async function recordRefusal(
  origin: AuditOrigin,
  event: { action: RefusalAction; entity?: string; entityId?: string; detail?: Record<string, unknown> },
  moment: number = Date.now(),
): Promise<boolean> {
  const minute = Math.floor(moment / 60_000) * 60_000;
  const who = createHash("sha256")
    .update(`${event.action}\n${origin.ip ?? ""}`)
    .digest("hex")
    .slice(0, 24);
  const bucket = `${minute.toString(16).padStart(12, "0")}-refusal-${who}`;
  const slots = slotsOf(getDb());
  for (let slot = slots.get(bucket) ?? 0; slot < REFUSALS_PER_MINUTE[event.action]; slot++) {
    slots.set(bucket, slot + 1);
    if (await record({ kind: "security", origin, ...event }, `${bucket}-${String(slot).padStart(3, "0")}`)) return true;
  }
  return false;
}

/* ---------------------------------------------------------------- retention */

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
let lastPruned = 0;

/**
 * Deletes security rows older than AUDIT_SECURITY_DAYS (decision 0023); change rows are kept
 * for ever. Returns how many rows went.
 */
export async function pruneAuditLog(at: Date = new Date(), keepDays = getEnv().AUDIT_SECURITY_DAYS): Promise<number> {
  const cutoff = new Date(at.getTime() - keepDays * DAY_MS).toISOString();
  const result = await getDb().deleteFrom("audit_log").where("kind", "=", "security").where("at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** At most once an hour per process, after a row was written: no timer to keep or stop. */
async function pruneNowAndThen(): Promise<void> {
  const moment = Date.now();
  if (moment - lastPruned < PRUNE_EVERY_MS) return;
  lastPruned = moment;
  await pruneAuditLog();
}

/* ---------------------------------------------------------------- reading */

function toEntry(row: AuditLogTable): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    kind: row.kind,
    action: row.action,
    actorId: row.actor_id,
    actorName: row.actor_name,
    entity: row.entity,
    entityId: row.entity_id,
    changes: row.changes ? (JSON.parse(row.changes) as FieldChanges) : null,
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
    ip: row.ip,
    requestId: row.request_id,
  };
}

/** The Activity page: newest first, filtered, one page at a time. */
export async function searchAuditLog(filter: AuditFilter, page: number, pageSize?: number): Promise<Page<AuditEntry>> {
  let query = getDb().selectFrom("audit_log").selectAll();
  if (filter.actor) query = query.where("actor_id", "=", filter.actor);
  if (filter.entity) query = query.where("entity", "=", filter.entity);
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.from) query = query.where("at", ">=", `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where("at", "<", new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + DAY_MS).toISOString());
  return searchPage(query, { by: sql.ref("at"), id: "id", direction: "desc" }, page, toEntry, pageSize);
}

/** A record's History panel (or, without an id, every record of the kind): the newest changes first. */
export async function auditHistory(entity: string, entityId: string | null, limit = 20): Promise<AuditEntry[]> {
  let query = getDb().selectFrom("audit_log").selectAll().where("entity", "=", entity);
  if (entityId !== null) query = query.where("entity_id", "=", entityId);
  const rows = await query.where("kind", "=", "change").orderBy("at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map(toEntry);
}

/**
 * The Activity page's person filter: every user, the system and the command line, and the
 * person filtered by when they are none of those (a deleted user, named as the log last knew
 * them). Read from the users table, not the log, so the page never scans the whole log.
 */
export async function auditActors(selected?: string): Promise<{ id: string; name: string }[]> {
  const users = await getDb().selectFrom("users").select(["id", "name"]).execute();
  const actors = [...users, { ...SYSTEM_ACTOR }, { ...COMMAND_LINE_ACTOR }];
  if (selected && !actors.some((actor) => actor.id === selected)) {
    const known = await getDb()
      .selectFrom("audit_log")
      .select("actor_name")
      .where("actor_id", "=", selected)
      .orderBy("at", "desc")
      .limit(1)
      .executeTakeFirst();
    if (known) actors.push({ id: selected, name: known.actor_name ?? selected });
  }
  return actors.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}

/** A record's History panel, ready to show. */
export async function historyItems(entity: string, entityId: string | null, timeZone = "UTC"): Promise<AuditItem[]> {
  const reference = new Date();
  const entries = await auditHistory(entity, entityId);
  const names = await auditNames(entries);
  return entries.map((entry) => toAuditItem(entry, reference, names, timeZone));
}

/** A request refused for coming too often (sign-in, the public forms): a bounded row, and the reason on its log line. */
export async function recordThrottled(context: RequestContext, detail: Record<string, unknown>): Promise<void> {
  requestLog(context).refusal = "throttled";
  await recordRefusal(auditOrigin(context), { action: "throttled", detail });
}
