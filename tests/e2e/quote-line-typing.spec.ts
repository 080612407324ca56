import Database from "better-sqlite3";
import type { Page, Route } from "@playwright/test";
import { deleteEnquiriesFrom, expect, signIn, test, type Site } from "./fixtures";
import { agencyDay } from "./tour-operator";

/**
 * Nothing a user typed is ever lost: the New quote screen's "Add a line" posts the form and the
 * answer brings the new line. React Router shows that answer as soon as the action returns and
 * changes the page's location only once the page's loaders have run again; on a loaded machine
 * the new line was typed into in between, and the form built again for the new location lost it.
 * The loaders' second look is held here until the typing is done, as a slow machine holds it.
 * The tour screen's departure form, also built afresh from its action's answer, had the same flaw.
 */

const MAIL_DOMAIN = "quote-line-typing.example";

test.beforeEach(({ site }) => deleteEnquiriesFrom(site, MAIL_DOMAIN));
test.afterEach(({ site }) => deleteEnquiriesFrom(site, MAIL_DOMAIN));

/** The enquiry last sent from an address. */
function enquiryFrom(site: Site, email: string): string {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  try {
    return (db.prepare("select id from enquiries where email = ? order by created_at desc").get(email) as { id: string }).id;
  } finally {
    db.close();
  }
}

/** Holds the page's data reloads (GET requests for .data) until `release` is called. */
async function holdReloads(page: Page): Promise<{ release: () => void; released: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route: Route) => {
      if (route.request().method() === "GET") await released;
      await route.continue();
    },
  );
  return { release, released };
}

/** Resolves once the page's router has no navigation under way (the reload answered and applied). */
async function routerIdle(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const router = (window as unknown as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } })
          .__reactRouterDataRouter;
        return router?.state.navigation.state;
      }),
    )
    .toBe("idle");
}

test("typing into a quote's new line right after it appears keeps what was typed", async ({ page, site }) => {
  test.slow(); // A sign-in (the real password hash) and a quote saved on a shared two-core machine.
  const email = `rania@${MAIL_DOMAIN}`;
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Rania Haddad");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Subject").selectOption("General Inquiry");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Bali for two in the spring, please.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/Thank you! Your message has been sent/)).toBeVisible();
  await signIn(page);
  await page.goto(`/admin/messages/${enquiryFrom(site, email)}/quotes/new`);

  const first = page.getByRole("listitem", { name: "Line 1" });
  // The total follows the typed lines once the form has JavaScript: what a user waits for before going on.
  await expect(async () => {
    await page.getByLabel("Currency").selectOption("USD");
    await first.getByLabel("Description").fill("Bali Island Escape, eight days, adult sharing a double room");
    await first.getByLabel("Quantity").fill("2");
    await first.getByLabel(/^Unit price/).fill("1500");
    await expect(page.getByText("Total: $3,000")).toBeVisible({ timeout: 1_000 });
  }).toPass();

  const reloads = await holdReloads(page);
  await page.getByRole("button", { name: "Add a line" }).click();
  const second = page.getByRole("listitem", { name: "Line 2" });
  await second.getByLabel("Description").fill("Single room supplement");
  await second.getByLabel(/^Unit price/).fill("320");
  // The page's loaders answer now, and the page settles.
  reloads.release();
  await routerIdle(page);
  await expect(second.getByLabel("Description")).toHaveValue("Single room supplement");
  await expect(second.getByLabel(/^Unit price/)).toHaveValue("320");
  await expect(first.getByLabel("Description")).toHaveValue("Bali Island Escape, eight days, adult sharing a double room");
  await expect(page.getByText("Total: $3,320")).toBeVisible();

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: /^Q-\d{4}-\d{4}$/ })).toBeVisible();
  await expect(page.getByText("Single room supplement")).toBeVisible();
  await expect(page.getByTestId("admin-quote-total")).toHaveText(/3,320/);
});

test("ticking the departure form's date question right after it appears keeps the tick", async ({ page }) => {
  test.slow(); // A sign-in (the real password hash) and two saves on a shared two-core machine.
  await signIn(page);
  await page.goto("/admin/tours/bali-island-escape");
  const form = page.locator("#departure-form");
  // The form checks what is typed once it has JavaScript: what a user waits for before going on.
  await expect(async () => {
    await form.getByLabel("Capacity").fill("0");
    await form.getByLabel("Capacity").press("Tab");
    await expect(form.getByText("The capacity must be at least 1.")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const day = agencyDay(-47);
  await form.getByLabel("Start date").fill(day);
  await form.getByLabel("Capacity").fill("12");
  await form.getByLabel("Seats booked").fill("3");

  const reloads = await holdReloads(page);
  await form.getByRole("button", { name: "Add departure" }).click();
  await expect(form.getByRole("alert")).toContainText(`This date (${day}) is in the past — add it anyway?`);
  await form.getByLabel("Yes, add it on this date").check();
  reloads.release();
  await routerIdle(page);
  await expect(form.getByLabel("Yes, add it on this date")).toBeChecked();
  await expect(form.getByLabel("Seats booked")).toHaveValue("3");

  await form.getByRole("button", { name: "Add departure" }).click();
  await expect(page.locator(`#departures tr[data-departure="${day}"]`)).toBeVisible();
  // A fresh form after the save: the next departure starts empty.
  await expect(form.getByLabel("Start date")).toHaveValue("");
});
