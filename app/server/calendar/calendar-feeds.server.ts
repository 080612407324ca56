import { createHash, randomBytes } from "node:crypto";
import { isFeedToken } from "~/domain/calendar";
import { currentAuditOrigin, recordChange } from "~/server/accounts/audit.server";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { now } from "~/server/platform/records.server";

/*
 * Each staff member's private calendar address (issue #28, decision 0061): a random secret in
 * the path, of which only the SHA-256 is stored, so a copy of the database gives no address.
 * Renewing replaces the hash: the old address answers 404 from then on.
 */

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** When the user's current address was made; null: they have none. */
export async function getCalendarFeed(userId: string): Promise<{ createdAt: string } | null> {
  const row = await getDb().selectFrom("calendar_feeds").select("created_at").where("user_id", "=", userId).executeTakeFirst();
  return row ? { createdAt: row.created_at } : null;
}

/** A new address for the user, replacing any earlier one (which stops working); its secret, shown once. */
export async function renewCalendarFeed(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashOf(token);
  const createdAt = now();
  await inTransaction(async () => {
    const replaced = await getDb()
      .updateTable("calendar_feeds")
      .set({ token_hash: tokenHash, created_at: createdAt })
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (Number(replaced.numUpdatedRows) === 0) {
      await getDb().insertInto("calendar_feeds").values({ user_id: userId, token_hash: tokenHash, created_at: createdAt }).execute();
    }
    await recordChange(currentAuditOrigin(), {
      action: "update",
      entity: "user",
      entityId: userId,
      detail: { calendarFeed: Number(replaced.numUpdatedRows) === 0 ? "created" : "renewed" },
    });
  });
  return token;
}

/** The user an address belongs to; null for a secret of no address (never made, or renewed since). */
export async function calendarFeedUser(token: string): Promise<{ id: string; name: string } | null> {
  if (!isFeedToken(token)) return null;
  const row = await getDb()
    .selectFrom("calendar_feeds")
    .innerJoin("users", "users.id", "calendar_feeds.user_id")
    .select(["users.id", "users.name"])
    .where("calendar_feeds.token_hash", "=", hashOf(token))
    .executeTakeFirst();
  return row ?? null;
}
