import { beforeEach, expect, test } from "vitest";
import { agencyToday } from "~/domain/departures";
import * as bookingsScreen from "~/routes/admin/quotes/bookings";
import * as quoteScreen from "~/routes/admin/quotes/quote";
import * as shipmentScreen from "~/routes/admin/cargo/shipment";
import * as shipmentsList from "~/routes/admin/cargo/shipments";
import * as paymentForm from "~/routes/admin/money/payment-form";
import * as paymentReverse from "~/routes/admin/money/payment-reverse";
import * as paymentsScreen from "~/routes/admin/money/payments";
import * as customerQuote from "~/routes/public/quote";
import { getDb } from "~/server/platform/db.server";
import { seedRateCard, seedShipment } from "./cargo-helpers";
import { getRequest, postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { seedBooking } from "./money-helpers";

/*
 * The money screens (issue #27) as staff use them without JavaScript: record a payment from a
 * booking, see its receipt and balance on the quote's screen and the Bookings list, a refused
 * post keeping what was typed, refunds and reversals for admins only (a reversal asks first),
 * and the customer's page saying what was paid and what is left, in their language.
 */
const year = agencyToday().slice(0, 4);

describeEachDatabase("the money screens", () => {
  let editor: string;
  let admin: string;
  beforeEach(async () => {
    editor = await signedInCookie("editor");
    admin = await signedInCookie("admin");
  });

  test("an editor records a deposit from the booking: receipt, balance on the quote's screen and the Bookings list, the customer's page in French", async () => {
    const { booking, quote, token } = await seedBooking({ currency: "USD", unitMinor: 100_000, adults: 2, locale: "fr" });
    const path = `/admin/payments/new?account=booking:${booking.id}`;
    const form = await run(paymentForm.loader, getRequest(path, editor));
    expect(form.body).toMatchObject({ mode: "payment", account: { reference: quote.number, owed: "$2,000", due: "$2,000" } });

    const posted = await run(
      paymentForm.action,
      postRequest(path, { amount: "600", currency: "USD", method: "cash", reference: "", office: "beirut" }, { cookie: editor }),
    );
    expect(posted).toMatchObject({ status: 302, location: `/admin/quotes/${quote.id}` });
    expect(posted.toast).toMatchObject({ title: "Payment recorded", description: `Receipt BEY-R-${year}-0001.` });

    const screen = await run(quoteScreen.loader, getRequest(`/admin/quotes/${quote.id}`, editor), { id: quote.id });
    expect(screen.body.money).toMatchObject({
      stateLabel: "Deposit paid",
      paid: "$600",
      due: "$1,400",
      rows: [{ kind: "Payment", amount: "$600", method: "Cash", receipt: `BEY-R-${year}-0001`, by: "Test editor", reverseHref: null }],
      refundHref: null,
    });
    expect(screen.body.money.next).toMatch(/^Balance \$1,400 due /);

    const list = await run(bookingsScreen.loader, getRequest("/admin/bookings", editor));
    const listed = list.body.departures.flatMap((departure: { bookings: unknown[] }) => departure.bookings);
    expect(listed).toMatchObject([{ id: booking.id, balance: { state: "deposit-paid", label: "Deposit paid" } }]);

    const page = await run(customerQuote.loader, new Request(`http://localhost:3000/fr/quote/${token}`), { token });
    expect(page.body.quote.payments).toMatchObject({
      paid: expect.stringMatching(/^600\s\$$/),
      due: expect.stringMatching(/^1\s400\s\$$/),
      rows: [{ amount: expect.stringMatching(/^600\s\$$/), method: "Espèces", receipt: `BEY-R-${year}-0001` }],
    });
    expect(page.body.quote.payments.next.date).toMatch(/\d{4}$/);
  });

  test("a refused payment keeps what was typed: too many decimals, no reference, the same reference twice (409)", async () => {
    const { booking } = await seedBooking({ currency: "XOF", unitMinor: 500_000 });
    const path = `/admin/payments/new?account=booking:${booking.id}`;
    const post = (fields: Record<string, string>) => run(paymentForm.action, postRequest(path, fields, { cookie: editor }));
    const typed = { amount: "1500.5", currency: "XOF", method: "wave", reference: "WV-1", office: "abidjan" };
    const decimals = await post(typed);
    expect(decimals).toMatchObject({ status: 400, body: { fieldErrors: { amount: "This currency has fewer decimals." }, values: typed } });
    const noReference = await post({ ...typed, amount: "1500", reference: " " });
    expect(noReference).toMatchObject({ status: 400, body: { fieldErrors: { reference: expect.stringMatching(/^Enter the transfer/) } } });
    // Every field that is wrong is named in one answer.
    const both = await post({ ...typed, amount: "12.5", reference: "" });
    expect(Object.keys(both.body.fieldErrors).sort()).toEqual(["amount", "reference"]);
    expect((await post({ ...typed, amount: "1 500" })).status).toBe(302);
    const again = await post({ ...typed, amount: "1500", reference: "wv 1" });
    expect(again).toMatchObject({ status: 409, body: { fieldErrors: { reference: expect.stringMatching(/already recorded/) } } });
    expect(await getDb().selectFrom("payments").select("amount_minor").execute()).toEqual([{ amount_minor: expect.anything() }]);
    // An account that does not exist is a 404, not a form.
    expect((await run(paymentForm.loader, getRequest("/admin/payments/new?account=booking:nope", editor))).status).toBe(404);
  });

  test("refunds and reversals are an admin's; a reversal asks first, with a reason, and the row stays", async () => {
    await seedRateCard();
    const shipment = await seedShipment();
    const pay = await run(
      paymentForm.action,
      postRequest(
        `/admin/payments/new?account=shipment:${shipment.id}`,
        { amount: "20", currency: "USD", method: "omt", reference: "OMT-9", office: "beirut" },
        { cookie: editor },
      ),
    );
    expect(pay).toMatchObject({ status: 302, location: `/admin/shipments/${shipment.id}` });
    const refundPath = `/admin/payments/refund?account=${encodeURIComponent(`shipment:${shipment.id}`)}`;
    expect((await run(paymentForm.loader, getRequest(refundPath, editor))).status).toBe(403);
    const refundForm = { amount: "5", currency: "USD", method: "cash", reference: "", office: "beirut", reason: "Overcharged" };
    expect((await run(paymentForm.action, postRequest(refundPath, refundForm, { cookie: editor }))).status).toBe(403);

    const screen = await run(shipmentScreen.loader, getRequest(`/admin/shipments/${shipment.id}`, admin), { id: shipment.id });
    const row = screen.body.money.rows[0];
    expect(row).toMatchObject({ method: "OMT", reference: "OMT-9", reverseHref: `/admin/payments/${row.id}/reverse` });
    expect(screen.body.money.refundHref).toBe(refundPath);

    const reversePath = `/admin/payments/${row.id}/reverse`;
    expect((await run(paymentReverse.loader, getRequest(reversePath, editor), { id: row.id })).status).toBe(403);
    const question = await run(paymentReverse.loader, getRequest(reversePath, admin), { id: row.id });
    expect(question.body.question).toMatch(/^Reverse payment BEY-R-\d{4}-0001 of \$20\? The row and its receipt number stay/);
    const noReason = await run(paymentReverse.action, postRequest(reversePath, { reason: "" }, { cookie: admin }), { id: row.id });
    expect(noReason).toMatchObject({ status: 400, body: { fieldError: "Say why." } });
    const reversed = await run(paymentReverse.action, postRequest(reversePath, { reason: "Wrong shipment" }, { cookie: admin }), {
      id: row.id,
    });
    expect(reversed).toMatchObject({ status: 302, location: `/admin/shipments/${shipment.id}` });
    const again = await run(paymentReverse.action, postRequest(reversePath, { reason: "Wrong shipment" }, { cookie: admin }), {
      id: row.id,
    });
    expect(again.status).toBe(409);

    const after = await run(shipmentScreen.loader, getRequest(`/admin/shipments/${shipment.id}`, admin), { id: shipment.id });
    expect(after.body.money.rows.map((entry: { kind: string; reversed: boolean }) => [entry.kind, entry.reversed])).toEqual([
      ["Payment", true],
      ["Reversal", false],
    ]);
    expect(after.body.money).toMatchObject({ stateLabel: "Due", paid: "$0" });
    const list = await run(shipmentsList.loader, getRequest("/admin/shipments", admin));
    expect(list.body.rows).toMatchObject([{ id: shipment.id, balance: { state: "due", label: "Due" } }]);
  });

  test("Confirm is one step once the deposit is paid; before, it asks first and keeps the reason", async () => {
    const unpaid = await seedBooking({ currency: "USD", unitMinor: 100_000, adults: 1 });
    const path = `/admin/quotes/${unpaid.quote.id}`;
    const confirm = (fields: Record<string, string> = {}) =>
      run(
        quoteScreen.action,
        postRequest(
          path,
          { intent: "confirm-booking", bookingId: unpaid.booking.id, version: String(unpaid.booking.version), ...fields },
          { cookie: editor },
        ),
        { id: unpaid.quote.id },
      );
    const screen = await run(quoteScreen.loader, getRequest(path, editor), { id: unpaid.quote.id });
    expect(screen.body.booking).toMatchObject({ depositPaid: false, depositText: "The deposit of $300 is not paid yet: $0 is." });
    expect(await confirm()).toMatchObject({ status: 200, body: { confirmStep: unpaid.booking.id } });
    expect(await confirm({ step: "confirmed", reason: " " })).toMatchObject({ status: 400, body: { confirmStep: unpaid.booking.id } });
    expect(
      (await getDb().selectFrom("bookings").select("status").where("id", "=", unpaid.booking.id).executeTakeFirstOrThrow()).status,
    ).toBe("held");
    expect(await confirm({ step: "confirmed", reason: "Paying on arrival, agreed by the manager" })).toMatchObject({ status: 302 });
    const kept = await getDb()
      .selectFrom("audit_log")
      .select("detail")
      .where("entity", "=", "booking")
      .where("action", "=", "update")
      .execute();
    expect(kept.map((row) => JSON.parse(row.detail ?? "{}"))).toEqual([
      { confirmedBeforeDeposit: true, reason: "Paying on arrival, agreed by the manager" },
    ]);

    // With the deposit recorded, the same button confirms at once.
    const paid = await seedBooking({ currency: "USD", unitMinor: 100_000, adults: 1 });
    await run(
      paymentForm.action,
      postRequest(
        `/admin/payments/new?account=booking:${paid.booking.id}`,
        { amount: "300", currency: "USD", method: "cash", reference: "", office: "beirut" },
        { cookie: editor },
      ),
    );
    const paidPath = `/admin/quotes/${paid.quote.id}`;
    const paidScreen = await run(quoteScreen.loader, getRequest(paidPath, editor), { id: paid.quote.id });
    expect(paidScreen.body.booking.depositPaid).toBe(true);
    const once = await run(
      quoteScreen.action,
      postRequest(
        paidPath,
        { intent: "confirm-booking", bookingId: paid.booking.id, version: String(paid.booking.version) },
        { cookie: editor },
      ),
      { id: paid.quote.id },
    );
    expect(once).toMatchObject({ status: 302 });
    expect((await getDb().selectFrom("bookings").select("status").where("id", "=", paid.booking.id).executeTakeFirstOrThrow()).status).toBe(
      "confirmed",
    );
  });

  test("online payments held or pending are listed for review on /admin/payments until a payment stands for them", async () => {
    const { booking, quote } = await seedBooking({ currency: "XOF", unitMinor: 500_000, adults: 2, office: "abidjan" });
    const transaction = "CW-0123456789abcdef0123456789abcdef";
    await getDb()
      .insertInto("online_payments")
      .values({
        transaction_id: transaction,
        provider: "cinetpay",
        account_kind: "booking",
        account_id: booking.id,
        amount_minor: 700_000,
        currency: "XOF",
        office_id: "abidjan",
        locale: "fr",
        created_at: "2026-11-20T10:00:00.000Z",
      })
      .execute();
    const notice = (id: string, status: string, reason: string, receivedAt: string) =>
      getDb()
        .insertInto("payment_notifications")
        .values({
          id,
          provider: "cinetpay",
          transaction_id: transaction,
          status,
          reason,
          asked_minor: 700_000,
          asked_currency: "XOF",
          told_amount: "600000",
          told_currency: "XOF",
          provider_status: "ACCEPTED",
          fields: "{}",
          payment_id: null,
          received_at: receivedAt,
          settled_at: receivedAt,
        })
        .execute();
    await notice("n-1", "pending", "check-failed:unreachable", "2026-11-20T10:05:00.000Z");
    await notice("n-2", "held", "amount-differs", "2026-11-20T10:06:00.000Z");
    const listed = await run(paymentsScreen.loader, getRequest("/admin/payments", editor));
    // One line per transaction, its latest word.
    expect(listed.body.toReview).toMatchObject([
      {
        transactionId: transaction,
        status: "Held",
        why: "Another amount than asked",
        told: "XOF 600000",
        bookingHref: `/admin/quotes/${quote.id}`,
      },
    ]);
    expect(listed.body.toReview[0].asked).toMatch(/^XOF\s700,000$/);
    // Staff checked it with CinetPay and record it by hand, the transaction id as the reference.
    const recorded = await run(
      paymentForm.action,
      postRequest(
        `/admin/payments/new?account=booking:${booking.id}`,
        { amount: "600000", currency: "XOF", method: "online", reference: transaction, office: "abidjan" },
        { cookie: editor },
      ),
    );
    expect(recorded.status).toBe(302);
    expect((await run(paymentsScreen.loader, getRequest("/admin/payments", editor))).body.toReview).toEqual([]);
  });
});
