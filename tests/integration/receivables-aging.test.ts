import { expect, test } from "vitest";
import type { AirRateCard } from "~/domain/cargo/cargo-pricing";
import { addDays, agencyToday } from "~/domain/departures";
import { addRateCard } from "~/server/cargo/cargo-rates.server";
import { recordPayment, reversePayment, type NewPayment } from "~/server/money/payments.server";
import { getReceivables } from "~/server/money/receivables.server";
import { getDb } from "~/server/platform/db.server";
import { now } from "~/server/platform/records.server";
import { asNadia, seedRateCard, seedShipment } from "./cargo-helpers";
import { describeEachDatabase } from "./databases";
import { seedBooking } from "./money-helpers";

/*
 * What is owed, aged (issue #28 asks for the figures on a fixed data set): bookings and shipments
 * in dollars and CFA francs whose unpaid parts fall in each bucket, a part payment, and a
 * payment reversed (which leaves the part owed), against sums worked out by hand. The ageing is
 * asked as of 20 days from now, so a booking accepted today has its deposit 20 days late.
 */

/** Abidjan to Beirut by air, in CFA francs: 5,000 a kg, 15,000 at least. Each test shipment is 35 kg: 175,000. */
const ABIDJAN_BEIRUT_AIR_XOF: AirRateCard = {
  mode: "air",
  currency: "XOF",
  divisor: 6_000,
  stepGrams: 500,
  minimumMinor: 15_000,
  brackets: [{ fromGrams: 0, perKgMinor: 5_000 }],
  flatPerPiece: {},
};
const XOF_ROUTE = { fromOffice: "abidjan", toOffice: "beirut", mode: "air" } as const;

const today = agencyToday();
const asOf = addDays(today, 20);

async function pay(input: Omit<NewPayment, "method" | "office"> & { office?: NewPayment["office"] }) {
  const result = await asNadia(() => recordPayment({ method: "cash", office: "beirut", ...input }));
  if (result.status !== "ok") throw new Error(`payment refused: ${result.problem}`);
  return result.payment;
}

describeEachDatabase("the receivables ageing", () => {
  test("sums each currency's unpaid parts by days past due, as worked out by hand", async () => {
    await getDb()
      .insertInto("exchange_rates")
      .values({
        id: "rate-xof",
        currency: "XOF",
        per_usd_micros: 600_000_000,
        applies_from: "2026-01-01",
        created_at: now(),
        created_by: null,
      })
      .execute();
    await seedRateCard();
    const francsCard = await asNadia(() => addRateCard({ ...XOF_ROUTE, validFrom: "2026-01-01", card: ABIDJAN_BEIRUT_AIR_XOF }));
    expect(francsCard.ok).toBe(true);
    // Dollars: each shipment is 35 kg at 8.00 = 280.00 (28,000 cents), due on its drop-off day (the sender pays).
    const dollarsDroppedOff = (daysAgo: number) => seedShipment({ dropOffDate: addDays(today, -daysAgo) });
    await dollarsDroppedOff(-5); // due in 5 days: 15 days late as of asOf → 0–30
    await dollarsDroppedOff(10); // exactly 30 days late → 0–30
    await dollarsDroppedOff(11); // 31 days late → 31–60
    const reversed = await dollarsDroppedOff(25); // 45 → 31–60, paid and the payment reversed: all of it owed
    const partPaid = await dollarsDroppedOff(50); // 70 → 61–90, 80.00 paid: 200.00 owed
    await dollarsDroppedOff(100); // 120 → 90+
    const paidUp = await dollarsDroppedOff(60); // paid in full: nothing owed
    await seedShipment({ dropOffDate: addDays(today, -50), payer: "receiver" }); // paid at pickup: never late
    const payment = await pay({ accountKind: "shipment", accountId: reversed.id, amountMinor: 28_000, currency: "USD" });
    const reversal = await asNadia(() => reversePayment(payment.id, "Entered on the wrong shipment"));
    expect(reversal.status).toBe("ok");
    await pay({ accountKind: "shipment", accountId: partPaid.id, amountMinor: 8_000, currency: "USD" });
    await pay({ accountKind: "shipment", accountId: paidUp.id, amountMinor: 28_000, currency: "USD" });
    // A booking in dollars accepted today: its 30 % deposit (300.00 of 1,000.00) is 20 days late; its balance is not due.
    await seedBooking({ currency: "USD", unitMinor: 100_000, adults: 1, daysAhead: 200 });

    // CFA francs: 35 kg at 5,000 = 175,000 a shipment.
    const francsDroppedOff = (daysAgo: number) =>
      seedShipment({ ...XOF_ROUTE, dropOffDate: addDays(today, -daysAgo), declaredValue: { amountMinor: 50_000, currency: "XOF" } });
    const older = await francsDroppedOff(100); // 120 → 90+, 75,000 paid: 100,000 owed
    const reversedFrancs = await francsDroppedOff(60); // 80 → 61–90, paid and reversed: 175,000 owed
    await pay({ accountKind: "shipment", accountId: older.id, amountMinor: 75_000, currency: "XOF", office: "abidjan" });
    const francs = await pay({
      accountKind: "shipment",
      accountId: reversedFrancs.id,
      amountMinor: 175_000,
      currency: "XOF",
      office: "abidjan",
    });
    expect((await asNadia(() => reversePayment(francs.id, "Counted twice"))).status).toBe("ok");
    // A booking in francs: 2 seats at 500,000; its deposit (300,000) is 20 days late, its balance due in 90 days.
    await seedBooking({ currency: "XOF", unitMinor: 500_000, adults: 2, daysAhead: 120 });

    const { ageing } = await getReceivables(1, asOf);
    expect(ageing).toEqual([
      {
        currency: "USD",
        buckets: { "0-30": 28_000 + 28_000 + 30_000, "31-60": 28_000 + 28_000, "61-90": 20_000, "90+": 28_000 },
        totalMinor: 190_000,
      },
      {
        currency: "XOF",
        buckets: { "0-30": 300_000, "31-60": 0, "61-90": 175_000, "90+": 100_000 },
        totalMinor: 575_000,
      },
    ]);
  });
});
