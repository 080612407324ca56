import { addServiceOverHttp, expect, signInOverHttp, test } from "./fixtures";
import { uniqueWord } from "./admin-catalogue-helpers";

type ExportedService = { id: string; version: number; title: string; description: string; icon: string };

test("importing an old export after a record was edited here shows the conflict, and keeping it imports the rest", async ({
  page,
  site,
}) => {
  // Three posts, a download and a browser session on a machine that may be busy.
  test.setTimeout(60_000);
  const cookie = await signInOverHttp(site.url);
  const title = uniqueWord("Visa help ");
  expect(await addServiceOverHttp(site.url, cookie, title)).toBe(true);

  // The export, as the download gives it.
  const exported = (await (await fetch(`${site.url}/admin/data/export`, { headers: { Cookie: cookie } })).json()) as {
    services: ExportedService[];
  };
  const service = exported.services.find((record) => record.title === title)!;
  expect(service.version).toBe(1);

  // Someone edits the service here after the export.
  const edited = `${title} (edited here)`;
  const saved = await fetch(`${site.url}/admin/services/edit/${service.id}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, Cookie: cookie },
    body: new URLSearchParams({ title: edited, description: service.description, icon: service.icon, version: "1" }),
  });
  expect(saved.status).toBe(302);

  const added = uniqueWord("Airport transfer ");
  const file = {
    services: [
      { ...service, title: `${title} (from the file)` },
      { title: added, description: "From the airport to the hotel.", icon: "car" },
    ],
  };
  // The browser uses the same session.
  const [name, value] = cookie.split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: site.url }]);
  await page.goto("/admin/data");
  await page.getByLabel("Catalogue file").setInputFiles({
    name: "catalogue.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(file, null, 2)),
  });
  await page.getByRole("button", { name: "Check file" }).click();

  await expect(
    page.getByRole("heading", {
      name: "1 entry was changed here since this file was exported: importing it would overwrite the newer edits",
    }),
  ).toBeVisible();
  await expect(
    page.getByText(
      `service #1 "${title} (from the file)" (id ${service.id}): changed since the export (version 1 in the file, version 2 here)`,
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Import all records" })).toBeHidden();

  await page.getByRole("button", { name: "Import, keeping what is here for these entries" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "1 added, 0 updated, 1 changed here kept as they are." }),
  ).toBeVisible();

  await page.goto(`/admin/services?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: edited, exact: true })).toBeVisible();
  await expect(page.getByText(`${title} (from the file)`)).toBeHidden();
  await page.goto(`/admin/services?q=${encodeURIComponent(added)}`);
  await expect(page.getByRole("link", { name: added, exact: true })).toBeVisible();
  // A file from before drafts says no status: its records were public, and stay so.
  await expect(page.getByRole("row", { name: new RegExp(added) })).toContainText("Published");
});
