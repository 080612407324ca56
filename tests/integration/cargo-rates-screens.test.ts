import { beforeEach, expect, test } from "vitest";
import * as ratesScreen from "~/routes/admin/cargo/cargo-rates";
import * as routeScreen from "~/routes/admin/cargo/cargo-rate-route";
import { rateCardHistory, rateCardInForce } from "~/server/cargo/cargo-rates.server";
import { agencyToday } from "~/domain/departures";
import { loadSampleRateCardsIntoEmptyTable } from "~/server/samples/sample-data.server";
import { cargoRowCounts, RATE_CARD_FORM, ROUTE, seedRateCard } from "./cargo-helpers";
import { getRequest, postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { renderScreen, shownText } from "./screen-render";

/**
 * Settings → Cargo rates (issue #26) as its loaders and actions answer and the server renders
 * them: the cards in force per route, a route's history, a new card added (audited), refused
 * cards with every row kept, the rows' intents, and the admins-only gate.
 */

const ROUTE_PATH = "/admin/settings/cargo-rates/beirut/abidjan/air";
const PARAMS = { from: "beirut", to: "abidjan", mode: "air" };
let admin: string;

/** A valid air card as the form posts it: 9.00 per kg below 45 kg, 7.50 from 45 kg, barrels at 150. */
const CARD_FORM = {
  ...RATE_CARD_FORM,
  divisor: "5000",
  minimum: "30",
  "brackets[0].rate": "9",
  "brackets[1].rate": "7.50",
  "pieces[0].kind": "barrel",
  "pieces[0].price": "150.00",
};

const post = (fields: Record<string, string>, cookie = admin, path = ROUTE_PATH, params = PARAMS) =>
  run(routeScreen.action, postRequest(path, fields, { cookie }), params);

async function routePage(actionData?: unknown) {
  const loaded = await run(routeScreen.loader, getRequest(ROUTE_PATH, admin), PARAMS);
  expect(loaded.status).toBe(200);
  return renderScreen(routeScreen, ROUTE_PATH, { pattern: "settings/cargo-rates/:from/:to/:mode", loaderData: loaded.body, actionData });
}

describeEachDatabase("Settings → Cargo rates", () => {
  beforeEach(async () => {
    admin = await signedInCookie("admin");
  });

  test("lists every route and mode with the card in force today, and 'No card' where there is none", async () => {
    await seedRateCard("2026-01-01");
    const loaded = await run(ratesScreen.loader, getRequest("/admin/settings/cargo-rates", admin));
    expect(loaded.status).toBe(200);
    // Three offices: six directions, two modes each.
    expect(loaded.body.routes).toHaveLength(12);
    const page = shownText(
      renderScreen(ratesScreen, "/admin/settings/cargo-rates", { pattern: "settings/cargo-rates", loaderData: loaded.body }),
    );
    expect(page).toContain("from 0 kg: $8/kg, from 45 kg: $7/kg");
    expect(page).toContain("minimum $25 · divisor 6000 · step 0.5 kg · Barrel $150 each");
    expect(page.match(/No card/g)).toHaveLength(11);
  });

  test("a new card is added, audited, and shown first in the route's history with who made it", async () => {
    await seedRateCard("2026-01-01");
    const saved = await post(CARD_FORM);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(ROUTE_PATH);
    expect(saved.toast).toMatchObject({ type: "success", title: "Rate card added" });

    const history = await rateCardHistory(ROUTE);
    expect(history.map((card) => card.validFrom)).toEqual(["2026-06-01", "2026-01-01"]);
    expect(history[0]!.card).toEqual({
      mode: "air",
      currency: "USD",
      divisor: 5_000,
      stepGrams: 500,
      minimumMinor: 3_000,
      brackets: [
        { fromGrams: 0, perKgMinor: 900 },
        { fromGrams: 45_000, perKgMinor: 750 },
      ],
      flatPerPiece: { barrel: 15_000 },
    });
    expect(history[0]!.createdBy).toBe("user-admin");

    const page = shownText(await routePage());
    expect(page.indexOf("2026-06-01")).toBeLessThan(page.indexOf("2026-01-01"));
    expect(page).toContain("from 0 kg: $9/kg, from 45 kg: $7.50/kg");
    expect(page).toContain("Test admin");
    // The form starts from the card in force today.
    const inForce = await rateCardInForce(ROUTE, agencyToday());
    expect(inForce?.validFrom).toBe(agencyToday() >= "2026-06-01" ? "2026-06-01" : "2026-01-01");
  });

  test("a refused card answers 400 with each problem on its field, keeps every row typed and changes nothing", async () => {
    await seedRateCard("2026-01-01");
    const before = await cargoRowCounts();
    const refused = await post({
      ...CARD_FORM,
      validFrom: "2026-02-30",
      step: "abc",
      "brackets[1].from": "-5",
      "brackets[2].from": "60",
      "brackets[2].rate": "0",
      "pieces[1].kind": "barrel",
      "pieces[1].price": "10",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toMatchObject({
      validFrom: "Enter a real date, as YYYY-MM-DD.",
      step: "Enter a number, like 8.50.",
      "brackets[1].from": "Enter a number above 0.",
      "brackets[2].rate": "Enter a number above 0.",
      "pieces[1].kind": "This kind already has a flat price above.",
    });
    expect(await cargoRowCounts()).toEqual(before);

    // The screen shows the typed values back, every row included, and the messages.
    const page = await routePage(refused.body);
    expect(page).toMatch(/name="brackets\[2\]\.from"[^>]*value="60"/);
    expect(page).toMatch(/name="pieces\[1\]\.price"[^>]*value="10"/);
    expect(page).toMatch(/name="step"[^>]*value="abc"/);
    expect(shownText(page)).toContain("This kind already has a flat price above.");

    // Brackets out of order: the card's own rule, on the bracket that breaks it.
    const unordered = await post({ ...CARD_FORM, "brackets[1].from": "0" });
    expect(unordered.status).toBe(400);
    expect(unordered.body.fieldErrors).toEqual({ "brackets[1].from": "Each bracket starts above the one before it." });
    const noZero = await post({ ...CARD_FORM, "brackets[0].from": "1" });
    expect(noZero.body.fieldErrors).toEqual({ "brackets[0].from": "The first bracket starts at 0." });
    expect(await cargoRowCounts()).toEqual(before);
  });

  test("Add a bracket and Remove answer with the rows changed and nothing saved; an unknown intent is a 400", async () => {
    const before = await cargoRowCounts();
    const added = await post({ ...CARD_FORM, intent: "add-bracket" });
    expect(added.status).toBe(200);
    expect(added.body.values.brackets).toEqual([
      { from: "0", rate: "9" },
      { from: "45", rate: "7.50" },
      { from: "", rate: "" },
    ]);
    // A blank row added and not filled does not refuse the save.
    const removed = await post({ ...CARD_FORM, intent: "remove-bracket:0" });
    expect(removed.body.values.brackets).toEqual([{ from: "45", rate: "7.50" }]);
    const piece = await post({ ...CARD_FORM, intent: "add-piece-price" });
    expect(piece.body.values.pieces).toHaveLength(2);
    expect((await post({ ...CARD_FORM, intent: "drop-table" })).status).toBe(400);
    expect(await cargoRowCounts()).toEqual(before);
    expect((await post({ ...CARD_FORM, "brackets[2].from": "", "brackets[2].rate": "" })).status).toBe(302);
  });

  test("a sea card has no divisor or step and prices per tonne or cubic metre", async () => {
    const path = "/admin/settings/cargo-rates/beirut/monrovia/sea";
    const params = { from: "beirut", to: "monrovia", mode: "sea" };
    const loaded = await run(routeScreen.loader, getRequest(path, admin), params);
    const page = renderScreen(routeScreen, path, { pattern: "settings/cargo-rates/:from/:to/:mode", loaderData: loaded.body });
    expect(page).not.toContain('name="divisor"');
    expect(shownText(page)).toContain("Price per t or m³");
    const saved = await post(
      {
        intent: "save",
        validFrom: "2026-03-01",
        currency: "USD",
        minimum: "50",
        "brackets[0].from": "0",
        "brackets[0].rate": "180",
        "brackets[1].from": "5",
        "brackets[1].rate": "150",
      },
      admin,
      path,
      params,
    );
    expect(saved.status).toBe(302);
    const [card] = await rateCardHistory({ fromOffice: "beirut", toOffice: "monrovia", mode: "sea" });
    expect(card!.card).toMatchObject({
      mode: "sea",
      brackets: [
        { fromUnits: 0, perUnitMinor: 18_000 },
        { fromUnits: 5_000_000, perUnitMinor: 15_000 },
      ],
    });
  });

  test("a new database gets the sample routes' cards, air and sea, once: the estimate and the desk price at once", async () => {
    await loadSampleRateCardsIntoEmptyTable("2026-01-01");
    await loadSampleRateCardsIntoEmptyTable("2026-01-01");
    const loaded = await run(ratesScreen.loader, getRequest("/admin/settings/cargo-rates", admin));
    const priced = loaded.body.routes.filter((route: { card: unknown }) => route.card !== null);
    expect(priced.map((route: { href: string }) => route.href).sort()).toEqual(
      ["beirut/abidjan", "abidjan/beirut", "beirut/monrovia", "monrovia/beirut"]
        .flatMap((pair) => [`/admin/settings/cargo-rates/${pair}/air`, `/admin/settings/cargo-rates/${pair}/sea`])
        .sort(),
    );
  });

  test("only admins: an editor is refused with 403, a visitor without a session refused or sent to sign in, an unknown route is a 404", async () => {
    const editor = await signedInCookie("editor");
    expect((await run(ratesScreen.loader, getRequest("/admin/settings/cargo-rates", editor))).status).toBe(403);
    expect((await run(routeScreen.loader, getRequest(ROUTE_PATH, editor), PARAMS)).status).toBe(403);
    const before = await cargoRowCounts();
    expect((await post(CARD_FORM, editor)).status).toBe(403);
    // Without a session: the post is refused (its values kept for after signing in), the page leads to sign in.
    expect((await post(CARD_FORM, "")).status).toBe(401);
    const anonymous = await run(routeScreen.loader, getRequest(ROUTE_PATH), PARAMS);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/login\?redirectTo=/);
    expect(await cargoRowCounts()).toEqual(before);
    const unknown = { from: "beirut", to: "paris", mode: "air" };
    expect((await run(routeScreen.loader, getRequest("/admin/settings/cargo-rates/beirut/paris/air", admin), unknown)).status).toBe(404);
    expect(
      (await run(routeScreen.loader, getRequest("/admin/settings/cargo-rates/beirut/beirut/air", admin), { ...PARAMS, to: "beirut" }))
        .status,
    ).toBe(404);
    expect(
      (await run(routeScreen.loader, getRequest("/admin/settings/cargo-rates/beirut/abidjan/rail", admin), { ...PARAMS, mode: "rail" }))
        .status,
    ).toBe(404);
  });
});
