import { pino, type DestinationStream, type Logger } from "pino";

/*
 * The operator's log (issue #24, item 3; decision 0046): one JSON line per request and per
 * notable event on standard output, written by pino. Nothing secret leaves: fields named like
 * a secret or a person's contact are replaced by "[redacted]" at any depth, and the finished
 * line is scrubbed of e-mail addresses, phone numbers, bearer tokens and quote links before it
 * is written, so an error message that quotes a customer's address cannot carry it out either.
 * Audit rows keep their own line (audit.server.ts), printed beside these.
 */

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const REDACTED = "[redacted]";

/**
 * Field names whose values never reach the log, at any depth, camelCase or snake_case alike:
 * cookies, credentials, tokens, contacts (phones cover the cargo desk's sender and receiver
 * phones and CinetPay's `cel_phone_num`), identity papers (passport numbers and expiry, ID numbers,
 * nationality, dates of birth), postal addresses, the names a shipment or invoice carries, and
 * payment references (a provider's transaction id, the ledger's reference keys, CinetPay's
 * signature). A bare `reference` stays: it names enquiries and quotes (E-2026-0042), which the
 * operator needs; a payment's own reference is logged nowhere as a bare field.
 */
const SECRET_KEY = new RegExp(
  [
    "cookie|authorization|password|passcode|secret|token|otp|totp|recovery|session|e-?mail|phone|whatsapp",
    "passport|id_?number|national_?id|identity|document_?number|nationality|birth|(?:^|_)dob$",
    "address|street|post_?code|postal",
    "(?:sender|receiver|customer|buyer|traveller|passenger|full)_?name",
    "trans(?:action)?_?id|pay_?id|payment_?reference|reference_?key|signature",
  ].join("|"),
  "i",
);

/** What the finished line is scrubbed of, whatever field it is in (messages and stacks included). */
const SCRUBS: [RegExp, string][] = [
  // PostgreSQL's error details quote the values of the row or key that failed (a payment's
  // reference, a shipment's phones): the columns stay, the values go.
  // (Lines are JSON: a value runs to the string's closing quote, escaped characters included.)
  [/(Failing row contains )(?:[^"\\]|\\.)*/g, `$1(${REDACTED})`],
  [/(Key \([^)"]*\)=\()(?:[^"\\]|\\.)*?(\) (?:already exists|is not present|conflicts with))/g, `$1${REDACTED}$2`],
  // The transaction ids this site gives CinetPay (CW- and 32 hex digits).
  [/\bCW-[0-9a-f]{32}\b/gi, `CW-${REDACTED}`],
  // A quote's link carries its token (`/quote/<token>`, `/fr/quote/<token>`); the route pattern `/quote/:token` stays.
  [/\/quote\/(?!:)[^/?#\s"\\]+/g, `/quote/${REDACTED}`],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${REDACTED}`],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d-]+(?:\.[a-z\d-]+)+/gi, "[email]"],
  // International numbers (+961 3 123 456, +2250707070707) and grouped local ones (03 123 456, 71-234-567).
  [/\+\d[\d ().-]{5,}\d/g, "[phone]"],
  [/\b\d{2,4}[ -]\d{3}[ -]\d{3,4}\b/g, "[phone]"],
];

export function scrubText(text: string): string {
  return SCRUBS.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

/** A log object with every secret-named field replaced, at any depth (an error once pino's serialiser has made it an object). */
function redactFields(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== "object" || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1));
  const redacted: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    redacted[key] = SECRET_KEY.test(key) && field !== null && field !== undefined ? REDACTED : redactFields(field, depth + 1);
  }
  return redacted;
}

/** The level LOG_LEVEL names (checked by env.server.ts at start), else info. */
function levelFromEnvironment(): LogLevel {
  const level = process.env.LOG_LEVEL?.trim();
  return LOG_LEVELS.find((known) => known === level) ?? "info";
}

/** A logger writing to `destination`; the site's own is `log`, tests make their own to read what it writes. */
export function createLogger(destination: DestinationStream, level: LogLevel = levelFromEnvironment()): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => redactFields(object) as Record<string, unknown>,
      },
      // An error's own fields (a driver's `detail`, a payload a throw carried) are redacted by name as well.
      serializers: { err: (error: unknown) => redactFields(pino.stdSerializers.err(error as Error)) },
      hooks: { streamWrite: scrubText },
    },
    destination,
  );
}

/**
 * Standard output, synchronously (a line is out before the process can exit); under
 * `npm run dev` (NODE_ENV=development) through pino-pretty, one readable line each.
 */
async function standardOutput(): Promise<DestinationStream> {
  if (process.env.NODE_ENV === "development") {
    try {
      const { default: pretty } = await import("pino-pretty");
      return pretty({ sync: true, singleLine: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" });
    } catch {
      // pino-pretty is a development dependency: without it the lines stay JSON.
    }
  }
  return pino.destination({ fd: 1, sync: true });
}

/** The site's logger. */
export const log: Logger = createLogger(await standardOutput());
