import { beforeEach, expect, test } from "vitest";
import * as destinationsList from "~/routes/admin/catalogue/destinations";
import * as servicesList from "~/routes/admin/catalogue/services";
import * as toursList from "~/routes/admin/catalogue/tours";
import { getDestination } from "~/server/catalogue/destinations.server";
import { addService } from "~/server/catalogue/services.server";
import { getRequest, postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { inputValue, renderScreen, shownText } from "./screen-render";

/**
 * The catalogue lists as their loaders answer a URL and the server renders it: which rows, in
 * which order, the header marked with the sort and linking to the other direction, the count
 * and the pages. Which rows a sort, search and page give at scale: admin-lists-at-scale.test.ts.
 */
type ListModule = typeof destinationsList | typeof toursList | typeof servicesList;

let cookie: string;

async function listPage(module: ListModule, url: string) {
  const loaded = await run(module.loader, getRequest(url, cookie));
  expect(loaded.status, url).toBe(200);
  const pattern = new URL(url, "http://x").pathname.slice("/admin/".length);
  return renderScreen(module, url, { pattern, loaderData: loaded.body });
}

/** The titles of the rows, top to bottom (each row's heading cell links to the record). */
const rowTitles = (page: string) => [...page.matchAll(/<th scope="row"[^>]*>\s*<a[^>]*>([^<]*)<\/a>/g)].map((match) => match[1]);
/** The header of a column: its aria-sort and where its link leads. */
function header(page: string, label: string) {
  const cell = page.match(new RegExp(`<th scope="col"[^>]*>\\s*<a[^>]*>${label}<svg[\\s\\S]*?</th>`))?.[0];
  if (!cell) throw new Error(`no header ${label}`);
  return {
    sort: cell.match(/aria-sort="(\w+)"/)?.[1] ?? null,
    href: cell.match(/href="([^"]*)"/)![1]!.replace(/&amp;/g, "&"),
  };
}
const links = (page: string) => [...page.matchAll(/<a[^>]*>/g)].map((tag) => tag[0].replace(/&amp;/g, "&"));

describeEachDatabase("the catalogue lists as the server renders them", () => {
  beforeEach(async () => {
    cookie = await signedInCookie();
  });

  test("a text column sorts both ways from its header link, keeping the search", async () => {
    await seedDestination({ title: "Sortland Beta", country: "Sortland Cc" }, "s1");
    await seedDestination({ title: "Sortland Alpha", country: "Sortland Aa" }, "s2");
    await seedDestination({ title: "Sortland Gamma", country: "Sortland Bb" }, "s3");
    await seedDestination({ title: "Elsewhere", country: "Chile" }, "s4");

    const byTitle = await listPage(destinationsList, "/admin/destinations?q=sortland");
    expect(rowTitles(byTitle)).toEqual(["Sortland Alpha", "Sortland Beta", "Sortland Gamma"]);
    expect(header(byTitle, "Title")).toEqual({ sort: "ascending", href: "/admin/destinations?q=sortland&sort=title&dir=desc" });
    expect(header(byTitle, "Country")).toEqual({ sort: null, href: "/admin/destinations?q=sortland&sort=country&dir=asc" });

    const titleDown = await listPage(destinationsList, "/admin/destinations?q=sortland&sort=title&dir=desc");
    expect(header(titleDown, "Title").sort).toBe("descending");
    expect(rowTitles(titleDown)).toEqual(["Sortland Gamma", "Sortland Beta", "Sortland Alpha"]);

    const countryUp = await listPage(destinationsList, "/admin/destinations?q=sortland&sort=country&dir=asc");
    expect(header(countryUp, "Country")).toEqual({ sort: "ascending", href: "/admin/destinations?q=sortland&sort=country&dir=desc" });
    expect(rowTitles(countryUp)).toEqual(["Sortland Alpha", "Sortland Gamma", "Sortland Beta"]);
    const countryDown = await listPage(destinationsList, "/admin/destinations?q=sortland&sort=country&dir=desc");
    expect(header(countryDown, "Country").sort).toBe("descending");
    expect(rowTitles(countryDown)).toEqual(["Sortland Beta", "Sortland Gamma", "Sortland Alpha"]);
    expect(inputValue(countryDown, "q")).toBe("sortland");
  });

  test("tours sort by price and by duration as numbers, both ways", async () => {
    await seedDestination({}, "bali");
    await seedTour({ title: "Pricey Long", price: 999, duration: 12 });
    await seedTour({ title: "Pricey Short", price: 1299, duration: 3 });
    await seedTour({ title: "Pricey Mid", price: 250, duration: 7 });
    for (const [sort, dir, order, label] of [
      ["price", "asc", ["Mid", "Long", "Short"], "ascending"],
      ["price", "desc", ["Short", "Long", "Mid"], "descending"],
      ["duration", "asc", ["Short", "Mid", "Long"], "ascending"],
      ["duration", "desc", ["Long", "Mid", "Short"], "descending"],
    ] as const) {
      const page = await listPage(toursList, `/admin/tours?q=pricey&sort=${sort}&dir=${dir}`);
      expect(rowTitles(page), `${sort} ${dir}`).toEqual(order.map((word) => `Pricey ${word}`));
      expect(header(page, sort === "price" ? "Price" : "Duration").sort).toBe(label);
    }
  });

  test("searches find destinations by country, tours by destination and services by description; none found says so, with Clear", async () => {
    await seedDestination({ title: "Bali", country: "Indonesia" }, "bali");
    await seedDestination({ title: "Paris", country: "France" }, "paris");
    await seedTour({ title: "Ubud Walks", destinationId: "bali" });
    await addService({ title: "Visa Help", description: "Paperwork for consulates handled.", icon: "shield" });

    expect(rowTitles(await listPage(destinationsList, "/admin/destinations?q=INDONESIA"))).toEqual(["Bali"]);
    expect(rowTitles(await listPage(toursList, "/admin/tours?q=bali"))).toEqual(["Ubud Walks"]);
    expect(rowTitles(await listPage(servicesList, "/admin/services?q=consulates"))).toEqual(["Visa Help"]);

    const none = await listPage(destinationsList, "/admin/destinations?q=no+such+place");
    expect(shownText(none)).toContain("No destinations found. Try a different search or add a new destination.");
    expect(links(none).some((tag) => tag.includes('href="/admin/destinations"'))).toBe(true);
    expect(shownText(await listPage(toursList, "/admin/tours?q=zzz-nothing"))).toContain(
      "No tours found. Try a different search or add a new tour.",
    );
    expect(shownText(await listPage(servicesList, "/admin/services?q=zzz-nothing"))).toContain(
      "No services found. Try a different search or add a new service.",
    );
  });

  test("a long list shows 25 rows a page, says which, and links the pages", async () => {
    for (let index = 0; index < 30; index += 1) {
      await seedDestination({ title: `Paged ${String(index).padStart(2, "0")}`, country: "Paged" }, `paged-${index}`);
    }
    const first = await listPage(destinationsList, "/admin/destinations?q=paged");
    expect(rowTitles(first)).toHaveLength(25);
    expect(shownText(first)).toContain("Showing 1–25 of 30");
    const pageLinks = links(first);
    expect(pageLinks.find((tag) => tag.includes('aria-label="Page 1"'))).toContain('aria-current="page"');
    expect(pageLinks.find((tag) => tag.includes('rel="next"'))).toContain('href="/admin/destinations?q=paged&page=2#results"');

    const second = await listPage(destinationsList, "/admin/destinations?q=paged&page=2");
    expect(shownText(second)).toContain("Showing 26–30 of 30");
    expect(rowTitles(second)).toEqual([25, 26, 27, 28, 29].map((index) => `Paged ${index}`));
    expect(links(second).find((tag) => tag.includes('aria-label="Page 1"'))).toContain('href="/admin/destinations?q=paged#results"');
  });

  test("a row's Featured button is a plain form: posted as a browser without JavaScript posts it, it features the row", async () => {
    await seedDestination({ title: "Formland", featured: false }, "formland");
    const url = "/admin/destinations?q=formland";
    const page = await listPage(destinationsList, url);
    const forms = [...page.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
    const toggle = forms.find((form) => form[2]!.includes(">Not featured<"));
    if (!toggle) throw new Error("no form holds the Not featured button");
    expect(toggle[1]).toMatch(/method="post"/);
    // Without JavaScript the browser posts the form's fields to its action, the list itself.
    const action = toggle[1]!.match(/action="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&") ?? url;
    expect(new URL(action, "http://x").pathname).toBe("/admin/destinations");
    const fields = Object.fromEntries(
      [...toggle[2]!.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((input) => [input[1]!, input[2]!]),
    );
    expect(toggle[2]).toMatch(/<button[^>]*type="submit"/);
    const posted = await run(destinationsList.action, postRequest(action, fields, { cookie }));
    expect(posted.status).toBe(302);
    expect(await getDestination("formland")).toMatchObject({ featured: true });
  });
});
