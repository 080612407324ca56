import { randomBytes } from "node:crypto";
import pg from "pg";

export type ThrowawayDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * A new PostgreSQL database on the server TEST_POSTGRES_URL names, for one test file: empty,
 * or a copy of `template` (`CREATE DATABASE … TEMPLATE`, which PostgreSQL refuses while anyone
 * is connected to the template, so nobody stays connected to one). `drop` removes it even
 * while connections stay open. Imports only pg, so Playwright (and the bench, under Node's type
 * stripping) can use it.
 */
export async function createThrowawayDatabase(prefix: string, template?: string): Promise<ThrowawayDatabase> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error("TEST_POSTGRES_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, template ? `create database ${name} template ${pg.escapeIdentifier(template)}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropDatabase(name) };
}

/** Drops the database `name` on the server TEST_POSTGRES_URL names, even while connections stay open. */
export async function dropDatabase(name: string): Promise<void> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error("TEST_POSTGRES_URL is not set");
  await onServer(serverUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
