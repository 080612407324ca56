import { expect, test } from "vitest";
import { agencyToday } from "~/domain/departures";
import { commandLineOrigin } from "~/server/accounts/audit.server";
import { RateFormSchema } from "~/domain/exchange-rate-form";
import { addRate, latestRateId } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";
import { accountLedger, recordPayment, recordRefund, reversePayment, type NewPayment } from "~/server/money/payments.server";
import { seedRateCard, seedShipment } from "./cargo-helpers";
import { describeEachDatabase } from "./databases";
import { asAmina, seedBooking } from "./money-helpers";

/*
 * The money ledger (issue #27, decision 0056) on both databases: payments with gapless receipt
 * numbers per office and year, the same payment refused twice (also at the same moment), rows
 * never changed (a mistake is a reversing row with a reason), refunds never above what was paid,
 * the balance's states, and bad input refused with nothing written.
 */
const year = Number(agencyToday().slice(0, 4));

const ledgerRows = () => getDb().selectFrom("payments").selectAll().orderBy("recorded_at").execute();

describeEachDatabase("the money ledger", () => {
  test("a deposit in cash and a balance by Wave at Abidjan: receipts ABJ-R-…-0001 and -0002, the booking paid", async () => {
    const { booking } = await seedBooking({ currency: "XOF", unitMinor: 500_000, adults: 2, office: "abidjan" });
    const base = { accountKind: "booking", accountId: booking.id, currency: "XOF", office: "abidjan" } as const;
    const before = await accountLedger("booking", booking.id);
    expect(before!.balance).toMatchObject({ owedMinor: 1_000_000, paidMinor: 0, state: "due" });
    expect(before!.account.schedule.map((part) => [part.kind, part.amountMinor])).toEqual([
      ["deposit", 300_000],
      ["balance", 700_000],
    ]);
    const deposit = await asAmina(() => recordPayment({ ...base, amountMinor: 300_000, method: "cash" }));
    expect(deposit).toMatchObject({ status: "ok", payment: { receiptNumber: `ABJ-R-${year}-0001`, recordedByName: "Amina" } });
    expect((await accountLedger("booking", booking.id))!.balance).toMatchObject({
      paidMinor: 300_000,
      dueMinor: 700_000,
      state: "deposit-paid",
    });
    const balance = await asAmina(() => recordPayment({ ...base, amountMinor: 700_000, method: "wave", reference: "WV-2026-77341" }));
    expect(balance).toMatchObject({ status: "ok", payment: { receiptNumber: `ABJ-R-${year}-0002` } });
    expect((await accountLedger("booking", booking.id))!.balance).toMatchObject({
      paidMinor: 1_000_000,
      dueMinor: 0,
      state: "paid",
      next: null,
    });
    // The same Wave reference again, however it is typed, is the same payment.
    const again = await asAmina(() => recordPayment({ ...base, amountMinor: 700_000, method: "wave", reference: " wv 2026 77341 " }));
    expect(again).toEqual({ status: "invalid", problem: "duplicate-reference" });
    expect(await ledgerRows()).toHaveLength(2);
    // Each row is audited with who recorded it.
    const audited = await getDb().selectFrom("audit_log").select(["entity", "actor_name"]).where("entity", "=", "payment").execute();
    expect(audited).toEqual([
      { entity: "payment", actor_name: "Amina" },
      { entity: "payment", actor_name: "Amina" },
    ]);
  });

  test("200 parallel payments at one office get 200 consecutive receipt numbers", async () => {
    const { booking } = await seedBooking({ currency: "USD", unitMinor: 10_000_000, adults: 1, office: "beirut" });
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        asAmina(() =>
          recordPayment({
            accountKind: "booking",
            accountId: booking.id,
            amountMinor: 100,
            currency: "USD",
            method: "cash",
            office: "beirut",
          }),
        ),
      ),
    );
    const numbers = results.map((result) => (result.status === "ok" ? result.payment.receiptNumber : result.problem)).sort();
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, index) => `BEY-R-${year}-${String(index + 1).padStart(4, "0")}`));
    // Another office counts from 1.
    const monrovia = await asAmina(() =>
      recordPayment({
        accountKind: "booking",
        accountId: booking.id,
        amountMinor: 100,
        currency: "USD",
        method: "cash",
        office: "monrovia",
      }),
    );
    expect(monrovia).toMatchObject({ payment: { receiptNumber: `MLW-R-${year}-0001` } });
  });

  test("the same OMT reference recorded by ten clerks at once is taken once", async () => {
    const { booking } = await seedBooking();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        asAmina(() =>
          recordPayment({
            accountKind: "booking",
            accountId: booking.id,
            amountMinor: 5_000,
            currency: "USD",
            method: "omt",
            reference: "OMT-55120",
            office: "beirut",
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.status === "ok")).toHaveLength(1);
    expect(results.filter((result) => result.status === "invalid" && result.problem === "duplicate-reference")).toHaveLength(9);
    // The refused ones gave no number away: the next payment takes 0002.
    const next = await asAmina(() =>
      recordPayment({
        accountKind: "booking",
        accountId: booking.id,
        amountMinor: 5_000,
        currency: "USD",
        method: "cash",
        office: "beirut",
      }),
    );
    expect(next).toMatchObject({ payment: { receiptNumber: `BEY-R-${year}-0002` } });
  });

  test("a mistake is reversed with a reason: the row and its receipt number stay, its reference may be recorded again, a row is reversed once", async () => {
    const { booking } = await seedBooking();
    const wrong = await asAmina(() =>
      recordPayment({
        accountKind: "booking",
        accountId: booking.id,
        amountMinor: 50_000,
        currency: "USD",
        method: "whish",
        reference: "WH-1",
        office: "beirut",
      }),
    );
    if (wrong.status !== "ok") throw new Error(wrong.problem);
    expect(await reversePayment(wrong.payment.id, "  ")).toEqual({ status: "invalid", problem: "reason-required" });
    const twice = await Promise.all([1, 2, 3].map(() => asAmina(() => reversePayment(wrong.payment.id, "Typed 500 instead of 50"))));
    expect(twice.filter((result) => result.status === "ok")).toHaveLength(1);
    expect(twice.filter((result) => result.status === "invalid" && result.problem === "already-reversed")).toHaveLength(2);
    const ledger = await accountLedger("booking", booking.id);
    expect(ledger!.balance).toMatchObject({ paidMinor: 0, state: "due" });
    expect(ledger!.payments.map((row) => [row.kind, row.receiptNumber, row.reason])).toEqual([
      ["payment", `BEY-R-${year}-0001`, ""],
      ["reversal", null, "Typed 500 instead of 50"],
    ]);
    const right = await asAmina(() =>
      recordPayment({
        accountKind: "booking",
        accountId: booking.id,
        amountMinor: 5_000,
        currency: "USD",
        method: "whish",
        reference: "WH-1",
        office: "beirut",
      }),
    );
    // The reversal freed the reference, never the number.
    expect(right).toMatchObject({ status: "ok", payment: { receiptNumber: `BEY-R-${year}-0002` } });
  });

  test("refunds: never above what was paid; paid back in full the booking reads Refunded; a refund reversed counts as paid again", async () => {
    const { booking } = await seedBooking({ unitMinor: 100_000, adults: 1 });
    const base = { accountKind: "booking", accountId: booking.id, currency: "USD", office: "beirut" } as const;
    await asAmina(() => recordPayment({ ...base, amountMinor: 40_000, method: "cash" }));
    expect(await asAmina(() => recordRefund({ ...base, amountMinor: 40_001, method: "cash", reason: "Cancelled" }))).toEqual({
      status: "invalid",
      problem: "refund-above-paid",
    });
    expect(await asAmina(() => recordRefund({ ...base, amountMinor: 40_000, method: "cash" }))).toEqual({
      status: "invalid",
      problem: "reason-required",
    });
    const refund = await asAmina(() => recordRefund({ ...base, amountMinor: 40_000, method: "cash", reason: "Cancelled by the customer" }));
    if (refund.status !== "ok") throw new Error(refund.problem);
    expect(refund.payment.receiptNumber).toBeNull();
    expect((await accountLedger("booking", booking.id))!.balance).toMatchObject({ paidMinor: 0, refundedMinor: 40_000, state: "refunded" });
    await asAmina(() => reversePayment(refund.payment.id, "Refund entered on the wrong booking"));
    expect((await accountLedger("booking", booking.id))!.balance).toMatchObject({
      paidMinor: 40_000,
      refundedMinor: 0,
      state: "deposit-paid",
    });
  });

  test("a payment in another currency is counted in the booking's at the day's rates, kept with the row; overpaid is said", async () => {
    const rate = RateFormSchema.parse({ currency: "LBP", rate: "89500", appliesFrom: "2020-01-01", latestId: await latestRateId() });
    expect((await addRate(rate, commandLineOrigin())).status).toBe("ok");
    const { booking } = await seedBooking({ currency: "USD", unitMinor: 10_000, adults: 1 });
    const paid = await asAmina(() =>
      recordPayment({
        accountKind: "booking",
        accountId: booking.id,
        amountMinor: 1_790_000,
        currency: "LBP",
        method: "cash",
        office: "beirut",
      }),
    );
    expect(paid).toMatchObject({
      status: "ok",
      payment: {
        amount: { amountMinor: 1_790_000, currency: "LBP" },
        applied: { amountMinor: 2_000, currency: "USD" },
        rates: { paidPerUsdMicros: 89_500_000_000, owedPerUsdMicros: 1_000_000, day: agencyToday() },
      },
    });
    await asAmina(() =>
      recordPayment({
        accountKind: "booking",
        accountId: booking.id,
        amountMinor: 9_000,
        currency: "USD",
        method: "cash",
        office: "beirut",
      }),
    );
    expect((await accountLedger("booking", booking.id))!.balance).toMatchObject({ paidMinor: 11_000, dueMinor: 0, state: "overpaid" });
    // Liberian dollars have no rate yet: refused, nothing written.
    const rows = (await ledgerRows()).length;
    expect(
      await asAmina(() =>
        recordPayment({
          accountKind: "booking",
          accountId: booking.id,
          amountMinor: 100,
          currency: "LRD",
          method: "cash",
          office: "monrovia",
        }),
      ),
    ).toEqual({ status: "invalid", problem: "no-rate" });
    expect(await ledgerRows()).toHaveLength(rows);
  });

  test("a shipment is owed its charges, due at drop-off from its sender; a cancelled one takes no payment", async () => {
    await seedRateCard();
    const shipment = await seedShipment({ dropOffDate: "2026-03-02" });
    const ledger = await accountLedger("shipment", shipment.id);
    const owed = shipment.charges.reduce((sum, charge) => sum + charge.amount.amountMinor, 0);
    expect(ledger!.account).toMatchObject({ currency: "USD", owedMinor: owed, office: "beirut", reference: shipment.trackingNumber });
    expect(ledger!.account.schedule).toEqual([{ kind: "whole", amountMinor: owed, dueOn: "2026-03-02" }]);
    await getDb().updateTable("shipments").set({ status: "cancelled" }).where("id", "=", shipment.id).execute();
    expect(
      await asAmina(() =>
        recordPayment({
          accountKind: "shipment",
          accountId: shipment.id,
          amountMinor: owed,
          currency: "USD",
          method: "cash",
          office: "beirut",
        }),
      ),
    ).toEqual({ status: "invalid", problem: "account-closed" });
  });

  test("bad input is refused with its problem and writes nothing", async () => {
    const { booking } = await seedBooking();
    const good: NewPayment = {
      accountKind: "booking",
      accountId: booking.id,
      amountMinor: 1_000,
      currency: "USD",
      method: "omt",
      reference: "OMT-1",
      office: "beirut",
    };
    const cases: [Partial<NewPayment> | Record<string, unknown>, string][] = [
      [{ amountMinor: 0 }, "amount-not-positive"],
      [{ amountMinor: -500 }, "amount-not-positive"],
      [{ amountMinor: 12.5 }, "amount-not-positive"],
      [{ amountMinor: 1e16 }, "amount-too-large"],
      [{ currency: "EUR" }, "unknown-currency"],
      [{ method: "bitcoin" }, "unknown-method"],
      [{ reference: "" }, "reference-required"],
      [{ reference: "x".repeat(10_000) }, "reference-too-long"],
      [{ reference: "OMT\u0000-1" }, "bad-reference"],
      [{ reference: "---" }, "bad-reference"],
      [{ office: "paris" }, "unknown-office"],
      [{ accountId: "no-such-booking" }, "no-such-account"],
      [{ accountKind: "invoice" }, "no-such-account"],
    ];
    for (const [change, problem] of cases) {
      expect(await asAmina(() => recordPayment({ ...good, ...change } as NewPayment)), JSON.stringify(change).slice(0, 80)).toEqual({
        status: "invalid",
        problem,
      });
    }
    expect(await asAmina(() => recordRefund({ ...good, reason: "r".repeat(501) }))).toEqual({
      status: "invalid",
      problem: "reason-too-long",
    });
    expect(await reversePayment("no-such-payment", "Because")).toEqual({ status: "invalid", problem: "no-such-payment" });
    // A released booking takes no payment.
    await getDb().updateTable("bookings").set({ status: "released" }).where("id", "=", booking.id).execute();
    expect(await asAmina(() => recordPayment(good))).toEqual({ status: "invalid", problem: "account-closed" });
    expect(await ledgerRows()).toEqual([]);
    expect(await getDb().selectFrom("document_numbers").selectAll().execute()).toEqual([]);
  });
});
