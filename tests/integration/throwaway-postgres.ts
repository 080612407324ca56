import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A new, empty PostgreSQL database on the server TEST_POSTGRES_URL names, for one test file;
 * `drop` removes it even while connections stay open. Imports only pg, so Playwright can use it.
 */
export async function createThrowawayDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error("TEST_POSTGRES_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
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
