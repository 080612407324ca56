import { getDb } from "~/server/platform/db.server";

/*
 * Online payments staff must look at (issue #27, decision 0057): a provider's notification held
 * for review (another amount or currency than asked, or refused by the ledger) or left pending
 * (the provider's status check could not be had), for which no payment stands recorded since.
 */

export type NotificationToReview = {
  id: string;
  transactionId: string;
  status: "held" | "pending";
  reason: string;
  askedMinor: number | null;
  askedCurrency: string | null;
  toldAmount: string | null;
  toldCurrency: string | null;
  receivedAt: string;
  accountKind: string | null;
  accountId: string | null;
  quoteId: string | null;
};

/** The newest `limit` notifications to review, one per transaction (its latest). */
export async function notificationsToReview(limit = 20): Promise<NotificationToReview[]> {
  const rows = await getDb()
    .selectFrom("payment_notifications as notice")
    .leftJoin("online_payments as asked", "asked.transaction_id", "notice.transaction_id")
    .leftJoin("bookings", (join) => join.onRef("bookings.id", "=", "asked.account_id").on("asked.account_kind", "=", "booking"))
    .select([
      "notice.id",
      "notice.transaction_id",
      "notice.status",
      "notice.reason",
      "notice.asked_minor",
      "notice.asked_currency",
      "notice.told_amount",
      "notice.told_currency",
      "notice.received_at",
      "asked.account_kind",
      "asked.account_id",
      "bookings.quote_id",
    ])
    .where("notice.status", "in", ["held", "pending"])
    // Settled since: a payment stands for the transaction, told by CinetPay or recorded by hand
    // with the method Online and the transaction id as its reference.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("payments")
            .select("payments.id")
            .where((eb) =>
              eb.or([
                eb("payments.provider_transaction_id", "=", eb.ref("notice.transaction_id")),
                eb.and([eb("payments.method", "=", "online"), eb("payments.reference", "=", eb.ref("notice.transaction_id"))]),
              ]),
            ),
        ),
      ),
    )
    // Only each transaction's latest notification.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("payment_notifications as later")
            .select("later.id")
            .whereRef("later.transaction_id", "=", "notice.transaction_id")
            .whereRef("later.received_at", ">", "notice.received_at"),
        ),
      ),
    )
    .orderBy("notice.received_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    transactionId: row.transaction_id,
    status: row.status === "held" ? "held" : "pending",
    reason: row.reason,
    askedMinor: row.asked_minor === null ? null : Number(row.asked_minor),
    askedCurrency: row.asked_currency,
    toldAmount: row.told_amount,
    toldCurrency: row.told_currency,
    receivedAt: row.received_at,
    accountKind: row.account_kind ?? null,
    accountId: row.account_id ?? null,
    quoteId: row.quote_id ?? null,
  }));
}
