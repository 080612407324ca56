import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { COMPANY } from "~/content/company";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine(
      (url) => !url || /^postgres(ql)?:\/\//.test(url) || /^(file:|sqlite:)/.test(url),
      "must start with postgres:// (PostgreSQL) or file: (a SQLite file), or be unset for ./data/site.db",
    ),
  // Where the restore drill creates its scratch PostgreSQL database (decision 0065); DATABASE_URL's server when unset.
  DRILL_DATABASE_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^postgres(ql)?:\/\//.test(url), "must start with postgres://"),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // A session ends after this long unused, and after SESSION_MAX_HOURS whatever happens (decision 0020).
  // Fractions are allowed (0.1 = 6 seconds, for tests).
  SESSION_IDLE_MINUTES: z.coerce.number().positive("must be more than 0").max(1440).default(30),
  SESSION_MAX_HOURS: z.coerce.number().positive("must be more than 0").max(720).default(12),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  SMTP_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^smtps?:\/\//.test(url), "must start with smtp:// or smtps://"),
  MAIL_FROM: z.string().min(3).default(`${COMPANY.name} <no-reply@cedarwings.example>`),
  MAIL_TO: z.email().default("info@cedarwingstravel.com"),
  // Cargo enquiries go to the cargo team's mailbox, every other enquiry to MAIL_TO (issue #13).
  CARGO_MAIL_TO: z.email().default("cargo@cedarwingstravel.com"),
  // The sender of the replies staff e-mail from an enquiry's screen (issue #13); MAIL_FROM when unset.
  REPLY_FROM: z.string().min(3).optional(),
  SITE_URL: z.url().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // 64 MiB for the rendered-page cache; 0 turns it off.
  PAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(67_108_864),
  // Security rows of the audit trail (sign-ins, refusals) are deleted after this many days; changes are kept (decision 0023).
  AUDIT_SECURITY_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // "0" keeps audit rows off standard output (the tests); anything else prints one JSON line per row.
  AUDIT_STDOUT: z.enum(["0", "1"]).default("1"),
  // The operator's log: one JSON line per request and notable event on standard output (decision 0046).
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // /metrics answers only with this bearer token, and not at all without it (issue #29, decision 0064).
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .max(200)
    .regex(/^\S+$/, "must not contain spaces (it is sent as `Authorization: Bearer <token>`)")
    .optional(),
  // The job runner (issue #28, decision 0058): how often it looks for due jobs and writes its
  // heartbeat, and how long a claimed job is its own before another instance may take it over.
  JOBS_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  // Photo conversions one instance runs at once; more uploads wait (decision 0047).
  PHOTO_CONVERSIONS: z.coerce.number().int().min(1).max(16).default(2),
  // Photos go to DATA_DIR/media unless all five S3 settings are given (decision 0031).
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  // Paying online in XOF through CinetPay (issue #27, decision 0057): off unless all three are given.
  CINETPAY_SITE_ID: z.string().min(1).max(100).optional(),
  CINETPAY_API_KEY: z.string().min(1).max(200).optional(),
  CINETPAY_SECRET_KEY: z.string().min(1).max(200).optional(),
  CINETPAY_API_URL: z
    .url()
    .refine((url) => /^https?:\/\//.test(url), "must start with https:// (or http:// for a stand-in)")
    .default("https://api-checkout.cinetpay.com"),
});

const S3_SETTINGS = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_REGION"] as const;
const CINETPAY_SETTINGS = ["CINETPAY_SITE_ID", "CINETPAY_API_KEY", "CINETPAY_SECRET_KEY"] as const;

export type Env = z.output<typeof EnvSchema> & { SESSION_SECRET: string; SITE_URL: string };

let cached: Env | undefined;

/** Reads and checks the environment once; a bad value stops the server with a clear message. */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached;
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const s3Given = S3_SETTINGS.filter((name) => env[name] !== undefined);
  if (s3Given.length > 0 && s3Given.length < S3_SETTINGS.length) {
    const missing = S3_SETTINGS.filter((name) => env[name] === undefined);
    throw new Error(
      `Invalid environment:\n  ${missing.join(", ")}: must be set too when ${s3Given.join(", ")} ${s3Given.length === 1 ? "is" : "are"} (or none of them, to keep photos in DATA_DIR/media)`,
    );
  }
  const cinetPayGiven = CINETPAY_SETTINGS.filter((name) => env[name] !== undefined);
  if (cinetPayGiven.length > 0 && cinetPayGiven.length < CINETPAY_SETTINGS.length) {
    const missing = CINETPAY_SETTINGS.filter((name) => env[name] === undefined);
    throw new Error(
      `Invalid environment:\n  ${missing.join(", ")}: must be set too when ${cinetPayGiven.join(", ")} (or none of them, to keep paying online off)`,
    );
  }
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const result: Env = { ...env, SITE_URL: siteUrl, SESSION_SECRET: env.SESSION_SECRET ?? persistedSecret(env.DATA_DIR) };
  if (source === process.env) cached = result;
  return result;
}

/** Without SESSION_SECRET, a generated one is kept in the data folder so restarts keep sessions valid. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Warnings printed at start for settings that are valid but almost surely wrong (issue #24):
 * an https SITE_URL is served behind a proxy that ends TLS, and without TRUST_PROXY the site
 * sees plain http and the proxy's address, so secure cookies and form posts fail with no hint.
 */
export function startupWarnings(env: Pick<Env, "SITE_URL">, source: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  if (env.SITE_URL.startsWith("https:") && !source.TRUST_PROXY) {
    warnings.push(
      "SITE_URL is https but TRUST_PROXY is not set: behind a reverse proxy that ends HTTPS, the site sees plain http and the proxy's address, so sign-in and every form post fail. Set TRUST_PROXY=1 when one reverse proxy forwards the requests.",
    );
  }
  return warnings;
}

export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function sqlitePath(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): string {
  const url = env.DATABASE_URL;
  if (url && !isPostgresUrl(url)) return url.replace(/^(file|sqlite):(\/\/)?/, "");
  return path.join(env.DATA_DIR, "site.db");
}
