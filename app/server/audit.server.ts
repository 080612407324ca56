import { randomUUID } from "node:crypto";
import { afterCommit, getDb } from "./db.server";
import { now } from "./records.server";
import { requestInfo, signedInUserContext, type RequestContext } from "./request-context.server";

/**
 * The audit trail: who changed what, and what happened at the door (issue #10, item 7).
 * Every row is written with getDb(), so inside inTransaction it commits or rolls back with the
 * change it describes; once committed it is also printed to standard output as one JSON object
 * per line (JSON.stringify escapes CR and LF, so user input cannot forge a line).
 */

/** Who did it: a signed-in user, or nobody known (an anonymous sign-in attempt, say). */
export type AuditActor = { id: string; name: string } | null;

/** Where it came from. */
export type AuditOrigin = { actor: AuditActor; ip: string | null; requestId: string | null };

/** `{ field: [before, after] }`; a field added has `before` null, one removed `after` null. */
export type FieldChanges = Record<string, [unknown, unknown]>;

/** The security events the log knows. */
export type SecurityAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-locked"
  | "sign-out"
  | "session-ended"
  | "forbidden"
  | "cross-site-refused"
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

type AuditEntry = {
  kind: "change" | "security";
  action: string;
  origin: AuditOrigin;
  entity?: string | null;
  entityId?: string | null;
  changes?: FieldChanges | null;
  detail?: Record<string, unknown> | null;
};

async function record(entry: AuditEntry): Promise<void> {
  const row = {
    id: randomUUID(),
    at: now(),
    kind: entry.kind,
    action: entry.action,
    actor_id: entry.origin.actor?.id ?? null,
    actor_name: entry.origin.actor?.name ?? null,
    entity: entry.entity ?? null,
    entity_id: entry.entityId ?? null,
    changes: entry.changes && Object.keys(entry.changes).length > 0 ? JSON.stringify(entry.changes) : null,
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
    ip: entry.origin.ip,
    request_id: entry.origin.requestId,
  };
  await getDb().insertInto("audit_log").values(row).execute();
  await afterCommit(() => {
    if (process.env.AUDIT_STDOUT === "0") return;
    const { changes, detail, ...rest } = row;
    process.stdout.write(
      `${JSON.stringify({ audit: true, ...rest, changes: changes && JSON.parse(changes), detail: detail && JSON.parse(detail) })}\n`,
    );
  });
}

/** A change staff made to the data: call it inside the change's transaction. */
export function recordChange(
  origin: AuditOrigin,
  change: { action: string; entity: string; entityId: string; changes?: FieldChanges; detail?: Record<string, unknown> },
): Promise<void> {
  return record({ kind: "change", origin, ...change });
}

/** A security event: sign-in success or failure, lock-out, sign-out, refusals, two-factor changes. */
export function recordSecurityEvent(
  origin: AuditOrigin,
  event: { action: SecurityAction; entity?: string; entityId?: string; detail?: Record<string, unknown> },
): Promise<void> {
  return record({ kind: "security", origin, ...event });
}
