import { expect, test } from "vitest";
import { newTrackingNumber, TRACKING_ALPHABET } from "~/domain/cargo/tracking-numbers";
import { recordShipmentEvent } from "~/server/cargo/shipment-events.server";
import { TRACKING_LOOKUP_LIMIT } from "~/server/enquiries/public-forms.server";
import { asNadia, newShipment, seedRateCard, seedShipment } from "./cargo-helpers";
import { describeEachDatabase } from "./databases";
import { inProcessSiteForFile, listenOnSuiteDatabase } from "./in-process-site";

/*
 * The public tracking pages (issue #26) asked of the real site in-process over HTTP: what a
 * visitor with a number sees, what they never see, and how a wrong, unknown or repeated lookup
 * is answered.
 */
const site = inProcessSiteForFile();

/** The text of the HTML with tags and scripts dropped and the usual entities read. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}

/** The number as a customer might type it: lower case, spaces for dashes. */
function typedLoosely(number: string): string {
  return number.toLowerCase().replaceAll("-", " ");
}

/** The number with its check symbol changed, so the check refuses it. */
function withWrongCheck(number: string): string {
  const last = number.at(-1)!;
  const other = TRACKING_ALPHABET[(TRACKING_ALPHABET.indexOf(last) + 1) % TRACKING_ALPHABET.length]!;
  return number.slice(0, -1) + other;
}

const PRIVATE_NOTE = "Loaded late: Karim must call the airline";

describeEachDatabase("public tracking", ({ dialect, db }) => {
  const base = listenOnSuiteDatabase(site, { dialect, db });

  async function get(path: string) {
    const response = await fetch(`${base()}${path}`, { redirect: "manual" });
    return { status: response.status, headers: response.headers, html: await response.text() };
  }

  async function departedShipment() {
    await seedRateCard();
    const shipment = await seedShipment();
    const departed = await asNadia(() =>
      recordShipmentEvent(shipment.id, {
        status: "departed",
        place: "Aéroport de Beyrouth",
        publicNote: "Vol ME 571",
        internalNote: PRIVATE_NOTE,
        office: "beirut",
      }),
    );
    expect(departed.status).toBe("ok");
    return shipment;
  }

  test("a number typed in lower case with spaces shows the route, the mode and 'Parti' in French, newest first, and nothing private", async () => {
    const shipment = await departedShipment();
    const { status, headers, html } = await get(`/fr/track/${encodeURIComponent(typedLoosely(shipment.trackingNumber))}`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("x-robots-tag")).toContain("noindex");
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    const text = textOf(html);
    expect(html).toMatch(/data-testid="tracking-status"[^>]*>Parti</);
    expect(text).toContain("Fret aérien");
    expect(text).toContain("Aéroport de Beyrouth");
    expect(text).toContain("Vol ME 571");
    expect(text.indexOf("Parti")).toBeLessThan(text.indexOf("Enregistré"));
    expect(text).toContain(shipment.trackingNumber);
    const seeded = newShipment();
    for (const secret of [
      seeded.sender.name,
      seeded.sender.phone,
      seeded.sender.email!,
      seeded.receiver.name,
      seeded.receiver.phone,
      seeded.contents,
      seeded.internalNote,
      PRIVATE_NOTE,
      // The declared value (500.00 USD) and the price (280.00 USD), however written.
      "$500",
      "500.00",
      "500,00",
      "$280",
      "280.00",
      "280,00",
    ])
      expect(html, secret).not.toContain(secret);
  });

  test("Arabic writes the page right to left", async () => {
    const shipment = await departedShipment();
    const { status, html } = await get(`/ar/track/${shipment.trackingNumber}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*dir="rtl"/);
    expect(html).toContain("غادرت");
  });

  test("a wrong check symbol is a 400 that says to check the number on the receipt, in each language", async () => {
    const shipment = await departedShipment();
    const wrong = withWrongCheck(shipment.trackingNumber);
    for (const [prefix, message] of [
      ["", "check the number on your receipt"],
      ["/fr", "vérifiez le numéro sur votre reçu"],
      ["/ar", "تحقّق من الرقم على إيصالك"],
    ] as const) {
      const { status, headers, html } = await get(`${prefix}/track/${wrong}`);
      expect(status, prefix).toBe(400);
      expect(headers.get("cache-control")).toBe("no-store");
      expect(textOf(html), prefix).toContain(message);
      expect(html).not.toContain(newShipment().sender.name);
    }
  });

  test("an unknown valid number is a 404 of the same page; a malformed one a 400", async () => {
    const unknown = await get(`/track/${newTrackingNumber()}`);
    expect(unknown.status).toBe(404);
    expect(textOf(unknown.html)).toContain("We have no shipment with this number.");
    expect(unknown.html).toContain('name="number"');
    expect(unknown.headers.get("x-robots-tag")).toContain("noindex");
    const malformed = await get("/track/hello-world");
    expect(malformed.status).toBe(400);
    expect(textOf(malformed.html)).toContain("This is not a tracking number");
    expect(malformed.html).toContain('value="hello-world"');
  });

  test("the form's ?number= goes on to the canonical number's page, in the page's language; an empty or malformed one stays with its message", async () => {
    const shipment = await departedShipment();
    const loose = encodeURIComponent(typedLoosely(shipment.trackingNumber));
    const english = await get(`/track?number=${loose}`);
    expect([english.status, english.headers.get("location")]).toEqual([302, `/track/${shipment.trackingNumber}`]);
    const french = await get(`/fr/track?number=${loose}`);
    expect([french.status, french.headers.get("location")]).toEqual([302, `/fr/track/${shipment.trackingNumber}`]);
    const empty = await get("/track?number=");
    expect(empty.status).toBe(400);
    expect(textOf(empty.html)).toContain("Please enter a tracking number.");
    const typo = await get("/track?number=cw%207k4m");
    expect(typo.status).toBe(400);
    expect(typo.html).toContain('value="cw 7k4m"');
    const form = await get("/fr/track");
    expect(form.status).toBe(200);
    expect(textOf(form.html)).toContain("Numéro de suivi");
    // A GET form (the default method of a form with none), so it works without JavaScript.
    const tag = [...form.html.matchAll(/<form[^>]*>/g)].map(([found]) => found).find((found) => found.includes('action="/fr/track"'));
    expect(tag).toBeDefined();
    expect(tag).not.toMatch(/method="post"/i);
    expect(form.headers.get("cache-control")).toBe("no-store");
  });

  test("a new event shows on the next request: the page is never kept by the page cache", async () => {
    const shipment = await departedShipment();
    const path = `/track/${shipment.trackingNumber}`;
    const first = await get(path);
    const second = await get(path);
    expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual([null, null]);
    // Recorded through the test's own modules: to the site, another instance's write.
    await asNadia(() =>
      recordShipmentEvent(shipment.id, { status: "arrived", place: "Abidjan", publicNote: "", internalNote: "", office: "abidjan" }),
    );
    expect((await get(path)).html).toMatch(/data-testid="tracking-status"[^>]*>Arrived</);
  });

  test("lookups from one address stop at the limit, under parallel requests: exactly the limit answered, the rest 429 with Retry-After", async () => {
    const shipment = await departedShipment();
    const { max } = TRACKING_LOOKUP_LIMIT;
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, (_, index) =>
        // Hits, misses and typos all count.
        get(`/track/${index % 3 === 0 ? shipment.trackingNumber : index % 3 === 1 ? newTrackingNumber() : "nonsense"}`),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.length - refused.length).toBe(max);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(textOf(answer.html)).toContain("Too many lookups from your connection.");
    }
  });

  test("the tracking pages are in no sitemap file, and the footer and the cargo enquiry page link to them", async () => {
    await departedShipment();
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    const files = [...index.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!.replaceAll("&amp;", "&")));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const part = await get(file.pathname + file.search);
      expect(part.status).toBe(200);
      expect(part.html).not.toMatch(/\/track\b/);
    }
    expect((await get("/fr/about")).html).toMatch(/<a[^>]*href="\/fr\/track"[^>]*>Suivre un envoi</);
    expect((await get("/enquire/cargo")).html).toMatch(/<a[^>]*href="\/track"[^>]*>Track a shipment</);
  });
});
