import { expect, test } from "vitest";
import { addDays, agencyToday } from "~/domain/departures";
import type { AccountKind } from "~/domain/ledger";
import { getAccount, newestOpenAccounts } from "~/server/money/accounts.server";
import { getReceivables } from "~/server/money/receivables.server";
import { getDb } from "~/server/platform/db.server";
import { now } from "~/server/platform/records.server";
import { SETTING_KEYS } from "~/server/platform/settings.server";
import { seedRateCard, seedShipment } from "./cargo-helpers";
import { describeEachDatabase } from "./databases";
import { seedBooking } from "./money-helpers";

/*
 * The owed screens read the newest open accounts at once (issue #28: newestOpenAccounts, a few
 * grouped queries) where an account's own page reads one (getAccount). Both must give the same
 * reference, currency, total, schedule and customer, on the cases that differ: kept terms or
 * the settings of the day, the sender or the receiver paying, lines in a second currency, no
 * lines but a declared value; a released booking and a cancelled shipment are not open.
 */

const today = agencyToday();

async function expectSameAsOwnPage(kind: AccountKind, ids: readonly string[]) {
  const read = await newestOpenAccounts(kind, 100);
  expect(read.map((dues) => dues.id).sort()).toEqual([...ids].sort());
  for (const dues of read) {
    const account = await getAccount(kind, dues.id);
    expect(account).not.toBeNull();
    expect(dues).toMatchObject({
      kind,
      reference: account!.reference,
      currency: account!.currency,
      owedMinor: account!.owedMinor,
      schedule: account!.schedule,
      customerName: account!.customer.name,
      closed: false,
    });
  }
  return read;
}

describeEachDatabase("the owed screens' reading of many accounts", () => {
  test("gives each booking and shipment what its own page gives", async () => {
    const kept = await seedBooking({ currency: "USD", unitMinor: 100_000, adults: 2, daysAhead: 90, office: "abidjan" });
    const francs = await seedBooking({ currency: "XOF", unitMinor: 250_000, adults: 1, daysAhead: 10 });
    // From before the terms were kept (migration 0038): the settings of the day decide, 50 % and 60 days.
    const older = await seedBooking({ currency: "LBP", unitMinor: 80_000, adults: 3, daysAhead: 120 });
    await getDb().updateTable("bookings").set({ deposit_percent: null, balance_days: null }).where("id", "=", older.booking.id).execute();
    await getDb()
      .insertInto("settings")
      .values([
        { key: SETTING_KEYS.depositPercent, value: "50", updated_at: now() },
        { key: SETTING_KEYS.balanceDays, value: "60", updated_at: now() },
      ])
      .execute();
    const released = await seedBooking({ daysAhead: 40 });
    await getDb().updateTable("bookings").set({ status: "released" }).where("id", "=", released.booking.id).execute();
    const bookings = [kept, francs, older].map((seeded) => seeded.booking.id);

    await seedRateCard();
    const bySender = await seedShipment({ dropOffDate: addDays(today, -12) });
    const byReceiver = await seedShipment({ dropOffDate: addDays(today, -3), payer: "receiver" });
    // A line in another currency is not added to the others.
    const mixed = await seedShipment({ dropOffDate: addDays(today, -40) });
    await getDb()
      .insertInto("shipment_charges")
      .values({ shipment_id: mixed.id, position: 99, kind: "other", label: "Storage", amount_minor: 5_000, currency: "LRD" })
      .execute();
    // No lines at all: the declared value's currency, nothing owed.
    const unpriced = await seedShipment({ dropOffDate: today, declaredValue: { amountMinor: 50_000, currency: "XOF" } });
    await getDb().deleteFrom("shipment_charges").where("shipment_id", "=", unpriced.id).execute();
    const cancelled = await seedShipment({ dropOffDate: addDays(today, -5) });
    await getDb().updateTable("shipments").set({ status: "cancelled" }).where("id", "=", cancelled.id).execute();
    const shipments = [bySender, byReceiver, mixed, unpriced].map((shipment) => shipment.id);

    const readBookings = await expectSameAsOwnPage("booking", bookings);
    await expectSameAsOwnPage("shipment", shipments);
    // Newest first, each booking with its quote; the settings of the day did decide the older booking: half at acceptance.
    expect(readBookings.map((dues) => dues.id)).toEqual([older, francs, kept].map((seeded) => seeded.booking.id));
    expect(readBookings.map((dues) => dues.quoteId)).toEqual([older, francs, kept].map((seeded) => seeded.quote.id));
    expect(readBookings[0]!.schedule[0]).toMatchObject({ kind: "deposit", amountMinor: 120_000 });
    expect(readBookings.map((dues) => dues.originOffice)).toEqual(["beirut", "beirut", "abidjan"]);
    expect(await newestOpenAccounts("booking", 2)).toHaveLength(2);

    // What the owed screen lists: the shipment paid by its sender 12 days ago and the one 40 days ago, not the receiver's, the cancelled, the unpriced.
    const owed = await getReceivables(1);
    const overdue = owed.overdue.filter((line) => line.kind === "shipment").map((line) => line.id);
    expect(overdue.sort()).toEqual([bySender.id, mixed.id].sort());
  });
});
