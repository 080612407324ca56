import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { getEnv, isPostgresUrl, sqlitePath, startupWarnings } from "~/server/platform/env.server";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "cedar-env-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** An environment of its own, never process.env, so nothing is cached between tests. */
const envOf = (values: Record<string, string>) => getEnv({ DATA_DIR: dataDir, ...values });

describe("environment", () => {
  test("with nothing set, the defaults serve the site on port 3000 with SQLite in the data folder", () => {
    const env = envOf({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DB_POOL_SIZE: 10,
      MAIL_FROM: "Cedar Wings Travel <no-reply@cedarwings.example>",
      MAIL_TO: "info@cedarwingstravel.com",
      CARGO_MAIL_TO: "cargo@cedarwingstravel.com",
      SHUTDOWN_TIMEOUT_MS: 10_000,
      PAGE_CACHE_MAX_BYTES: 64 * 1024 * 1024,
      SITE_URL: "http://localhost:3000",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(sqlitePath(env)).toBe(path.join(dataDir, "site.db"));
    expect(getEnv({ SESSION_SECRET: "x".repeat(32) }).DATA_DIR).toBe("./data");
  });

  test("blank values count as unset", () => {
    expect(envOf({ PORT: "", DATABASE_URL: "", SITE_URL: "" })).toMatchObject({ PORT: 3000, SITE_URL: "http://localhost:3000" });
  });

  test("numbers are read from text; SITE_URL loses its trailing slash and follows PORT by default", () => {
    expect(envOf({ PORT: "8080", DB_POOL_SIZE: "4" })).toMatchObject({ PORT: 8080, DB_POOL_SIZE: 4, SITE_URL: "http://localhost:8080" });
    expect(envOf({ PAGE_CACHE_MAX_BYTES: "0" }).PAGE_CACHE_MAX_BYTES).toBe(0);
    expect(envOf({ SITE_URL: "https://cedarwings.example/" }).SITE_URL).toBe("https://cedarwings.example");
  });

  test("a bad value stops start-up with a message naming the variable", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: "eighty" }, /PORT/],
      [{ PORT: "70000" }, /PORT/],
      [{ DATABASE_URL: "mysql://localhost/site" }, /DATABASE_URL: must start with postgres:\/\//],
      [{ SESSION_SECRET: "short" }, /SESSION_SECRET: must be at least 32 characters/],
      [{ ADMIN_EMAIL: "not-an-email" }, /ADMIN_EMAIL/],
      [{ ADMIN_PASSWORD: "1234" }, /ADMIN_PASSWORD: must be at least 12 characters/],
      [{ SMTP_URL: "http://mail.example" }, /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//],
      [{ SITE_URL: "cedarwings" }, /SITE_URL/],
      [{ DB_POOL_SIZE: "0" }, /DB_POOL_SIZE/],
      [{ PAGE_CACHE_MAX_BYTES: "64MB" }, /PAGE_CACHE_MAX_BYTES/],
      [{ PAGE_CACHE_MAX_BYTES: "-1" }, /PAGE_CACHE_MAX_BYTES/],
      [{ METRICS_TOKEN: "short-token" }, /METRICS_TOKEN: must be at least 16 characters/],
      [{ METRICS_TOKEN: "a long token with spaces" }, /METRICS_TOKEN: must not contain spaces/],
    ];
    for (const [values, message] of cases) {
      expect(() => envOf(values), JSON.stringify(values)).toThrow(/^Invalid environment:/);
      expect(() => envOf(values), JSON.stringify(values)).toThrow(message);
    }
  });

  test("without SESSION_SECRET a generated one is kept in the data folder and reused", () => {
    const first = envOf({}).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(envOf({}).SESSION_SECRET).toBe(first);
  });

  test("a given SESSION_SECRET wins and nothing is written", () => {
    const secret = "s".repeat(40);
    expect(envOf({ SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
    expect(() => statSync(path.join(dataDir, "session-secret"))).toThrow();
  });

  test("a damaged secret file is replaced by a new secret", () => {
    writeFileSync(path.join(dataDir, "session-secret"), "tiny");
    expect(envOf({}).SESSION_SECRET).not.toBe("tiny");
    expect(envOf({}).SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  test("DATABASE_URL chooses PostgreSQL or a SQLite file", () => {
    expect(isPostgresUrl("postgres://user@db/site")).toBe(true);
    expect(isPostgresUrl("postgresql://user@db/site")).toBe(true);
    expect(isPostgresUrl("file:/var/lib/cedar/site.db")).toBe(false);
    expect(isPostgresUrl(undefined)).toBe(false);
    expect(sqlitePath(envOf({ DATABASE_URL: "file:/var/lib/cedar/site.db" }))).toBe("/var/lib/cedar/site.db");
    expect(sqlitePath(envOf({ DATABASE_URL: "sqlite://./other.db" }))).toBe("./other.db");
    expect(sqlitePath(envOf({ DATABASE_URL: "postgres://user@db/site" }))).toBe(path.join(dataDir, "site.db"));
  });

  test("an https SITE_URL without TRUST_PROXY is warned about at start (issue #24)", () => {
    const https = { SITE_URL: "https://cedarwingstravel.com" };
    expect(startupWarnings(envOf(https), https)).toEqual([expect.stringMatching(/TRUST_PROXY is not set.*Set TRUST_PROXY=1/)]);
    expect(startupWarnings(envOf(https), { ...https, TRUST_PROXY: "1" })).toEqual([]);
    expect(startupWarnings(envOf({ SITE_URL: "http://localhost:3000" }), {})).toEqual([]);
  });
});
