import { beforeEach, expect, test } from "vitest";
import { addDays, agencyToday } from "~/domain/departures";
import * as moneySettingsScreen from "~/routes/admin/settings/settings-money";
import * as settingsScreen from "~/routes/admin/settings/settings";
import { accountLedger } from "~/server/money/payments.server";
import { getInvoice, issueInvoice } from "~/server/money/invoices.server";
import { getDb } from "~/server/platform/db.server";
import { getRequest, postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { asAmina, seedBooking } from "./money-helpers";
import { inputValue, renderScreen, shownText } from "./screen-render";

/*
 * Settings → Money (issue #27) as an admin uses it without JavaScript: the deposit and the
 * balance's due day move the schedule of a booking already accepted, an office's tax rate goes
 * on its next invoice (and not on one already issued), a refused save answers 400 with every
 * message and what was typed and stores nothing, and editors are kept out.
 */
const PATH = "/admin/settings/money";
const DEFAULTS = { depositPercent: "30", balanceDays: "30", "taxRate.beirut": "0", "taxRate.abidjan": "0", "taxRate.monrovia": "0" };

async function storedSettings() {
  return getDb().selectFrom("settings").select(["key", "value"]).where("key", "like", "money_%").orderBy("key").execute();
}

async function settingAuditRows() {
  return getDb()
    .selectFrom("audit_log")
    .select(["action", "actor_id", "entity_id", "changes"])
    .where("entity", "=", "setting")
    .orderBy("entity_id")
    .execute();
}

describeEachDatabase("Settings → Money", () => {
  let admin: string;
  let editor: string;
  const save = (fields: Record<string, string>, cookie = admin) =>
    run(moneySettingsScreen.action, postRequest(PATH, { intent: "save", ...fields }, { cookie }));

  beforeEach(async () => {
    admin = await signedInCookie("admin");
    editor = await signedInCookie("editor");
  });

  test("shows the settings in force, the defaults while none is stored, with each office by name", async () => {
    const shown = await run(moneySettingsScreen.loader, getRequest(PATH, admin));
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      offices: [
        { id: "beirut", name: expect.stringMatching(/Beirut/) },
        { id: "abidjan", name: expect.stringMatching(/Abidjan/) },
        { id: "monrovia", name: expect.stringMatching(/Monrovia/) },
      ],
      values: { depositPercent: "30", balanceDays: "30", taxRate: { beirut: "0", abidjan: "0", monrovia: "0" } },
    });
  });

  test("a new deposit and due day apply to bookings accepted from then on; one already accepted keeps its own; audited per setting", async () => {
    const { booking, departure } = await seedBooking({ currency: "USD", unitMinor: 100_000, adults: 2, daysAhead: 90 });
    const today = agencyToday();
    const kept = [
      { kind: "deposit", amountMinor: 60_000, dueOn: today },
      { kind: "balance", amountMinor: 140_000, dueOn: addDays(departure.startDate, -30) },
    ];
    expect((await accountLedger("booking", booking.id))!.account.schedule).toEqual(kept);

    const saved = await save({ ...DEFAULTS, depositPercent: "50", balanceDays: "45" });
    expect(saved).toMatchObject({ status: 302, location: PATH, toast: { title: "Money settings saved" } });

    // The booking accepted before the change keeps the terms it was accepted with.
    expect((await accountLedger("booking", booking.id))!.account.schedule).toEqual(kept);
    // One accepted after it takes the new ones.
    const later = await seedBooking({ currency: "USD", unitMinor: 100_000, adults: 2, daysAhead: 90 });
    expect((await accountLedger("booking", later.booking.id))!.account.schedule).toEqual([
      { kind: "deposit", amountMinor: 100_000, dueOn: today },
      { kind: "balance", amountMinor: 100_000, dueOn: addDays(later.departure.startDate, -45) },
    ]);
    // Only the two settings that changed are stored (the tax rates stay at their default, unstored).
    expect(await storedSettings()).toEqual([
      { key: "money_balance_days", value: "45" },
      { key: "money_deposit_percent", value: "50" },
    ]);
    const rows = await settingAuditRows();
    expect(rows.map((row) => ({ ...row, changes: JSON.parse(row.changes ?? "{}") }))).toEqual([
      { action: "update", actor_id: "user-admin", entity_id: "money_balance_days", changes: { value: [null, "45"] } },
      { action: "update", actor_id: "user-admin", entity_id: "money_deposit_percent", changes: { value: [null, "50"] } },
    ]);
    const shown = await run(moneySettingsScreen.loader, getRequest(PATH, admin));
    expect(shown.body.values).toMatchObject({ depositPercent: "50", balanceDays: "45" });

    // The same values again change nothing and say so.
    const again = await save({ ...DEFAULTS, depositPercent: "50", balanceDays: "45" });
    expect(again).toMatchObject({ status: 302, toast: { title: "Nothing to save" } });
    expect(await settingAuditRows()).toHaveLength(2);

    // No deposit: a booking accepted then owes the whole amount on the balance's day.
    await save({ ...DEFAULTS, depositPercent: "0", balanceDays: "45" });
    const none = await seedBooking({ currency: "USD", unitMinor: 100_000, adults: 2, daysAhead: 90 });
    expect((await accountLedger("booking", none.booking.id))!.account.schedule).toEqual([
      { kind: "whole", amountMinor: 200_000, dueOn: addDays(none.departure.startDate, -45) },
    ]);
  });

  test("an office's tax rate, typed as a percent, goes on its next invoice; one already issued keeps its tax", async () => {
    const { booking } = await seedBooking({ currency: "XOF", unitMinor: 500_000, adults: 2, office: "abidjan" });
    const first = await asAmina(() => issueInvoice("booking", booking.id));
    if (first.status !== "ok") throw new Error(first.problem);
    expect(first.invoice).toMatchObject({ office: "abidjan", subtotalMinor: 1_000_000, taxBasisPoints: 0, taxMinor: 0 });

    const saved = await save({ ...DEFAULTS, "taxRate.abidjan": "18", "taxRate.monrovia": "7.25" });
    expect(saved.status).toBe(302);
    expect(await storedSettings()).toEqual([
      { key: "money_tax_rate_abidjan", value: "1800" },
      { key: "money_tax_rate_monrovia", value: "725" },
    ]);

    const next = await asAmina(() => issueInvoice("booking", booking.id));
    if (next.status !== "ok") throw new Error(next.problem);
    expect(next.invoice).toMatchObject({ taxBasisPoints: 1_800, taxMinor: 180_000, totalMinor: 1_180_000 });
    const monrovia = await asAmina(() => issueInvoice("booking", booking.id, "monrovia"));
    if (monrovia.status !== "ok") throw new Error(monrovia.problem);
    // 7.25 % of 1,000,000 XOF.
    expect(monrovia.invoice).toMatchObject({ taxBasisPoints: 725, taxMinor: 72_500 });
    expect(await getInvoice(first.invoice.id)).toMatchObject({ taxBasisPoints: 0, taxMinor: 0, totalMinor: 1_000_000 });

    const shown = await run(moneySettingsScreen.loader, getRequest(PATH, admin));
    expect(shown.body.values.taxRate).toEqual({ beirut: "0", abidjan: "18", monrovia: "7.25" });

    // Back to no tax: the stored rate becomes 0.
    await save(DEFAULTS);
    expect(await storedSettings()).toEqual([
      { key: "money_tax_rate_abidjan", value: "0" },
      { key: "money_tax_rate_monrovia", value: "0" },
    ]);
  });

  test("bad values answer 400 with every field's message and what was typed, and store nothing", async () => {
    await save({ ...DEFAULTS, depositPercent: "40" });
    const stored = await storedSettings();
    const audited = await settingAuditRows();
    const long = "7".repeat(10_000);
    const cases: [Record<string, string>, Record<string, string | undefined>][] = [
      [{ ...DEFAULTS, depositPercent: "-1" }, { depositPercent: "Enter the deposit as a whole percent from 0 to 100, for example 30." }],
      [{ ...DEFAULTS, depositPercent: "101" }, { depositPercent: "Enter the deposit as a whole percent from 0 to 100, for example 30." }],
      [{ ...DEFAULTS, depositPercent: "33.5" }, { depositPercent: expect.stringMatching(/whole percent/) }],
      [{ ...DEFAULTS, balanceDays: "366" }, { balanceDays: "Enter a whole number of days from 0 to 365." }],
      [{ ...DEFAULTS, balanceDays: long }, { balanceDays: "Enter a whole number of days from 0 to 365." }],
      [{ ...DEFAULTS, "taxRate.beirut": "12.345" }, { "taxRate.beirut": expect.stringMatching(/at most two decimals/) }],
      [{ ...DEFAULTS, "taxRate.abidjan": "100.5" }, { "taxRate.abidjan": "A tax rate can be at most 100 %." }],
      [{ ...DEFAULTS, "taxRate.monrovia": "x".repeat(10_000) }, { "taxRate.monrovia": expect.stringMatching(/at most two decimals/) }],
      [{ ...DEFAULTS, "taxRate.beirut": "11", depositPercent: "" }, { depositPercent: expect.stringMatching(/^Enter the deposit/) }],
    ];
    for (const [fields, errors] of cases) {
      const refused = await save(fields);
      expect(refused.status, JSON.stringify(fields).slice(0, 100)).toBe(400);
      expect(refused.body.fieldErrors).toEqual(errors);
      expect(refused.body.problem.description).toBe("Some settings need correcting; nothing was saved.");
      expect(refused.body.values).toEqual({
        depositPercent: fields.depositPercent,
        balanceDays: fields.balanceDays,
        taxRate: { beirut: fields["taxRate.beirut"], abidjan: fields["taxRate.abidjan"], monrovia: fields["taxRate.monrovia"] },
      });
    }

    // Nothing posted but the intent: a message for every field, the offices' included.
    const empty = await save({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fieldErrors).sort()).toEqual([
      "balanceDays",
      "depositPercent",
      "taxRate.abidjan",
      "taxRate.beirut",
      "taxRate.monrovia",
    ]);
    // A valid form with one field missing is refused whole: the valid ones are not saved either.
    const { "taxRate.monrovia": _missing, ...withoutMonrovia } = { ...DEFAULTS, depositPercent: "60", "taxRate.beirut": "11" };
    const partial = await save(withoutMonrovia);
    expect(partial).toMatchObject({
      status: 400,
      body: { fieldErrors: { "taxRate.monrovia": "Enter the tax rate as a percent, or 0 for no tax." } },
    });
    // An action the page does not know.
    const unknown = await run(moneySettingsScreen.action, postRequest(PATH, { ...DEFAULTS, intent: "reset" }, { cookie: admin }));
    expect(unknown.status).toBe(400);

    expect(await storedSettings()).toEqual(stored);
    expect(await settingAuditRows()).toEqual(audited);
  });

  test("the screen, as the server renders it: linked from Settings, each field with its value and hint, a refusal's messages beside what was typed", async () => {
    const settings = await run(settingsScreen.loader, getRequest("/admin/settings", admin));
    const settingsPage = renderScreen(settingsScreen, "/admin/settings", { pattern: "settings", loaderData: settings.body });
    expect(settingsPage).toContain(`href="${PATH}"`);
    expect(shownText(settingsPage)).toContain("Money: deposits, due dates and taxes");

    await save({ ...DEFAULTS, depositPercent: "25", "taxRate.beirut": "11.5" });
    const loaded = await run(moneySettingsScreen.loader, getRequest(PATH, admin));
    const page = renderScreen(moneySettingsScreen, PATH, { pattern: "settings/money", loaderData: loaded.body });
    expect(page).toMatch(/<form[^>]*method="post"/);
    expect(inputValue(page, "intent")).toBe("save");
    expect(inputValue(page, "depositPercent")).toBe("25");
    expect(inputValue(page, "balanceDays")).toBe("30");
    expect(inputValue(page, "taxRate.beirut")).toBe("11.5");
    expect(inputValue(page, "taxRate.monrovia")).toBe("0");
    const text = shownText(page);
    expect(text).toContain("a change here applies to bookings accepted from now on");
    expect(text).toContain("Bookings already accepted keep their own deposit.");
    expect(text).toContain("Invoices already issued keep the tax they were issued with");
    for (const office of loaded.body.offices) expect(text).toContain(`${office.name} (%)`);

    const typed = { ...DEFAULTS, depositPercent: "101", "taxRate.abidjan": "12.345" };
    const refused = await save(typed);
    const refusedPage = renderScreen(moneySettingsScreen, PATH, {
      pattern: "settings/money",
      loaderData: loaded.body,
      actionData: refused.body,
    });
    expect(inputValue(refusedPage, "depositPercent")).toBe("101");
    expect(inputValue(refusedPage, "taxRate.abidjan")).toBe("12.345");
    // What was typed, not what is stored.
    expect(inputValue(refusedPage, "taxRate.beirut")).toBe("0");
    const refusedText = shownText(refusedPage);
    expect(refusedText).toContain("Some settings need correcting; nothing was saved.");
    expect(refusedText).toContain("Enter the deposit as a whole percent from 0 to 100, for example 30.");
    expect(refusedText).toContain("Enter the tax rate as a percent with at most two decimals");
    expect(refusedPage.match(/aria-invalid="true"/g)).toHaveLength(2);
  });

  test("an editor is refused with 403, seeing nothing and changing nothing", async () => {
    expect((await run(moneySettingsScreen.loader, getRequest(PATH, editor))).status).toBe(403);
    const refused = await save({ ...DEFAULTS, depositPercent: "90" }, editor);
    expect(refused.status).toBe(403);
    expect(await storedSettings()).toEqual([]);
    expect(await settingAuditRows()).toEqual([]);
  });
});
