import type { Env } from "./env.server";

/** Creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD when there are no users yet. */
export async function ensureFirstAdmin(_env: Env): Promise<void> {
  // Filled in by the admin issue (#3).
}
