import { HOTP, Secret, TOTP } from "otpauth";

/**
 * Two-factor sign-in (issue #10 item 6, decision 0022): the rules of TOTP codes (RFC 6238:
 * SHA-1, six digits, 30-second steps) and of recovery codes, without a server or a database,
 * so they can be tested alone. Words are in content/two-factor.
 */

/** The signed-in user's own two-factor page (set-up, recovery codes, turning off). */
export const TWO_FACTOR_ACCOUNT_PATH = "/admin/account/two-factor";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of one step before and after the current one are accepted too (clock drift, typing time). */
export const TOTP_WINDOW = 1;

export const RECOVERY_CODE_COUNT = 10;
/** Ten characters of the RFC 4648 base32 alphabet: 50 random bits each. */
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/**
 * Wrong codes allowed per user within a window; the fifth locks the step, for 15 minutes the
 * first time and twice as long each time after (up to 16 hours) until a code is right again.
 */
export const TWO_FACTOR_LIMITS = { windowMinutes: 15, perUser: 5, maxDoublings: 6 } as const;

/** How long the `lockout`-th lock in a row lasts (1 → 15 minutes, 2 → 30, … at most 16 hours). */
export function lockMinutes(lockout: number): number {
  return TWO_FACTOR_LIMITS.windowMinutes * 2 ** Math.min(Math.max(lockout - 1, 0), TWO_FACTOR_LIMITS.maxDoublings);
}

/** Longest text a code field takes: more is not a code, and is refused without looking. */
export const CODE_INPUT_MAX_LENGTH = 40;

/** The TOTP time-step a moment falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an authenticator shows for a secret (base32) at a time-step. */
export function totpCodeAt(secretBase32: string, step: number): string {
  return HOTP.generate({ secret: Secret.fromBase32(secretBase32), counter: step, digits: TOTP_DIGITS });
}

function sameText(left: string, right: string): boolean {
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index++) difference |= left.charCodeAt(index) ^ right.charCodeAt(index);
  return difference === 0;
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: "wrong" | "replayed" };

/**
 * Checks a six-digit code against the steps around `at`. A code is accepted once: a match at
 * or before `lastStep` (the step of the last code accepted) is a replay, refused. On success the
 * caller stores the returned step as the new `lastStep`.
 */
export function checkTotp(secretBase32: string, code: string, { at, lastStep }: { at: Date; lastStep: number | null }): TotpCheck {
  const current = totpStep(at);
  let replayed = false;
  // Newest first: if one code matched two steps (one chance in a million), the newer one counts.
  for (let step = current + TOTP_WINDOW; step >= current - TOTP_WINDOW; step--) {
    if (!sameText(totpCodeAt(secretBase32, step), code)) continue;
    if (lastStep !== null && step <= lastStep) {
      replayed = true;
      continue;
    }
    return { ok: true, step };
  }
  return { ok: false, reason: replayed ? "replayed" : "wrong" };
}

/** What was typed in a code field: a TOTP code, a recovery code, or neither. Spaces and hyphens are ignored. */
export type TypedCode = { kind: "totp"; code: string } | { kind: "recovery"; code: string } | null;

export function parseTypedCode(input: unknown): TypedCode {
  if (typeof input !== "string" || input.length > CODE_INPUT_MAX_LENGTH) return null;
  const compact = input.replace(/[\s-]/g, "").toLowerCase();
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(compact)) return { kind: "totp", code: compact };
  if (compact.length === RECOVERY_CODE_LENGTH && [...compact].every((char) => RECOVERY_CODE_ALPHABET.includes(char))) {
    return { kind: "recovery", code: compact };
  }
  return null;
}

/** "abcde-fghij": how a recovery code is shown (the hyphen is optional when typed). */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri({ secretBase32, issuer, account }: { secretBase32: string; issuer: string; account: string }): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secretBase32),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

/** The secret in groups of four for typing into an app by hand. */
export function groupSecret(secretBase32: string): string {
  return secretBase32.replace(/(.{4})(?=.)/g, "$1 ");
}
