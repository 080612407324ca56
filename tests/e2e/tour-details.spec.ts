import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signInAdmin, uniqueWord } from "./admin-catalogue-helpers";
import { expect, test } from "./fixtures";
import { clickRowButton, faqQuestion, fillTheTour, itineraryDay, publishTourFromList } from "./tour-operator";

// The sample Bali tour's page answers from the server; a refused save would log its 4xx.
test.use({ allowConsoleErrors: [/status of 40[0-9]/] });

const day = itineraryDay;
const question = faqQuestion;

async function violations(page: Page, include: string) {
  const results = await new AxeBuilder({ page })
    .include(include)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test.describe("a tour in full", () => {
  // Several round trips and two axe scans (each can take a minute on a busy two-core machine).
  test.setTimeout(300_000);

  test("an admin builds the itinerary, FAQs and lists; the page shows them in English and French, and prints every day open", async ({
    page,
    site,
  }) => {
    await signInAdmin(page, site);
    const title = `Cedar Trail ${uniqueWord("t")}`;
    await page.goto("/admin/tours/new");
    await fillTheTour(page, title);
    await clickRowButton(page, "Add a day", (n) => day(page, n), 1);
    await day(page, 1).getByLabel("Title", { exact: true }).fill("Arrival in Denpasar");
    await day(page, 1).getByLabel("Title (French)", { exact: true }).fill("Arrivée à Denpasar");
    await day(page, 1).getByLabel("Dinner").check();
    await clickRowButton(page, "Add a day", (n) => day(page, n), 2);
    await day(page, 2).getByLabel("Title", { exact: true }).fill("Byblos by mistake");
    await clickRowButton(page, "Add a day", (n) => day(page, n), 3);
    await day(page, 3).getByLabel("Title", { exact: true }).fill("Ubud temples");
    await day(page, 3).getByLabel("Overnight", { exact: true }).fill("Ubud");

    // What was typed survives every round trip, and moves with its day.
    await page.getByRole("button", { name: "Move Day 3 up" }).click();
    await expect(day(page, 2).getByLabel("Title", { exact: true })).toHaveValue("Ubud temples");
    await expect(day(page, 2).getByLabel("Overnight", { exact: true })).toHaveValue("Ubud");
    await expect(day(page, 3).getByLabel("Title", { exact: true })).toHaveValue("Byblos by mistake");
    await page.getByRole("button", { name: "Remove Day 3" }).click();
    await expect(day(page, 3)).toHaveCount(0);
    await expect(day(page, 1).getByLabel("Title (French)", { exact: true })).toHaveValue("Arrivée à Denpasar");
    await expect(day(page, 1).getByLabel("Dinner")).toBeChecked();

    await clickRowButton(page, "Add a question", (n) => question(page, n), 1);
    await question(page, 1).getByLabel("Question", { exact: true }).fill("Do I need a visa?");
    await question(page, 1).getByLabel("Answer", { exact: true }).fill("Most visitors buy one on arrival.");
    await clickRowButton(page, "Add a question", (n) => question(page, n), 2);
    await question(page, 2).getByLabel("Question", { exact: true }).fill("Can children come?");
    await question(page, 2).getByLabel("Answer", { exact: true }).fill("Yes, from eight years old.");
    await page.getByLabel("Included Services", { exact: true }).fill("Hotels, Breakfast");
    await page.getByLabel("Not included", { exact: true }).fill("Flights, Insurance");
    await page.getByLabel("Highlights", { exact: true }).fill("Sunrise over the rice terraces");
    expect(await violations(page, "form")).toEqual([]);

    await page.getByRole("button", { name: "Create Tour" }).click();
    await expect(page).toHaveURL(/\/admin\/tours\/[^/]+$/);
    // A new tour opens on its own screen (issue #23) and is a draft: published, visitors see it.
    await publishTourFromList(page, title);

    const id = title.toLowerCase().replaceAll(" ", "-");
    await page.goto(`/tours/${id}`);
    const itinerary = page.getByRole("region", { name: "Itinerary" });
    await expect(itinerary.getByText("Day 1")).toBeVisible();
    await expect(itinerary.getByText("Arrival in Denpasar")).toBeVisible();
    await expect(itinerary.getByText("Day 2")).toBeVisible();
    await expect(itinerary.getByText("Ubud temples")).toBeVisible();
    await expect(itinerary.getByText("Byblos by mistake")).toHaveCount(0);
    await expect(itinerary.getByText("Dinner")).toBeVisible();
    await expect(page.getByRole("heading", { name: "What's included" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Not included" }).getByText("Insurance")).toBeVisible();
    await expect(page.getByText("Can children come?")).toBeVisible();
    await expect(page.getByText("Sunrise over the rice terraces")).toBeVisible();
    expect(await violations(page, "main")).toEqual([]);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("link", { name: "Enquire about this tour" })).toBeHidden();
    await expect(itinerary.locator("details[open]")).toHaveCount(2);
    await expect(itinerary.getByText("Ubud", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: title })).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    await page.goto(`/fr/tours/${id}`);
    const french = page.getByRole("region", { name: "Itinéraire" });
    await expect(french.getByText("Jour 1")).toBeVisible();
    await expect(french.getByText("Arrivée à Denpasar")).toBeVisible();
    // Not translated: the English shows instead.
    await expect(french.getByText("Ubud temples")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Questions fréquentes" })).toBeVisible();
  });

  test("the sample Bali tour shows its travel facts, prices per traveller and a map link; the live map waits to be asked for", async ({
    page,
  }) => {
    await page.goto("/tours/bali-island-escape");
    await expect(page.getByText("BALI-08")).toBeVisible();
    await expect(page.getByText("1/5 – Easy")).toBeVisible();
    await expect(page.getByLabel("Prices per traveller")).toContainText("$999");
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Open in OpenStreetMap" }).first()).toHaveAttribute("href", /openstreetmap\.org/);
    await page.goto("/destinations/bali");
    await expect(page.getByRole("heading", { name: "Travel information" })).toBeVisible();
    await expect(page.getByText("UTC+8 (WITA)")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.slow(); // Each row button reloads the whole form.

  test("days are added, moved and removed by the form's buttons, and saved in that order", async ({ page, site }) => {
    await signInAdmin(page, site);
    const title = `Nojs Trail ${uniqueWord("t")}`;
    await page.goto("/admin/tours/new");
    await fillTheTour(page, title);
    await clickRowButton(page, "Add a day", (n) => day(page, n), 1);
    await day(page, 1).getByLabel("Title", { exact: true }).fill("First day");
    await clickRowButton(page, "Add a day", (n) => day(page, n), 2);
    await day(page, 2).getByLabel("Title", { exact: true }).fill("Second day");
    await clickRowButton(page, "Add a day", (n) => day(page, n), 3);
    await day(page, 3).getByLabel("Title", { exact: true }).fill("Third day");
    await page.getByRole("button", { name: "Move Day 1 down" }).click();
    await expect(day(page, 1).getByLabel("Title", { exact: true })).toHaveValue("Second day");
    await page.getByRole("button", { name: "Remove Day 3" }).click();
    await expect(day(page, 3)).toHaveCount(0);
    await expect(page.getByLabel("Tour Name", { exact: true })).toHaveValue(title);
    await page.getByRole("button", { name: "Create Tour" }).click();
    await expect(page).toHaveURL(/\/admin\/tours\/[^/]+$/);
    // A new tour opens on its own screen (issue #23) and is a draft: published, visitors see it.
    await publishTourFromList(page, title);

    await page.goto(`/tours/${title.toLowerCase().replaceAll(" ", "-")}`);
    const days = page.getByRole("region", { name: "Itinerary" }).locator("summary");
    await expect(days).toHaveText(["Day 1Second day", "Day 2First day"]);
    await expect(page.locator("details[open]")).toHaveCount(2);
  });
});
