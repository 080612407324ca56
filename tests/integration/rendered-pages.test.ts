import { expect, test } from "vitest";
import { RateFormSchema } from "~/domain/exchange-rate-form";
import { commandLineOrigin } from "~/server/accounts/audit.server";
import type * as UsersModule from "~/server/accounts/users.server";
import { addRate, latestRateId } from "~/server/platform/currencies.server";
import { seedDestination, seedTour } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { inProcessSiteForFile, listenOnSuiteDatabase } from "./in-process-site";

/*
 * What the public pages say as the server renders them, asked of the real site in-process over
 * HTTP: the status, and the words and values in the HTML a browser without JavaScript shows.
 * These were browser tests once (issue #25); what only a browser shows stays in tests/e2e.
 */
const site = inProcessSiteForFile();

async function rate(currency: string, units: string) {
  const input = RateFormSchema.parse({ currency, rate: units, appliesFrom: "2020-01-01", latestId: await latestRateId() });
  if ((await addRate(input, commandLineOrigin())).status !== "ok") throw new Error("rate refused");
}

/** The text of the HTML with tags dropped and entities for quotes and ampersands read. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}

describeEachDatabase("the public pages as the server renders them", ({ dialect, db }) => {
  const base = listenOnSuiteDatabase(site, { dialect, db });

  async function get(path: string, cookie?: string): Promise<{ status: number; html: string }> {
    const response = await fetch(`${base()}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
    return { status: response.status, html: await response.text() };
  }

  async function post(path: string, fields: Record<string, string>): Promise<{ status: number; html: string; headers: Headers }> {
    const response = await fetch(`${base()}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base() },
      // The contact form always sends its hidden trap field, empty.
      body: new URLSearchParams({ website: "", ...fields }),
      redirect: "manual",
    });
    return { status: response.status, html: await response.text(), headers: response.headers };
  }

  test("an unknown path, language prefix, destination or tour is the 404 page with status 404 and a way home", async () => {
    await seedDestination({}, "bali");
    await seedTour();
    for (const path of ["/no-such-page", "/xx/tours", "/en/tours", "/destinations/atlantis", "/tours/no-such-tour"]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(textOf(html), path).toContain("Oops! Page not found");
      expect(html, path).toMatch(/<a[^>]*href="\/"[^>]*>[^<]*Return to Home/);
    }
  });

  test("money is written as each language writes it: 1 299 $ and 779 400 F CFA in French, $1,299 and LBP 116,261,000 in English, 1,299 US$ in Arabic", async () => {
    await rate("XOF", "600");
    await rate("LBP", "89500");
    await seedDestination({}, "bali");
    const tour = await seedTour({ price: 1299 });
    const xof = "cw_currency=XOF";

    expect((await get(`/fr/tours/${tour.id}`)).html).toContain("1\u202f299\u00a0$");
    const francs = textOf((await get(`/fr/tours/${tour.id}`, xof)).html);
    expect(francs).toContain("≈ 779\u202f400\u00a0F\u202fCFA");
    expect(francs).toContain("Prix approximatif, converti de 1\u202f299\u00a0$ au taux du jour.");
    const list = (await get("/fr/tours", xof)).html;
    expect(textOf(list)).toContain("≈ 779\u202f400\u00a0F\u202fCFA");
    // The dollar range 0–5,000 converted: up to 3,000,000 francs, written as the page writes money.
    expect(list).toContain('aria-valuetext="Jusqu’à 3\u202f000\u202f000\u00a0F\u202fCFA"');
    expect(textOf(list)).toMatch(/\s0\sF\sCFA\s/);

    expect(textOf((await get(`/tours/${tour.id}`)).html)).toContain("$1,299");
    expect((await get(`/ar/tours/${tour.id}`)).html).toContain("\u200f1,299\u00a0US$\u200e");
    // 1,299 × 89,500 pounds, rounded to the thousand, in the price the phone shows by the title too.
    expect(textOf((await get(`/tours/${tour.id}`, "cw_currency=LBP")).html)).toMatch(/≈ LBP\s116,261,000/);
  });

  test("the tours list reads filter values that are not numbers as the defaults", async () => {
    await seedDestination({}, "bali");
    const tour = await seedTour({ price: 4999 });
    const { status, html } = await get("/tours?maxPrice=abc&minDays=-3&maxDays=lots");
    expect(status).toBe(200);
    const sliders = Object.fromEntries(
      [...html.matchAll(/<input[^>]*type="range"[^>]*>/g)].map(([input]) => [
        input.match(/name="(\w+)"/)![1],
        input.match(/value="(\d+)"/)![1],
      ]),
    );
    expect(sliders).toEqual({ maxPrice: "5000", minDays: "0", maxDays: "20" });
    expect(html).toContain(`href="/tours/${tour.id}"`);
  });

  test("without JavaScript, an empty contact form comes back with status 400 and every message by its field", async () => {
    const { status, html } = await post("/contact", { name: "", email: "", phone: "", subject: "", message: "" });
    expect(status).toBe(400);
    const text = textOf(html);
    for (const message of [
      "Please enter your full name",
      "Please enter your email address",
      "Please choose a subject",
      "Please enter your message",
    ])
      expect(text).toContain(message);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="name"/);
  });

  test("without JavaScript, a bad e-mail address comes back described by its message, with everything typed", async () => {
    const typed = {
      name: "Rania Haddad",
      email: "rania.example.com",
      phone: "+961 3 123 456",
      subject: "Feedback",
      message: "Lovely trip.",
    };
    const { status, html } = await post("/contact", typed);
    expect(status).toBe(400);
    const email = html.match(/<input[^>]*name="email"[^>]*>/)![0];
    expect(email).toContain('value="rania.example.com"');
    const describedBy = email.match(/aria-describedby="([^"]+)"/)![1]!;
    expect(html).toMatch(new RegExp(`id="${describedBy.split(" ")[0]}"[^>]*>[^<]*Please enter a valid email address`));
    for (const value of [typed.name, typed.phone]) expect(html).toContain(`value="${value}"`);
    expect(html).toMatch(/<option[^>]*value="Feedback"[^>]*selected|<option[^>]*selected[^>]*value="Feedback"/);
    expect(html).toContain(">Lovely trip.</textarea>");
  });

  test("without JavaScript, the sixth message in ten minutes is a 429 with its message, and what was typed stays", async () => {
    const typed = { name: "Rania Haddad", email: "rania@example.com", phone: "", subject: "Other", message: "Hello again." };
    for (let sent = 0; sent < 5; sent++) expect((await post("/contact", typed)).status).toBe(302);
    const { status, html } = await post("/contact", typed);
    expect(status).toBe(429);
    expect(textOf(html)).toContain("Please wait a little before sending another one");
    expect(html).toContain('value="rania@example.com"');
  });

  test("after five failures for one e-mail, sign-in is a 429 that says how long to wait, even with the right password, until the failures are gone; then it never leads off the site", async () => {
    // Made by the site's own module, whose password hashing runs at a tiny cost here.
    const { createUser } = await site().load<typeof UsersModule>("/app/server/accounts/users.server.ts");
    await createUser({ name: "Throttled", email: "throttled@example.com", role: "editor", password: "the right password" });
    const signIn = (password: string) => post("/login", { email: "throttled@example.com", password });
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(`wrong ${attempt}`)).status).toBe(401);
    const refused = await signIn("the right password");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(textOf(refused.html)).toContain("Too many sign-in attempts. Please wait 15 minutes and try again.");

    // Once the failures are gone (the window has passed), the right password works again.
    await db().deleteFrom("sign_in_attempts").execute();
    // From a link made elsewhere, the right password still leads only within the site.
    const signedIn = await post("/login", {
      email: "throttled@example.com",
      password: "the right password",
      redirectTo: "//evil.example/admin",
    });
    expect([signedIn.status, signedIn.headers.get("Location")]).toEqual([302, "/admin"]);
  });

  test("the map frame is allowed only where a page shows it: the contact page in every language, a tour's meeting point on request", async () => {
    await seedDestination({}, "bali");
    const tour = await seedTour();
    const allowsMap = async (path: string) => {
      const response = await fetch(`${base()}${path}`);
      await response.arrayBuffer();
      return response.headers.get("content-security-policy")?.includes("frame-src https://www.openstreetmap.org") ?? false;
    };
    const answers: Record<string, boolean> = {};
    for (const path of ["/contact", "/fr/contact", "/ar/contact", `/tours/${tour.id}?map=meeting`, `/fr/tours/${tour.id}?map=end`])
      answers[path] = await allowsMap(path);
    for (const path of [`/tours/${tour.id}`, "/about", "/tours?map=meeting", "/admin/contact"]) answers[path] = await allowsMap(path);
    expect(answers).toEqual({
      "/contact": true,
      "/fr/contact": true,
      "/ar/contact": true,
      [`/tours/${tour.id}?map=meeting`]: true,
      [`/fr/tours/${tour.id}?map=end`]: true,
      [`/tours/${tour.id}`]: false,
      "/about": false,
      "/tours?map=meeting": false,
      "/admin/contact": false,
    });
  });

  test("robots.txt keeps crawlers out of the back office and names the sitemap; the sitemap's files are XML, a tour with its lastmod", async () => {
    const site = process.env.SITE_URL;
    const robots = await fetch(`${base()}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toContain("text/plain");
    const rules = await robots.text();
    expect(rules).toContain("User-agent: *");
    expect(rules).toMatch(/^Disallow: \/admin$/m);
    expect(rules).toMatch(/^Disallow: \/login$/m);
    expect(rules).not.toMatch(/^Disallow: \/$/m);
    expect(rules).toContain(`Sitemap: ${site}/sitemap.xml`);

    // What the files list, page by page in every language, is in public-lists.test.ts.
    await seedDestination({}, "bali");
    const tour = await seedTour();
    const index = await fetch(`${base()}/sitemap.xml`);
    expect([index.status, index.headers.get("content-type")]).toEqual([200, expect.stringContaining("application/xml")]);
    const files = [...(await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThanOrEqual(3);
    let listed = "";
    for (const file of files) {
      expect(file.startsWith(`${site}/sitemap.xml?part=`), file).toBe(true);
      const part = await fetch(file.replace(site!, base()));
      expect([part.status, part.headers.get("content-type")]).toEqual([200, expect.stringContaining("application/xml")]);
      listed += await part.text();
    }
    expect(listed).toMatch(new RegExp(`<loc>${site}/tours/${tour.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>`));
    expect(listed).toContain(`<loc>${site}/ar/tours/${tour.id}</loc>`);
  });

  test("every page has its own title, a description and a canonical link; the home page has the agency's TravelAgency data", async () => {
    const site = process.env.SITE_URL;
    const titles = new Set<string>();
    for (const path of ["/", "/about", "/services", "/destinations", "/tours", "/contact"]) {
      const { html } = await get(path);
      const title = html.match(/<title>([^<]*)<\/title>/)![1]!.replaceAll("&amp;", "&");
      expect(title, path).toContain("Cedar Wings Travel");
      titles.add(title);
      expect(html, path).toContain(`<link rel="canonical" href="${site}${path}"/>`);
      expect(html.match(/<meta name="description" content="([^"]*)"/)![1], path).toMatch(/.{30,}/);
      expect(html.match(/<meta property="og:title" content="([^"]*)"/)![1]!.replaceAll("&amp;", "&"), path).toBe(title);
    }
    expect(titles.size).toBe(6);

    const blocks = [...(await get("/")).html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)];
    const agency = blocks.map(([, json]) => JSON.parse(json!)).find((item) => item["@type"] === "TravelAgency");
    expect(agency).toMatchObject({
      name: "Cedar Wings Travel",
      url: `${site}/`,
      telephone: "+9611234567",
      email: "info@cedarwingstravel.com",
      openingHours: ["Mo-Fr 08:00-16:00", "Sa 08:00-13:00"],
      address: { addressLocality: "Beirut", addressCountry: "LB" },
    });
    expect(agency.logo).toMatch(/\/favicon\.svg$/);
  });
});
