import type { Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { insertDestinations, insertTours, uniqueWord } from "./admin-catalogue-helpers";
import { expect, hydrated, test, type Site } from "./fixtures";

/** The sample pictures as the uploads the sample catalogue shows (samples/photos, decision 0031). */
const SAMPLE_PHOTOS = JSON.parse(readFileSync("samples/photos/manifest.json", "utf8")) as Record<string, { hash: string }>;

/*
 * The sample catalogue's destinations and tours, read where other specs' records cannot push them
 * off the first page (a search, a filter); the sliders filter tours of the test's own.
 */

/** Three tours of the test's own, found together by searching for `word`. */
function ownTours(site: Site) {
  const word = uniqueWord("Own");
  const id = word.toLowerCase();
  const tours = { walk: `${word} Harbour Walk`, nights: `${word} Desert Nights`, trek: `${word} Valley Trek` };
  insertDestinations(site, [{ id: `${id}-land`, title: `${word} Land` }]);
  insertTours(site, [
    { id: `${id}-walk`, title: tours.walk, destinationId: `${id}-land`, price: 900, duration: 3 },
    { id: `${id}-nights`, title: tours.nights, destinationId: `${id}-land`, price: 1400, duration: 6 },
    { id: `${id}-trek`, title: tours.trek, destinationId: `${id}-land`, price: 2000, duration: 9 },
  ]);
  return { word, ...tours };
}

/** The cards of the result grid, by their link (each card is one link named by its title). */
function cardLinks(page: Page): Locator {
  return page.getByRole("main").getByRole("listitem").getByRole("link");
}

function card(page: Page, title: string): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });
}

/** The live region that announces how many results the filter left. */
function resultCount(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: /^\d+ (tours?|destinations?)$/ });
}

async function cardTitles(page: Page): Promise<string[]> {
  return cardLinks(page).allTextContents();
}

test.describe("destinations list", () => {
  test("searching narrows the list as the visitor types, keeps the URL in step and the focus in the field", async ({ page }) => {
    await page.goto("/destinations");
    await hydrated(page);
    const search = page.getByLabel("Search destinations");
    await search.pressSequentially("gREECE", { delay: 30 });
    await expect(page).toHaveURL(/\/destinations\?q=gREECE$/);
    await expect.poll(() => cardTitles(page)).toEqual(["Santorini"]);
    await expect(resultCount(page)).toHaveText("1 destination");
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("gREECE");

    // Description text matches too.
    await search.fill("caldera");
    await expect.poll(() => cardTitles(page)).toEqual(["Santorini"]);
    await search.fill("");
    await expect(page).toHaveURL(/\/destinations$/);
  });

  test("the continent dropdown lists All and each continent once, and filters at once", async ({ page }) => {
    await page.goto("/destinations");
    const everywhere = await resultCount(page).textContent();
    const continent = page.getByLabel("Continent", { exact: true });
    const options = await continent.locator("option").allTextContents();
    expect(options[0]).toBe("All");
    expect(options).toEqual(expect.arrayContaining(["Africa", "Asia", "Europe", "North America", "South America"]));
    expect(new Set(options).size).toBe(options.length);

    // Filtering at once is the script's: the choice is made once the page is ready.
    await hydrated(page);
    await continent.selectOption("Europe");
    await expect(page).toHaveURL(/\?continent=Europe$/);
    await expect(card(page, "Paris")).toBeVisible();
    await expect(card(page, "Santorini")).toBeVisible();
    await expect(card(page, "Bali")).toHaveCount(0);

    await continent.selectOption("All");
    await expect(page).toHaveURL(/\/destinations$/);
    await expect(resultCount(page)).toHaveText(everywhere!);
  });

  test("shows 'No destinations found' with the spec's hint when nothing matches", async ({ page }) => {
    await page.goto("/destinations?q=atlantis");
    await expect(page.getByText("No destinations found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or explore different continents.")).toBeVisible();
    await expect(resultCount(page)).toHaveText("0 destinations");
  });

  test("a destination card shows its country, rating and the first three activities then '+N more'", async ({ page }) => {
    await page.goto("/destinations?q=indonesia");
    const bali = card(page, "Bali");
    await expect(bali.getByText("Indonesia")).toBeVisible();
    await expect(bali.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeVisible();
    await expect(bali.getByRole("listitem")).toHaveText(["Temple visits", "Surfing", "Rice terrace walks", /\+2 more/]);
    await expect(bali.getByText("Balinese cooking")).toHaveCount(0);
    await bali.getByRole("link", { name: "Bali", exact: true }).click();
    await expect(page).toHaveURL(/\/destinations\/bali$/);
  });

  test.describe("broken pictures", () => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });

    test("a picture that fails to load is replaced by the placeholder of the same size", async ({ page }) => {
      // Every size and format of Bali's photo fails.
      await page.route(`**/media/${SAMPLE_PHOTOS["/images/destinations/bali.svg"]!.hash}-*`, (route) => route.abort());
      await page.goto("/destinations?q=indonesia");
      const picture = card(page, "Bali").locator("img");
      await expect(picture).toHaveAttribute("src", "/images/placeholder.svg");
      await expect(picture).toHaveAttribute("width", "1600");
      await expect(picture).toHaveAttribute("height", "900");
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await page.goto("/destinations?q=france");
      await expect(card(page, "Paris").locator("img")).toHaveAttribute(
        "src",
        `/media/${SAMPLE_PHOTOS["/images/destinations/paris.svg"]!.hash}-1600.jpg`,
      );
    });
  });
});

test.describe("tours list", () => {
  test("a tour card shows '$price', '{n} days', 'Max n', its destination and rating, and leads to the tour", async ({ page }) => {
    await page.goto("/tours?q=bali+island+escape");
    const bali = card(page, "Bali Island Escape");
    await expect(bali.getByText("$1,299")).toBeVisible();
    await expect(bali.getByText(/^(Duration: )?8 days$/)).toBeVisible();
    await expect(bali.getByText(/^(Group size: )?Max 12$/)).toBeVisible();
    await expect(bali.getByText("Bali", { exact: true })).toBeVisible();
    await expect(bali.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeVisible();
    await expect(bali.getByText("View Details")).toBeVisible();
    // One link per card: nothing interactive nested inside it.
    await expect(bali.getByRole("link")).toHaveCount(1);
    // The card's link covers the whole card: clicking where the button is follows it.
    await bali.getByText("View Details").scrollIntoViewIfNeeded();
    const button = await bali.getByText("View Details").boundingBox();
    await page.mouse.click(button!.x + button!.width / 2, button!.y + button!.height / 2);
    await expect(page).toHaveURL(/\/tours\/bali-island-escape$/);
  });

  test("the destination dropdown filters at once and keeps the choice in the URL", async ({ page }) => {
    await page.goto("/tours");
    await hydrated(page);
    const destination = page.getByLabel("Destination", { exact: true });
    await expect(destination.locator("option").first()).toHaveText("All");
    await destination.selectOption({ label: "Santorini" });
    await expect(page).toHaveURL(/\/tours\?destination=santorini$/);
    await expect.poll(() => cardTitles(page)).toEqual(["Santorini Sunset Sailing"]);
    await expect(resultCount(page)).toHaveText("1 tour");
  });

  test("the home page's search link /tours?q=bali shows Bali's tours", async ({ page }) => {
    await page.goto("/tours?q=bali");
    // Other specs add tours to Bali; no sample tour of another destination shows.
    const found = await cardTitles(page);
    expect(found).toContain("Bali Island Escape");
    for (const other of ["Santorini Sunset Sailing", "Paris and the Loire Valley", "New York City Break"])
      expect(found).not.toContain(other);
    await expect(page.getByLabel("Search tours")).toHaveValue("bali");
  });

  test("Advanced Filters opens and closes the panel with the three named sliders and their values", async ({ page }) => {
    await page.goto("/tours");
    const price = page.getByRole("slider", { name: "Maximum price", exact: true });
    await expect(price).toBeHidden();
    await page.getByText("Advanced Filters").click();
    await expect(price).toBeVisible();
    await expect(price).toHaveValue("5000");
    await expect(price).toHaveAttribute("step", "100");
    await expect(page.getByRole("slider", { name: "Minimum duration", exact: true })).toHaveValue("0");
    await expect(page.getByRole("slider", { name: "Maximum duration", exact: true })).toHaveValue("20");
    await expect(page.getByText("Up to $5,000")).toBeVisible();
    await page.getByText("Advanced Filters").click();
    await expect(price).toBeHidden();
  });

  test("the sliders filter by price and duration with the keyboard, and the URL brings the filter back on reload", async ({
    page,
    site,
  }) => {
    const own = ownTours(site);
    await page.goto(`/tours?q=${own.word}`);
    await page.getByText("Advanced Filters").click();
    const price = page.getByRole("slider", { name: "Maximum price", exact: true });
    await price.focus();
    // 5000 down to 1500 in steps of 100.
    for (let step = 0; step < 35; step++) await page.keyboard.press("ArrowLeft");
    await expect(page.getByText("Up to $1,500")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/tours\\?q=${own.word}&maxPrice=1500$`));
    await expect(price).toBeFocused();
    await expect.poll(() => cardTitles(page)).toEqual([own.nights, own.walk]);

    await page.getByRole("slider", { name: "Minimum duration", exact: true }).fill("5");
    await expect(page).toHaveURL(new RegExp(`/tours\\?q=${own.word}&maxPrice=1500&minDays=5$`));
    await expect.poll(() => cardTitles(page)).toEqual([own.nights]);

    await page.reload();
    await expect(page.getByRole("slider", { name: "Maximum price", exact: true })).toBeVisible();
    await expect(page.getByRole("slider", { name: "Maximum price", exact: true })).toHaveValue("1500");
    await expect(page.getByRole("slider", { name: "Minimum duration", exact: true })).toHaveValue("5");
    expect(await cardTitles(page)).toEqual([own.nights]);
  });

  test("shows 'No tours found' when nothing matches", async ({ page }) => {
    await page.goto("/tours?maxPrice=0");
    await expect(page.getByText("No tours found")).toBeVisible();
    await expect(resultCount(page)).toHaveText("0 tours");
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the destinations search and continent work as a plain form", async ({ page }) => {
    await page.goto("/destinations");
    await page.getByLabel("Search destinations").fill("greece");
    await page.getByLabel("Continent", { exact: true }).selectOption("Europe");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/destinations\?q=greece&continent=Europe$/);
    expect(await cardTitles(page)).toEqual(["Santorini"]);
  });

  test("the tours filters and sliders work as a plain form, with the panel open when they are in use", async ({ page, site }) => {
    await page.goto("/tours");
    await page.getByLabel("Destination", { exact: true }).selectOption({ label: "Paris" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    // Other specs may add tours to Paris in this worker's database; no other destination's tour may show.
    const paris = await cardTitles(page);
    expect(paris).toContain("Paris and the Loire Valley");
    for (const other of [
      "Bali Island Escape",
      "Santorini Sunset Sailing",
      "Inca Trail Adventure",
      "Marrakech and Sahara Nights",
      "New York City Break",
    ]) {
      expect(paris).not.toContain(other);
    }

    const own = ownTours(site);
    await page.goto(`/tours?q=${own.word}`);
    await page.getByText("Advanced Filters").click();
    await page.getByRole("slider", { name: "Maximum duration", exact: true }).fill("7");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/maxDays=7/);
    expect(await cardTitles(page)).toEqual([own.nights, own.walk]);
    await expect(page.getByRole("slider", { name: "Maximum duration", exact: true })).toBeVisible();
    await expect(page.getByText("7 days", { exact: true }).first()).toBeVisible();
  });
});

test.describe("detail pages", () => {
  async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
  }

  test("a destination page shows its facts, activities, its tours and TouristDestination data", async ({ page }) => {
    await page.goto("/destinations/bali");
    await expect(page).toHaveTitle(/^Bali, Indonesia \| Cedar Wings Travel$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bali" })).toBeVisible();
    await expect(page.getByText("Indonesia, Asia")).toBeVisible();
    await expect(page.getByRole("img", { name: "Bali, Indonesia" })).toBeVisible();
    for (const activity of ["Temple visits", "Surfing", "Rice terrace walks", "Balinese cooking", "Snorkelling"]) {
      await expect(page.getByRole("main").getByText(activity, { exact: true })).toBeVisible();
    }
    await expect(card(page, "Bali Island Escape")).toBeVisible();
    const data = await jsonLd(page);
    expect(data).toContainEqual(
      expect.objectContaining({ "@type": "TouristDestination", name: "Bali", containedInPlace: { "@type": "Country", name: "Indonesia" } }),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Bali, Indonesia: /);

    await page.getByRole("link", { name: "Enquire about a trip" }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Tour(%20|\+)Booking$/);
  });

  test("a tour page shows price, duration, group size, destination link, services and TouristTrip data", async ({ page }) => {
    await page.goto("/tours/bali-island-escape");
    await expect(page).toHaveTitle(/^Bali Island Escape \| Cedar Wings Travel$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Bali Island Escape" })).toBeVisible();
    // The price card (a phone also shows the price under the title, hidden on this wide screen).
    await expect(main.getByRole("complementary", { name: "Book this tour" }).getByText("$1,299").first()).toBeVisible();
    await expect(main.getByText("8 days").first()).toBeVisible();
    await expect(main.getByText("Max 12 people")).toBeVisible();
    await expect(main.getByRole("heading", { name: "What's included" })).toBeVisible();
    const data = await jsonLd(page);
    expect(data).toContainEqual(
      expect.objectContaining({
        "@type": "TouristTrip",
        name: "Bali Island Escape",
        // One offer per upcoming departure (issue #12); the sample's first ones are at the tour's price.
        offers: expect.arrayContaining([expect.objectContaining({ "@type": "Offer", price: "1299.00", priceCurrency: "USD" })]),
        provider: expect.objectContaining({ name: "Cedar Wings Travel" }),
      }),
    );
    await main.getByRole("link", { name: "Bali", exact: true }).first().click();
    await expect(page).toHaveURL(/\/destinations\/bali$/);
  });

  test("the enquiry button opens the tour enquiry form for that tour", async ({ page }) => {
    await page.goto("/tours/santorini-sunset-sailing");
    await page.getByRole("link", { name: "Enquire about this tour" }).click();
    await expect(page).toHaveURL(/\/enquire\/tour\?tour=santorini-sunset-sailing$/);
    await expect(page.getByRole("region", { name: "Your tour enquiry" })).toContainText("Santorini Sunset Sailing");
  });
});
