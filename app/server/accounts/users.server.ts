import { sql, type Selectable } from "kysely";
import type { UsersTable } from "../../../db/schema";
import { readOfficeId, type OfficeId } from "~/domain/offices";
import { emailKey, nameFromEmail, type Role } from "~/domain/users";
import { currentAuditOrigin, diffFields, recordChange } from "./audit.server";
import { getDb, getDialect, inTransaction } from "~/server/platform/db.server";
import type { Env } from "~/server/platform/env.server";
import { hashPassword, needsRehash, newPasswordProblem, verifyPassword } from "./passwords.server";
import { newId, now, type WriteResult } from "~/server/platform/records.server";
import { destroyUserSessions } from "./session.server";

export type { Role } from "~/domain/users";

export type User = {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: Date;
  lastSignInAt: Date | null;
  /** The office they work from (issue #23); null: none. */
  office: OfficeId | null;
  version: number;
};

const USER_COLUMNS = ["id", "name", "email", "role", "created_at", "last_sign_in_at", "office", "version"] as const;
type UserRow = Selectable<Pick<UsersTable, (typeof USER_COLUMNS)[number]>>;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: new Date(row.created_at),
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
    office: readOfficeId(row.office),
    version: Number(row.version),
  };
}

/** Every user, by name (ignoring case). */
export async function listUsers(): Promise<User[]> {
  const rows = await getDb()
    .selectFrom("users")
    .select(USER_COLUMNS)
    .orderBy(sql`lower(name)`)
    .orderBy("email_key")
    .execute();
  return rows.map(toUser);
}

export async function getUserById(id: string): Promise<User | null> {
  const row = await getDb().selectFrom("users").select(USER_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function countUsers(): Promise<number> {
  const { total } = await getDb()
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** What the audit log keeps of a user: never the password hash. */
function loggedFields(user: Pick<User, "name" | "email" | "role"> | null): Record<string, unknown> | null {
  return user ? { name: user.name, email: user.email, role: user.role } : null;
}

/** Adds a user; an e-mail already in use (ignoring case) is refused, also when two requests race. */
export async function createUser(input: {
  name: string;
  email: string;
  role: Role;
  password: string;
}): Promise<{ ok: true; user: User } | { ok: false; reason: "email-taken" }> {
  const key = emailKey(input.email);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(async () => {
    const row: Omit<UsersTable, "version" | "credential_generation"> & { version: number; credential_generation: number } = {
      id: newId(),
      name: input.name.trim(),
      email: input.email.trim(),
      email_key: key,
      role: input.role,
      password_hash: passwordHash,
      created_at: now(),
      last_sign_in_at: null,
      office: null,
      version: 1,
      credential_generation: 0,
    };
    // An e-mail in use (also by a request racing this one) inserts nothing: no failed
    // statement, so a PostgreSQL transaction this joins stays usable.
    const result = await getDb()
      .insertInto("users")
      .values(row)
      .onConflict((conflict) => conflict.column("email_key").doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return { ok: false, reason: "email-taken" } as const;
    const user = toUser(row);
    await recordChange(currentAuditOrigin(), {
      action: "create",
      entity: "user",
      entityId: user.id,
      changes: diffFields(null, loggedFields(user)),
    });
    return { ok: true, user } as const;
  });
}

/**
 * On PostgreSQL, locks the admin rows for the rest of the transaction, so two requests that
 * each remove a different admin run one after the other and the second sees the first's
 * change. SQLite has one writer at a time, and the conditional write below is one statement.
 */
async function lockAdmins(): Promise<void> {
  if (getDialect() !== "postgres") return;
  await getDb().selectFrom("users").select("id").where("role", "=", "admin").forUpdate().execute();
}

/** "Another admin remains": true unless `id` is an admin and the only one. */
function otherAdminRemains() {
  return sql<boolean>`(role <> 'admin' or (select count(*) from users as admins where admins.role = 'admin') > 1)`;
}

export async function changeUserRole(id: string, role: Role): Promise<"ok" | "not-found" | "last-admin"> {
  return inTransaction(async () => {
    await lockAdmins();
    const before = await getUserById(id);
    if (!before) return "not-found";
    // Saving the role a user already has changes nothing and signs nobody out.
    if (before.role === role) return "ok";
    let query = getDb().updateTable("users").set({ role }).where("id", "=", id);
    if (role !== "admin") query = query.where(otherAdminRemains());
    const result = await query.executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) {
      // A new role is signed in afresh: no session keeps rights it was opened with.
      await destroyUserSessions(id);
      await recordChange(currentAuditOrigin(), {
        action: "change-role",
        entity: "user",
        entityId: id,
        changes: { role: [before.role, role] },
      });
      return "ok";
    }
    return (await getUserById(id)) ? "last-admin" : "not-found";
  });
}

/**
 * Changes a user's display name (issue #23, item 12), by themself or by an admin: refused as
 * a conflict when the user changed since `expectedVersion` (decision 0004), logged as an edit
 * of the name. Saving the name they already have changes nothing.
 */
export async function renameUser(id: string, name: string, expectedVersion: number): Promise<WriteResult<User>> {
  return inTransaction(async () => {
    const before = await getUserById(id);
    if (!before) return { status: "not-found" } as const;
    if (before.version !== expectedVersion) return { status: "conflict", current: before } as const;
    if (before.name === name) return { status: "ok", record: before } as const;
    const result = await getDb()
      .updateTable("users")
      .set({ name, version: sql<number>`version + 1` })
      .where("id", "=", id)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    const current = await getUserById(id);
    if (!current) return { status: "not-found" } as const;
    if (Number(result.numUpdatedRows) === 0) return { status: "conflict", current } as const;
    await recordChange(currentAuditOrigin(), { action: "update", entity: "user", entityId: id, changes: { name: [before.name, name] } });
    return { status: "ok", record: current } as const;
  });
}

/** The account an e-mail key finds (id and e-mail as saved), or null: for the audit row of a failed sign-in. */
export async function accountForEmailKey(key: string): Promise<{ id: string; email: string } | null> {
  return (await getDb().selectFrom("users").select(["id", "email"]).where("email_key", "=", key).executeTakeFirst()) ?? null;
}

/** Sets a new password and ends every session of that user. False when there is no such user. */
export async function resetUserPassword(id: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return inTransaction(async () => {
    const result = await getDb()
      .updateTable("users")
      // A new generation: browsers remembered for the old password are unknown again (decision 0048).
      .set({ password_hash: passwordHash, credential_generation: sql<number>`credential_generation + 1` })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await destroyUserSessions(id);
    // That it happened, and to whom; never the password or its hash.
    await recordChange(currentAuditOrigin(), { action: "reset-password", entity: "user", entityId: id });
    return true;
  });
}

export async function deleteUser(actorId: string, id: string): Promise<"ok" | "not-found" | "self" | "last-admin"> {
  if (actorId === id) return "self";
  return inTransaction(async () => {
    await lockAdmins();
    const before = await getUserById(id);
    const result = await getDb().deleteFrom("users").where("id", "=", id).where(otherAdminRemains()).executeTakeFirst();
    if (Number(result.numDeletedRows) > 0) {
      // The foreign key cascades too; this also covers a database with foreign keys off.
      await destroyUserSessions(id);
      await recordChange(currentAuditOrigin(), {
        action: "delete",
        entity: "user",
        entityId: id,
        changes: diffFields(loggedFields(before), null),
      });
      return "ok";
    }
    return (await getUserById(id)) ? "last-admin" : "not-found";
  });
}

// Checked against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** The user with this e-mail (any case) and password, or null; records the sign-in time. */
export async function verifyCredentials(email: string, password: string): Promise<User | null> {
  const row = await getDb()
    .selectFrom("users")
    .select([...USER_COLUMNS, "password_hash"])
    .where("email_key", "=", emailKey(email))
    .executeTakeFirst();
  if (!row) {
    decoyHash ??= hashPassword("decoy password never used");
    await verifyPassword(password, await decoyHash);
    return null;
  }
  if (!(await verifyPassword(password, row.password_hash))) return null;
  const signedInAt = now();
  // A hash made at a lower cost is replaced now that the password is known (decision 0021).
  const upgraded = needsRehash(row.password_hash) ? { password_hash: await hashPassword(password) } : {};
  await getDb()
    .updateTable("users")
    .set({ last_sign_in_at: signedInAt, ...upgraded })
    .where("id", "=", row.id)
    .where("password_hash", "=", row.password_hash)
    .execute();
  return toUser({ ...row, last_sign_in_at: signedInAt });
}

/**
 * A user changes their own password, proving the current one. Every other session of theirs
 * ends; `keepSessionId` (the one they are using) stays. A wrong current password changes nothing.
 */
export async function changeOwnPassword(
  id: string,
  currentPassword: string,
  newPassword: string,
  keepSessionId: string | null,
): Promise<{ ok: true; endedSessions: number } | { ok: false; reason: "wrong-password" | "not-found" }> {
  const row = await getDb().selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirst();
  if (!row) return { ok: false, reason: "not-found" };
  if (!(await verifyPassword(currentPassword, row.password_hash))) return { ok: false, reason: "wrong-password" };
  const passwordHash = await hashPassword(newPassword);
  return inTransaction(async () => {
    const result = await getDb()
      .updateTable("users")
      .set({ password_hash: passwordHash, credential_generation: sql<number>`credential_generation + 1` })
      .where("id", "=", id)
      .where("password_hash", "=", row.password_hash)
      .executeTakeFirst();
    // Changed in between by someone else: their change stands and this one is refused.
    if (Number(result.numUpdatedRows) === 0) return { ok: false, reason: "wrong-password" };
    return { ok: true, endedSessions: await destroyUserSessions(id, { except: keepSessionId }) };
  });
}

/**
 * Creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD when there are no users yet. The
 * password meets the rules of every new password (issue #24): a common one stops the start.
 */
export async function ensureFirstAdmin(env: Env): Promise<void> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return;
  if ((await countUsers()) > 0) return;
  const name = nameFromEmail(env.ADMIN_EMAIL);
  const problem = newPasswordProblem(env.ADMIN_PASSWORD, { name, email: env.ADMIN_EMAIL });
  if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${problem} No admin was created.`);
  await createUser({ name, email: env.ADMIN_EMAIL, role: "admin", password: env.ADMIN_PASSWORD });
}

/**
 * Sets the office a user works from (issue #23; by an admin on the user screen, or by the user
 * on the account screen), with an audit row; false when there is no such user.
 */
export async function setUserOffice(id: string, office: OfficeId | null): Promise<boolean> {
  return inTransaction(async () => {
    const before = await getUserById(id);
    if (!before) return false;
    if (before.office === office) return true;
    await getDb().updateTable("users").set({ office }).where("id", "=", id).execute();
    await recordChange(currentAuditOrigin(), {
      action: "change-office",
      entity: "user",
      entityId: id,
      changes: { office: [before.office, office] },
    });
    return true;
  });
}
