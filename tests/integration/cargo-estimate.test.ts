import fc from "fast-check";
import { expect, test } from "vitest";
import { RateFormSchema } from "~/domain/exchange-rate-form";
import { commandLineOrigin } from "~/server/accounts/audit.server";
import { addRate, latestRateId } from "~/server/platform/currencies.server";
import { seedRateCard } from "./cargo-helpers";
import { describeEachDatabase } from "./databases";
import { inProcessSiteForFile, listenOnSuiteDatabase } from "./in-process-site";

/*
 * The public cargo estimate (issue #26) asked of the real site in-process over HTTP, as a visitor
 * without JavaScript gets it: the GET form's answer rendered by the server, in the visitor's
 * currency, "no rates" for a route without a card, field messages for bad values (never a 500),
 * and the enquiry form filled in from an estimate.
 */
const site = inProcessSiteForFile();

/** The text of the HTML with tags and scripts dropped, the usual entities read and spaces folded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u2068\u2069]/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

const ESTIMATE = "from=beirut&to=abidjan&mode=air&w=14&l=30&wd=45&h=65";

describeEachDatabase("the public cargo estimate", ({ dialect, db }) => {
  const base = listenOnSuiteDatabase(site, { dialect, db });

  async function get(path: string, cookie?: string) {
    const response = await fetch(`${base()}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
    return { status: response.status, html: await response.text() };
  }

  test("30 × 45 × 65 cm at 14 kg by air is priced at the card's rate × 15 kg; 30 × 30 × 30 cm at 11 kg at 11 kg", async () => {
    await seedRateCard("2026-01-01");
    const page = await get(`/enquire/cargo?${ESTIMATE}`);
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    // 8.00 USD per kg below 45 kg: 15 × 8 = 120.
    expect(text).toContain("Estimated price: $120");
    expect(text).toContain("Chargeable weight: 15 kg");
    expect(text).toContain("An estimate only");
    const cube = textOf((await get("/enquire/cargo?from=beirut&to=abidjan&mode=air&w=11&l=30&wd=30&h=30")).html);
    expect(cube).toContain("Chargeable weight: 11 kg");
    expect(cube).toContain("Estimated price: $88");
    // Two pieces add up: 15 + 11 kg.
    const both = textOf((await get(`/enquire/cargo?${ESTIMATE}&w=11&l=30&wd=30&h=30`)).html);
    expect(both).toContain("Chargeable weight: 26 kg");
    expect(both).toContain("Estimated price: $208");
  });

  test("in the visitor's currency at today's rate, with the card's own amount beside it; no card, no price", async () => {
    await seedRateCard("2026-01-01");
    const input = RateFormSchema.parse({ currency: "XOF", rate: "600", appliesFrom: "2026-01-01", latestId: await latestRateId() });
    expect((await addRate(input, commandLineOrigin())).status).toBe("ok");
    const text = textOf((await get(`/fr/enquire/cargo?${ESTIMATE}`, "cw_currency=XOF")).html);
    // 120 USD × 600 = 72,000 F CFA, marked approximate.
    expect(text).toMatch(/Prix estimé : ≈ 72\s000\sF\sCFA/);
    expect(text).toMatch(/Selon notre grille tarifaire : 120\s\$/);
    expect(text).toContain("Poids taxable : 15 kg");

    const none = textOf((await get("/enquire/cargo?from=beirut&to=monrovia&mode=sea&w=14&l=30&wd=45&h=65")).html);
    expect(none).toContain("We have no rates for this route and mode yet");
    expect(none).not.toContain("Estimated price");
  });

  test("bad values answer with the fields' messages, never a 500, and Add a piece keeps the pieces typed", async () => {
    await seedRateCard("2026-01-01");
    const bad = await get("/enquire/cargo?from=paris&to=beirut&mode=rail&w=-3&l=abc&wd=2000&h=");
    expect(bad.status).toBe(200);
    const text = textOf(bad.html);
    for (const message of [
      "Choose an office.",
      "Choose air or sea.",
      "Enter a number above 0.",
      "Enter a number, like 14.5.",
      "That is more than 1,500 cm.",
      "Fill this in.",
    ]) {
      expect(text).toContain(message);
    }
    expect(text).not.toContain("Estimated price");
    expect(textOf((await get("/enquire/cargo?from=beirut&to=beirut&mode=air")).html)).toContain("Choose two different offices.");

    const added = await get(`/enquire/cargo?${ESTIMATE}&add=piece`);
    expect(added.html.match(/name="w"/g)).toHaveLength(2);
    expect(added.html).toMatch(/name="w"[^>]*value="14"/);
    expect(textOf(added.html)).not.toContain("Fill this in.");

    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.constantFrom("from", "to", "mode", "w", "l", "wd", "h", "add", "remove", "enquire", "__proto__"), fc.string()),
          {
            maxLength: 60,
          },
        ),
        async (pairs) => {
          const query = new URLSearchParams(pairs).toString();
          expect((await get(`/enquire/cargo?${query}`)).status, query).toBe(200);
        },
      ),
      { numRuns: 15 },
    );
  });

  test("'Send this as an enquiry' fills the cargo form in: the offices, the weight, the size and the estimate", async () => {
    await seedRateCard("2026-01-01");
    const page = await get(`/enquire/cargo?${ESTIMATE}`);
    expect(page.html).toContain(`href="/enquire/cargo?${ESTIMATE.replaceAll("&", "&amp;")}&amp;enquire=1#enquiry-form-title"`);
    const form = (await get(`/enquire/cargo?${ESTIMATE}&enquire=1`)).html;
    expect(form).toMatch(/<option value="beirut" selected="">Beirut, Lebanon<\/option>/);
    expect(form).toMatch(/name="weightKg"[^>]*value="14"/);
    expect(form).toMatch(/name="size"[^>]*value="30 × 45 × 65 cm"/);
    expect(textOf(form)).toContain("Estimate on the website: $120 by Air for 15 kg chargeable.");
  });
});
