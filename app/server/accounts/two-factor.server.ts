import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import { redirect } from "react-router";
import { Secret } from "otpauth";
import { TWO_FACTOR_TEXTS } from "~/content/two-factor";
import {
  checkTotp,
  parseTypedCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  lockMinutes,
  TWO_FACTOR_ACCOUNT_PATH,
  TWO_FACTOR_LIMITS,
} from "~/domain/two-factor";
import { PASSWORD_MAX_LENGTH } from "~/domain/users";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { getEnv } from "~/server/platform/env.server";
import { scryptKey, verifyPassword } from "./passwords.server";
import { newId, now } from "~/server/platform/records.server";
import { destroyUserSessions, type SessionUser } from "./session.server";
import { isTwoFactorRequired } from "~/server/platform/settings.server";

/**
 * Two-factor sign-in for staff (issue #10 item 6, decision 0022): TOTP secrets (encrypted at
 * rest), the replay guard, recovery codes (hashed), and the throttle on wrong codes.
 */

export { TWO_FACTOR_ACCOUNT_PATH };

// ---------------------------------------------------------------------------------------------
// The secret at rest: AES-256-GCM under a key derived from SESSION_SECRET, bound to the user.

const SECRET_FORMAT = "v1";

function secretKey(): Buffer {
  return Buffer.from(hkdfSync("sha256", getEnv().SESSION_SECRET, "cedar-wings two-factor", "totp secret v1", 32));
}

export function encryptTotpSecret(userId: string, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", secretKey(), iv);
  // The user id as associated data: a secret copied onto another user's row does not decrypt.
  cipher.setAAD(Buffer.from(userId));
  const encrypted = Buffer.concat([cipher.update(secretBase32, "utf8"), cipher.final()]);
  return `${SECRET_FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString("base64url")}`;
}

/** The secret, or null when it cannot be read (SESSION_SECRET changed, or the row was tampered with). */
export function decryptTotpSecret(userId: string, stored: string): string | null {
  const [format, payload] = stored.split(":");
  if (format !== SECRET_FORMAT || !payload) return null;
  try {
    const bytes = Buffer.from(payload, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", secretKey(), bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Status

export type TwoFactorStatus =
  { state: "off" } | { state: "setting-up"; secret: string | null } | { state: "on"; enabledAt: Date; recoveryCodesLeft: number };

export async function getTwoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const row = await getDb().selectFrom("user_two_factor").selectAll().where("user_id", "=", userId).executeTakeFirst();
  if (!row) return { state: "off" };
  if (!row.enabled_at) return { state: "setting-up", secret: decryptTotpSecret(userId, row.secret) };
  const { left } = await getDb()
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("left"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return { state: "on", enabledAt: new Date(row.enabled_at), recoveryCodesLeft: Number(left) };
}

export async function hasTwoFactor(userId: string): Promise<boolean> {
  const row = await getDb()
    .selectFrom("user_two_factor")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("enabled_at", "is not", null)
    .executeTakeFirst();
  return Boolean(row);
}

/** The users who have two-factor on (for the users list). */
export async function usersWithTwoFactor(): Promise<Set<string>> {
  const rows = await getDb().selectFrom("user_two_factor").select("user_id").where("enabled_at", "is not", null).execute();
  return new Set(rows.map((row) => row.user_id));
}

// ---------------------------------------------------------------------------------------------
// Set-up, recovery codes, turning off

/**
 * Starts (or restarts) setting up: a new random secret (160 bits, RFC 4226's recommendation),
 * kept until a first code confirms it. Refused when two-factor is already on.
 */
export async function startTwoFactorSetUp(userId: string): Promise<"ok" | "already-on"> {
  const secret = new Secret({ size: 20 }).base32;
  const encrypted = encryptTotpSecret(userId, secret);
  return inTransaction(async () => {
    if (await hasTwoFactor(userId)) return "already-on";
    await getDb()
      .insertInto("user_two_factor")
      .values({
        user_id: userId,
        secret: encrypted,
        enabled_at: null,
        last_step: null,
        failures: 0,
        window_start: null,
        locked_until: null,
        lockouts: 0,
        created_at: now(),
      })
      .onConflict((conflict) =>
        conflict.column("user_id").doUpdateSet({
          secret: encrypted,
          last_step: null,
          failures: 0,
          window_start: null,
          locked_until: null,
          lockouts: 0,
          created_at: now(),
        }),
      )
      .execute();
    return "ok";
  });
}

/** Drops a set-up that was never confirmed. */
export async function cancelTwoFactorSetUp(userId: string): Promise<void> {
  await getDb().deleteFrom("user_two_factor").where("user_id", "=", userId).where("enabled_at", "is", null).execute();
}

/*
 * Recovery codes are kept as passwords are (issue #24, decision 0048): scrypt, one random salt
 * for the codes made together, so checking a typed code costs one scrypt whichever of the ten
 * it is. Each code holds 50 random bits, so a lower cost than a password's (N=2^14, 16 MiB,
 * some 30 ms here) still makes a stolen table worthless. A row is "r1$salt$key" (the column
 * is 64 characters: a 12-byte salt and a 24-byte key).
 *
 * Codes made before were kept as SHA-256 of "userId:code" (64 hex digits): they still work, and
 * at each start upgradeRecoveryCodeHashes() wraps them in scrypt ("w1$salt$key" of that hash),
 * so none stays readable by a fast guess.
 */
const RECOVERY_COST = { N: 2 ** 14, r: 8, p: 1 } as const;
const RECOVERY_KEY_LENGTH = 24;
const LEGACY_HASH = /^[0-9a-f]{64}$/;

function legacyRecoveryCodeHash(userId: string, code: string): string {
  return createHash("sha256").update(`${userId}:${code}`).digest("hex");
}

async function recoveryKey(input: string, salt: Buffer): Promise<string> {
  return (await scryptKey(input, salt, RECOVERY_COST, RECOVERY_KEY_LENGTH)).toString("base64url");
}

async function hashRecoveryCodes(codes: string[], format: "r1" | "w1" = "r1"): Promise<string[]> {
  const salt = randomBytes(12);
  return Promise.all(codes.map(async (code) => `${format}$${salt.toString("base64url")}$${await recoveryKey(code, salt)}`));
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The id of the user's unused recovery code that matches what was typed, or null. */
async function findRecoveryCode(userId: string, code: string): Promise<string | null> {
  const rows = await getDb()
    .selectFrom("recovery_codes")
    .select(["id", "code_hash"])
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
  const keys = new Map<string, Promise<string>>();
  let found: string | null = null;
  for (const row of rows) {
    if (LEGACY_HASH.test(row.code_hash)) {
      if (sameText(row.code_hash, legacyRecoveryCodeHash(userId, code))) found ??= row.id;
      continue;
    }
    const [format, salt, key] = row.code_hash.split("$");
    if ((format !== "r1" && format !== "w1") || !salt || !key) continue;
    const input = format === "w1" ? legacyRecoveryCodeHash(userId, code) : code;
    const cacheKey = `${format}$${salt}`;
    if (!keys.has(cacheKey)) keys.set(cacheKey, recoveryKey(input, Buffer.from(salt, "base64url")));
    if (sameText(key, await keys.get(cacheKey)!)) found ??= row.id;
  }
  return found;
}

/**
 * Wraps recovery codes kept as plain SHA-256 (before issue #24) in scrypt; run at each start,
 * a no-op once done. A row used or replaced meanwhile is left as it is.
 */
export async function upgradeRecoveryCodeHashes(): Promise<number> {
  const rows = await getDb().selectFrom("recovery_codes").select(["id", "user_id", "code_hash"]).execute();
  const legacy = rows.filter((row) => LEGACY_HASH.test(row.code_hash));
  const byUser = Map.groupBy(legacy, (row) => row.user_id);
  let upgraded = 0;
  for (const userRows of byUser.values()) {
    const wrapped = await hashRecoveryCodes(
      userRows.map((row) => row.code_hash),
      "w1",
    );
    for (const [index, row] of userRows.entries()) {
      const result = await getDb()
        .updateTable("recovery_codes")
        .set({ code_hash: wrapped[index]! })
        .where("id", "=", row.id)
        .where("code_hash", "=", row.code_hash)
        .executeTakeFirst();
      upgraded += Number(result.numUpdatedRows);
    }
  }
  return upgraded;
}

function newRecoveryCode(): string {
  let code = "";
  for (let index = 0; index < RECOVERY_CODE_LENGTH; index++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return code;
}

/** Replaces the user's recovery codes with ten new ones; returns them (shown once, never stored). */
export async function replaceRecoveryCodes(userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await hashRecoveryCodes(codes);
  await inTransaction(async () => {
    await getDb().deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    const createdAt = now();
    await getDb()
      .insertInto("recovery_codes")
      .values(
        hashes.map((codeHash) => ({
          id: newId(),
          user_id: userId,
          code_hash: codeHash,
          created_at: createdAt,
          used_at: null,
        })),
      )
      .execute();
  });
  return codes;
}

/** Turns two-factor off for a user: secret and recovery codes go. True when it was on (or being set up). */
export async function removeTwoFactor(userId: string): Promise<boolean> {
  return inTransaction(async () => {
    await getDb().deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    const result = await getDb().deleteFrom("user_two_factor").where("user_id", "=", userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** An admin's reset for a user who lost their phone: two-factor off and every session of theirs ended. */
export async function resetTwoFactor(userId: string): Promise<boolean> {
  return inTransaction(async () => {
    const removed = await removeTwoFactor(userId);
    if (removed) await destroyUserSessions(userId);
    return removed;
  });
}

// ---------------------------------------------------------------------------------------------
// Checking a code: throttled, each TOTP code once, each recovery code once

export type CodeCheck =
  | { ok: true; used: "totp" | "recovery" | "password" }
  | { ok: false; reason: "malformed" | "wrong" | "replayed" | "not-set-up" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/** A lock being set by the try that reached the limit: refuses everyone meanwhile. */
const LOCK_BEING_SET = "9999-12-31T23:59:59.999Z";

/**
 * Takes one try from the user's allowance before any code is looked at, in one conditional
 * UPDATE: parallel requests are counted one after another by the database, so twenty at once
 * get at most the limit's worth of checks (on SQLite and PostgreSQL alike). The try that
 * reaches the limit locks the step in the same statement; a right code gives everything back.
 */
async function takeTry(userId: string, at: Date): Promise<"taken" | "not-set-up" | { retryAfterSeconds: number }> {
  const stamp = at.toISOString();
  const cutoff = new Date(at.getTime() - TWO_FACTOR_LIMITS.windowMinutes * 60_000).toISOString();
  const limit = TWO_FACTOR_LIMITS.perUser;
  // A new round of tries: the window has passed, or a lock has (a lock ends only by its time).
  const newRound = sql<boolean>`(window_start is null or window_start <= ${cutoff} or locked_until is not null)`;
  const triesAfter = sql<number>`(case when ${newRound} then 1 else failures + 1 end)`;
  const result = await getDb()
    .updateTable("user_two_factor")
    .set({
      failures: triesAfter,
      window_start: sql`case when ${newRound} then ${stamp} else window_start end`,
      locked_until: sql`case when ${triesAfter} >= ${limit} then ${LOCK_BEING_SET} else null end`,
      lockouts: sql`case when ${triesAfter} >= ${limit} then lockouts + 1 else lockouts end`,
    })
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", stamp)]))
    .where((eb) => eb.or([eb("failures", "<", limit), newRound]))
    .executeTakeFirst();
  const row = await getDb()
    .selectFrom("user_two_factor")
    .select(["locked_until", "lockouts"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return "not-set-up";
  if (row.locked_until === LOCK_BEING_SET && Number(result.numUpdatedRows) > 0) {
    // This try reached the limit: the lock's real end, longer for each lock in a row.
    const until = new Date(at.getTime() + lockMinutes(row.lockouts) * 60_000).toISOString();
    await getDb()
      .updateTable("user_two_factor")
      .set({ locked_until: until })
      .where("user_id", "=", userId)
      .where("locked_until", "=", LOCK_BEING_SET)
      .execute();
  }
  if (Number(result.numUpdatedRows) > 0) return "taken";
  const lockedUntil =
    row.locked_until === LOCK_BEING_SET || !row.locked_until
      ? at.getTime() + lockMinutes(row.lockouts) * 60_000
      : new Date(row.locked_until).getTime();
  return { retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - at.getTime()) / 1000)) };
}

async function giveTryBack(userId: string): Promise<void> {
  await getDb()
    .updateTable("user_two_factor")
    .set({ failures: 0, window_start: null, locked_until: null, lockouts: 0 })
    .where("user_id", "=", userId)
    .execute();
}

/** Marks a TOTP step used, unless a parallel request used it (or a later one) first. */
async function claimStep(userId: string, step: number): Promise<boolean> {
  const result = await getDb()
    .updateTable("user_two_factor")
    .set({ last_step: step })
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function spendRecoveryCode(userId: string, code: string, at: Date): Promise<boolean> {
  const id = await findRecoveryCode(userId, code);
  if (!id) return false;
  // Spent by a parallel request first: only one of them counts.
  const result = await getDb()
    .updateTable("recovery_codes")
    .set({ used_at: at.toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

type CheckOptions = {
  at?: Date;
  /** Recovery codes count (the sign-in step); set-up and turning off take a TOTP code. */
  allowRecovery?: boolean;
  /** The set-up's first code is checked against the secret not yet turned on. */
  settingUp?: boolean;
  /** Turning off and new recovery codes also take the account's password instead of a code. */
  allowPassword?: boolean;
};

/** Checks what the user typed: a TOTP code (once), a recovery code (once) or, where allowed, the password. */
export async function checkSecondFactor(userId: string, typed: unknown, options: CheckOptions = {}): Promise<CodeCheck> {
  const at = options.at ?? new Date();
  let code = parseTypedCode(typed);
  // Where recovery codes do not count, ten letters and digits are a password ("sunshine22").
  if (code?.kind === "recovery" && !options.allowRecovery) code = null;
  const password = options.allowPassword && !code && typeof typed === "string" && typed.length > 0 && typed.length <= PASSWORD_MAX_LENGTH;
  if (!code && !password) return { ok: false, reason: "malformed" };

  const row = await getDb().selectFrom("user_two_factor").selectAll().where("user_id", "=", userId).executeTakeFirst();
  // The set-up's first code needs a secret not yet on; every other check needs two-factor on.
  const expected = options.settingUp ? "setting-up" : "on";
  if (!row || (row.enabled_at ? "on" : "setting-up") !== expected) return { ok: false, reason: "not-set-up" };

  const taken = await takeTry(userId, at);
  if (taken === "not-set-up") return { ok: false, reason: "not-set-up" };
  if (taken !== "taken") return { ok: false, reason: "throttled", retryAfterSeconds: taken.retryAfterSeconds };

  if (password) {
    const user = await getDb().selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
    if (!user || !(await verifyPassword(typed as string, user.password_hash))) return { ok: false, reason: "wrong" };
    await giveTryBack(userId);
    return { ok: true, used: "password" };
  }
  if (code!.kind === "recovery") {
    if (!(await spendRecoveryCode(userId, code!.code, at))) return { ok: false, reason: "wrong" };
    await giveTryBack(userId);
    return { ok: true, used: "recovery" };
  }
  const secret = decryptTotpSecret(userId, row.secret);
  if (!secret) return { ok: false, reason: "wrong" };
  const checked = checkTotp(secret, code!.code, { at, lastStep: row.last_step });
  if (!checked.ok) return { ok: false, reason: checked.reason };
  if (!(await claimStep(userId, checked.step))) return { ok: false, reason: "replayed" };
  await giveTryBack(userId);
  return { ok: true, used: "totp" };
}

/** Confirms a set-up with a first code; on success two-factor is on and the new recovery codes are returned. */
export async function confirmTwoFactorSetUp(
  userId: string,
  typed: unknown,
  at: Date = new Date(),
): Promise<{ ok: true; recoveryCodes: string[] } | Extract<CodeCheck, { ok: false }>> {
  const checked = await checkSecondFactor(userId, typed, { at, settingUp: true });
  if (!checked.ok) return checked;
  const recoveryCodes = await inTransaction(async () => {
    await getDb().updateTable("user_two_factor").set({ enabled_at: at.toISOString() }).where("user_id", "=", userId).execute();
    return replaceRecoveryCodes(userId);
  });
  return { ok: true, recoveryCodes };
}

// ---------------------------------------------------------------------------------------------
// The admin area's requirement

/**
 * When admins require two-factor for all staff, a signed-in user without it may only use the
 * set-up page: other pages send them there (back to where they were going afterwards), other
 * posts are refused with 403.
 */
export async function requireTwoFactorSetUp(request: Request, user: SessionUser): Promise<void> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "").replace(/\/_$/, "") || "/admin";
  if (path === TWO_FACTOR_ACCOUNT_PATH) return;
  const [required, enabled] = await Promise.all([isTwoFactorRequired(), hasTwoFactor(user.id)]);
  if (!required || enabled) return;
  if (request.method === "GET" || request.method === "HEAD") {
    const back = path + url.search.replace(/[?&]_routes=[^&]*/, "");
    throw redirect(`${TWO_FACTOR_ACCOUNT_PATH}?redirectTo=${encodeURIComponent(back)}`);
  }
  throw new Response(TWO_FACTOR_TEXTS.requiredRefusal, { status: 403 });
}
