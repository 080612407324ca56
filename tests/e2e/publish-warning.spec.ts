import { addServiceOverHttp, expect, signInOverHttp, test } from "./fixtures";
import { signInAdmin, uniqueWord } from "./admin-catalogue-helpers";

/*
 * Publish warns when French or Arabic are missing (issue #23): a dialog with JavaScript, a
 * confirmation step without; Cancel changes nothing, "Publish anyway" publishes.
 */

const WARNING = "French and Arabic are missing: visitors on those pages will see the English text. Publish anyway?";

async function draftService(site: { url: string }, prefix: string): Promise<string> {
  const title = uniqueWord(prefix);
  expect(await addServiceOverHttp(site.url, await signInOverHttp(site.url), title)).toBe(true);
  return title;
}

test("Publish on a service without French and Arabic asks in a dialog naming both; Cancel keeps the draft, Publish anyway publishes", async ({
  page,
  site,
}) => {
  const title = await draftService(site, "Visa Help ");
  await signInAdmin(page, site);
  await page.goto(`/admin/services?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  const publish = row.getByRole("button", { name: `Publish ${title}` });
  // React has taken over the button (a click before that is the no-JavaScript post).
  await expect.poll(() => publish.evaluate((button) => Object.keys(button).some((key) => key.startsWith("__reactFiber")))).toBe(true);
  await publish.click();
  const dialog = page.getByRole("alertdialog", { name: `Publish "${title}"?` });
  await expect(dialog).toContainText(WARNING);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();

  await publish.click();
  await expect(dialog).toContainText(WARNING);
  await dialog.getByRole("button", { name: "Publish anyway" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Service published" })).toBeVisible();
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Publish answers with a confirmation step naming the missing languages; Cancel keeps the draft, Publish anyway publishes", async ({
    page,
    site,
  }) => {
    const title = await draftService(site, "Cargo Help ");
    await signInAdmin(page, site);
    await page.goto(`/admin/services?q=${encodeURIComponent(title)}`);
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("button", { name: `Publish ${title}` }).click();
    const step = page.getByRole("alertdialog", { name: `Publish "${title}"?` });
    await expect(step).toContainText(WARNING);
    await step.getByRole("link", { name: "Cancel" }).click();
    await expect(step).toBeHidden();
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: `Publish ${title}` }).click();
    await step.getByRole("button", { name: "Publish anyway" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/services\\?q=`));
    await expect(row.getByText("Published", { exact: true })).toBeVisible();
  });
});
