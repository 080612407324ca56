import type { Kysely } from "kysely";

/**
 * A booking keeps the money terms in force when its quote was accepted (issue #27, decision
 * 0056): the deposit's share and how many days before departure the balance is due. A later
 * change of the settings then applies to bookings accepted after it, never moving what an
 * existing booking owes and when. Bookings from before this migration have none and follow the
 * settings as they stand.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("deposit_percent", "integer").execute();
  await db.schema.alterTable("bookings").addColumn("balance_days", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("balance_days").execute();
  await db.schema.alterTable("bookings").dropColumn("deposit_percent").execute();
}
