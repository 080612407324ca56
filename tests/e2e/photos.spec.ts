import AxeBuilder from "@axe-core/playwright";
import { insertTours, uniqueWord } from "./admin-catalogue-helpers";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { picture, tooBigPicture } from "./tour-operator";

/** A refusal shows on the screen (with JavaScript) or on a page of its own (before it runs, as without it): back to the screen. */
async function backTo(page: Page, screen: string): Promise<void> {
  if (new URL(page.url()).pathname !== screen) await page.goto(screen);
}

/**
 * Photos (issue #12): an admin uploads pictures to a tour (a text file renamed .jpg and a
 * picture over 25 MB are refused with their messages), chooses the cover and reorders; the
 * public tour page shows the gallery as <picture> elements with AVIF and WebP sources.
 */

// The refused uploads' 413 and 415 are logged by the browser.
test.use({ allowConsoleErrors: [/status of (413|415)/] });

test("an admin uploads photos to a tour, is told why two files are refused, sets the cover and reorders; visitors see the gallery", async ({
  page,
  site,
  browser,
}) => {
  // Converting pictures and two axe scans take a minute or more on a busy two-core machine.
  test.setTimeout(240_000);
  const title = uniqueWord("Gallery tour ");
  const id = title.toLowerCase().replace(/ /g, "-");
  insertTours(site, [{ id, title, destinationId: "bali" }]);

  await signIn(page);
  const screen = `/admin/tours/${id}`;
  await page.goto(screen);
  const chooser = page.getByLabel("Pictures to upload");
  const upload = page.getByRole("button", { name: "Upload", exact: true });

  // A text file named like a picture: refused by its content.
  await chooser.setInputFiles({
    name: "beach.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("These are holiday notes, not a picture."),
  });
  await upload.click();
  await expect(page.getByRole("alert").filter({ hasText: "“beach.jpg” is not a JPEG, PNG, WebP or AVIF picture" })).toBeVisible();
  await backTo(page, screen);

  // Over 25 MB: refused while it arrives, with the 413's message.
  await chooser.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: await tooBigPicture() });
  await upload.click();
  await expect(page.getByRole("alert").filter({ hasText: "A picture is larger than 25 MB, so nothing was uploaded." })).toBeVisible();
  await backTo(page, screen);
  await expect(page.getByText("No photos yet.")).toBeVisible();

  // Two real pictures at once.
  await chooser.setInputFiles([
    { name: "sunrise.jpg", mimeType: "image/jpeg", buffer: await picture("#e9a21c") },
    { name: "temple.jpg", mimeType: "image/jpeg", buffer: await picture("#0f6b80") },
  ]);
  await upload.click();
  const list = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /Remove/ }) });
  // Converting two pictures takes a few seconds, longer on a loaded machine.
  await expect(list).toHaveCount(2, { timeout: 60_000 });

  // The second becomes the cover, then moves first.
  const second = page.getByRole("listitem", { name: "Photo 2" });
  await second.getByRole("button", { name: /Make cover/ }).click();
  await expect(page.getByRole("listitem", { name: "Photo 2" }).getByText("Cover", { exact: true })).toBeVisible();
  await page
    .getByRole("listitem", { name: "Photo 2" })
    .getByRole("button", { name: /Move up/ })
    .click();
  await expect(page.getByRole("listitem", { name: "Photo 1" }).getByText("Cover", { exact: true })).toBeVisible();
  await page.getByRole("listitem", { name: "Photo 1" }).getByLabel("English").fill("Temple at dusk");
  await page
    .getByRole("listitem", { name: "Photo 1" })
    .getByRole("button", { name: /Save text/ })
    .click();
  await expect(page.getByRole("listitem", { name: "Photo 1" }).getByLabel("English")).toHaveValue("Temple at dusk");

  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);

  // The visitor's page: the cover is the chosen photo, the gallery lists both in the new order.
  const visitorContext = await browser.newContext({ baseURL: site.url });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/tours/${id}`);
  const gallery = visitor.getByRole("region", { name: "Gallery" });
  await expect(gallery).toBeVisible();
  const pictures = gallery.locator("picture");
  await expect(pictures).toHaveCount(2);
  await expect(pictures.first().locator("img")).toHaveAttribute("alt", "Temple at dusk");
  await expect(pictures.nth(1).locator("img")).toHaveAttribute("alt", `Photo 2 of ${title}`);
  await expect(pictures.first().locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\/media\/[0-9a-f]{32}-480\.avif 480w, .*-1200\.avif 1200w/,
  );
  await expect(pictures.first().locator('source[type="image/webp"]')).toHaveAttribute("sizes", /vw/);
  await expect(pictures.first().locator("img")).toHaveAttribute("width", "1200");
  await expect(pictures.first().locator("img")).toHaveAttribute("height", "800");
  await expect(pictures.first().locator("img")).toHaveAttribute("loading", "lazy");
  const cover = visitor.locator("main img").first();
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  const coverSrc = await cover.getAttribute("src");
  expect(coverSrc).toMatch(/^\/media\/[0-9a-f]{32}-1200\.jpg$/);
  expect(await pictures.first().locator("img").getAttribute("src")).toBe(coverSrc);
  // The browser picked a file it can show, and the file came with the media headers.
  await expect
    .poll(() =>
      pictures
        .first()
        .locator("img")
        .evaluate((image: HTMLImageElement) => (image.scrollIntoView(), image.naturalWidth)),
    )
    .toBeGreaterThan(0);
  const served = await visitor.request.get(coverSrc!);
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  const visitorResults = await new AxeBuilder({ page: visitor })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(visitorResults.violations.map((violation) => violation.id)).toEqual([]);
  await visitorContext.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused upload shows the photos screen with its message, not a redirect to /admin, and leads back", async ({ page, site }) => {
    const title = uniqueWord("Plain tour ");
    const id = title.toLowerCase().replace(/ /g, "-");
    insertTours(site, [{ id, title, destinationId: "bali" }]);
    await signIn(page);
    const screen = `/admin/tours/${id}`;
    await page.goto(screen);
    await page.getByLabel("Pictures to upload").setInputFiles({
      name: "notes.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("These are holiday notes, not a picture."),
    });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("heading", { name: "The photos were not changed" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("“notes.jpg” is not a JPEG, PNG, WebP or AVIF picture, so it was not uploaded.");
    expect(new URL(page.url()).pathname).toBe("/admin/photos");
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(new RegExp(`${screen}$`));
    await expect(page.getByText("No photos yet.")).toBeVisible();
  });
});
