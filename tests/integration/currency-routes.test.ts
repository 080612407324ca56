import { expect, test } from "vitest";
import * as currencyRoute from "~/routes/resources/currency";
import * as currenciesScreen from "~/routes/admin/settings/settings-currencies";
import { RATE_MESSAGES } from "~/domain/exchange-rate-form";
import { listRates } from "~/server/platform/currencies.server";
import { getRequest, postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

const valid = { intent: "add-rate", currency: "XOF", rate: "650", appliesFrom: "2026-03-01", latestId: "" };

describeEachDatabase("Settings → Currencies and the switcher's route", () => {
  test.each([
    [{ rate: "abc" }, "rate", RATE_MESSAGES.rateNotANumber],
    [{ rate: "0" }, "rate", RATE_MESSAGES.rateTooSmall],
    [{ rate: "-3" }, "rate", RATE_MESSAGES.rateNotANumber],
    [{ rate: "1".repeat(40) }, "rate", RATE_MESSAGES.rateNotANumber],
    [{ rate: "20000000" }, "rate", RATE_MESSAGES.rateTooLarge],
    [{ appliesFrom: "" }, "appliesFrom", RATE_MESSAGES.dateRequired],
    [{ currency: "EUR" }, "currency", "Choose one of the currencies listed."],
  ])("bad input %j gets a 400 with the field's message and adds nothing", async (change, field, message) => {
    const cookie = await signedInCookie("admin");
    const outcome = await run(currenciesScreen.action, postRequest("/admin/settings/currencies", { ...valid, ...change }, { cookie }));
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({ errors: { [field]: message } });
    expect(await listRates()).toEqual([]);
  });

  test("a save over a rate added meanwhile is a 409 with a message, and an editor gets 403", async () => {
    const cookie = await signedInCookie("admin");
    expect((await run(currenciesScreen.action, postRequest("/admin/settings/currencies", valid, { cookie }))).status).toBe(302);
    const stale = await run(currenciesScreen.action, postRequest("/admin/settings/currencies", { ...valid, rate: "700" }, { cookie }));
    expect(stale).toMatchObject({ status: 409, body: { problem: { description: RATE_MESSAGES.stale } } });
    const editor = await signedInCookie("editor");
    expect((await run(currenciesScreen.loader, getRequest("/admin/settings/currencies", editor))).status).toBe(403);
    expect(await listRates()).toHaveLength(1);
  });

  test("the switcher's route remembers the choice and goes back to this site's page only", async () => {
    const chosen = await currencyRoute.loader({ request: getRequest("/currency?currency=xof&back=%2Ftours%3Fq%3Dbali") } as never);
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Location")).toBe("/tours?q=bali");
    expect(chosen.headers.get("Set-Cookie")).toMatch(/^cw_currency=XOF; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000/);
    const elsewhere = await currencyRoute.loader({ request: getRequest("/currency?currency=EUR&back=%2F%2Fevil.example") } as never);
    expect(elsewhere.headers.get("Location")).toBe("/");
    expect(elsewhere.headers.get("Set-Cookie")).toMatch(/^cw_currency=USD;/);
  });
});
