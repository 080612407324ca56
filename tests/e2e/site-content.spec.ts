import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

/**
 * The site content screens (issue #11): an admin edits and saves, and the list buttons work
 * without JavaScript and never lose what was typed. An editor's 403 and a stale save's 409, as
 * the screen shows them: tests/integration/admin-answers.test.ts.
 */

// A refused save (400) is logged by the browser.
test.use({ allowConsoleErrors: [/status of 400/] });

test.describe("site content", () => {
  test("an admin changes the Abidjan phone number under Offices and finds it stored, with the change on the activity page", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/admin/settings");
    await page.getByRole("link", { name: "Site content" }).first().click();
    // The contact details no longer hold the offices' phones (issue #23): those are the offices'.
    await page.getByRole("link", { name: /Contact details/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact details" })).toBeVisible();
    await expect(page.getByLabel("Company name (English)")).toBeVisible();
    await expect(page.getByLabel(/phone/i)).toHaveCount(0);

    await page.goto("/admin/settings/content/offices");
    const abidjan = page.getByRole("group", { name: "Abidjan office" }).getByLabel("Phone", { exact: true });
    await expect(abidjan).toHaveValue(/^\+225 /);
    await abidjan.fill("not a number");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Abidjan office: phone: enter a phone number with its country code")).toBeVisible();

    await abidjan.fill("+225 07 08 09 10 11");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Offices saved.").first()).toBeVisible();
    await page.reload();
    await expect(abidjan).toHaveValue("+225 07 08 09 10 11");

    await page.goto("/admin/activity?entity=site-content");
    await expect(page.getByText("+225 07 08 09 10 11").first()).toBeVisible();
  });

  test("the contact and team screens have no accessibility violations", async ({ page }) => {
    test.slow(); // An axe scan alone can take many seconds on a busy two-core machine.
    await signIn(page);
    for (const section of ["contact", "team"]) {
      await page.goto(`/admin/settings/content/${section}`);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map(
          (violation) => `${section}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    }
  });

  test("with JavaScript, Add works on a half-filled form and Save points at what is missing", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/settings/content/testimonials");
    const names = page.getByLabel("Name", { exact: true });
    await expect(names).toHaveCount(3);
    await names.nth(1).fill("");
    await page.getByRole("button", { name: "Add testimonial" }).click();
    await expect(names).toHaveCount(4);
    await expect(names.nth(1)).toHaveValue("");
    await page.getByLabel("Rating (1 to 5)").nth(3).fill("6");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Name: this field is required.").first()).toBeVisible();
    await expect(page.getByText("Rating: a whole number from 1 to 5.")).toBeVisible();
    await expect(names.nth(1)).toBeFocused();
  });
});

test.describe("the team list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adding, moving and removing members keeps every typed value, and only Save stores", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/settings/content/team");
    const names = () => page.getByLabel("Name", { exact: true });
    const typedNames = () => names().evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await expect(names()).toHaveCount(4);

    // A value typed but not saved, then a new member.
    await names().nth(0).fill("Rami Haddad (typed)");
    await page.getByRole("button", { name: "Add team member" }).click();
    await expect(names()).toHaveCount(5);
    await expect(names().nth(0)).toHaveValue("Rami Haddad (typed)");
    await names().nth(4).fill("Sara Nassar");
    await page.getByLabel("Photo").nth(4).fill("/images/team/maya-saleh.svg");
    await page.getByLabel("Role (English)").nth(4).fill("Visa desk");
    await page.getByLabel("Bio (English)").nth(4).fill("Sara knows every embassy's opening hours.");
    await page.getByLabel("Role (العربية)").nth(4).fill("مكتب التأشيرات");

    // Up once: Sara is fourth, Maya fifth, and nothing typed is lost.
    await page.getByRole("button", { name: "Move up: team member 5" }).click();
    await expect(names().nth(3)).toHaveValue("Sara Nassar");
    await expect(names().nth(4)).toHaveValue("Maya Saleh");
    await expect(page.getByLabel("Role (العربية)").nth(3)).toHaveValue("مكتب التأشيرات");
    await expect(page.getByLabel("Role (العربية)").nth(3)).toHaveAttribute("dir", "rtl");
    await expect(names().nth(0)).toHaveValue("Rami Haddad (typed)");

    // Remove Joseph (third): the rest move up, still as typed.
    await page.getByRole("button", { name: "Remove: team member 3" }).click();
    await expect(names()).toHaveCount(4);
    expect(await typedNames()).toEqual(["Rami Haddad (typed)", "Nadine Khoury", "Sara Nassar", "Maya Saleh"]);

    // Nothing was stored until Save.
    const stored = await page.context().newPage();
    await stored.goto("/admin/settings/content/team");
    await expect(stored.getByLabel("Name", { exact: true })).toHaveCount(4);
    await expect(stored.getByLabel("Name", { exact: true }).nth(2)).toHaveValue("Joseph Aoun");
    await stored.close();

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Team members saved.").first()).toBeVisible();
    expect(await typedNames()).toEqual(["Rami Haddad (typed)", "Nadine Khoury", "Sara Nassar", "Maya Saleh"]);
  });
});

test.describe("site content on the public pages", () => {
  /** Saves one field of a section's admin form, as an admin would. */
  async function saveField(page: Page, section: string, label: string | RegExp, value: string, nth = 0) {
    await page.goto(`/admin/settings/content/${section}`);
    await page
      .getByLabel(label, { exact: typeof label === "string" })
      .nth(nth)
      .fill(value);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/saved\./).first()).toBeVisible();
  }

  test("a new Abidjan phone number and address under Offices show to the next visitor in the top bar, the footer, the contact details and search engines' data", async ({
    page,
    browser,
    baseURL,
  }) => {
    // The visitor's first look puts / in the page cache; the save must still show on the next request.
    const visitor = await browser.newPage({ baseURL });
    await visitor.goto("/");
    const topBar = visitor.getByRole("complementary", { name: "Contact details" });
    await expect(topBar.getByRole("link", { name: /^Abidjan / })).toBeVisible();
    await expect(topBar.getByRole("link", { name: "Abidjan +225 01 02 03 04 05" })).toHaveCount(0);
    expect((await visitor.goto("/"))!.headers()["x-cache"]).toBe("HIT");

    // Every office phone and address the site shows reads the offices (issue #23).
    await signIn(page);
    await page.goto("/admin/settings/content/offices");
    const abidjan = page.getByRole("group", { name: "Abidjan office" });
    await abidjan.getByLabel("Phone", { exact: true }).fill("+225 01 02 03 04 05");
    await abidjan.getByLabel("Address (English)").fill("Rue du Commerce, Plateau, Abidjan");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/saved\./).first()).toBeVisible();

    await visitor.goto("/");
    await expect(topBar.getByRole("link", { name: "Abidjan +225 01 02 03 04 05" })).toHaveAttribute("href", "tel:+2250102030405");
    const footerOffice = visitor.getByRole("contentinfo").getByTestId("footer-office-abidjan");
    await expect(footerOffice.getByRole("link", { name: "+225 01 02 03 04 05" })).toHaveAttribute("href", "tel:+2250102030405");
    await expect(footerOffice).toContainText("Rue du Commerce, Plateau, Abidjan");
    // Search engines read each office as a department with its address and phone.
    const scripts = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    const agency = scripts.map((text) => JSON.parse(text)).find((item) => item["@type"] === "TravelAgency");
    expect(agency.department).toContainEqual(
      expect.objectContaining({
        telephone: "+2250102030405",
        address: expect.objectContaining({ streetAddress: "Rue du Commerce, Plateau, Abidjan", addressCountry: "CI" }),
      }),
    );

    await visitor.goto("/contact");
    const details = visitor.getByRole("region", { name: "Contact Information" });
    await expect(details.getByRole("link", { name: "+225 01 02 03 04 05" })).toHaveAttribute("href", "tel:+2250102030405");
    await expect(details).toContainText("Rue du Commerce, Plateau, Abidjan");
    await expect(visitor.getByTestId("office-abidjan").getByRole("link", { name: "+225 01 02 03 04 05" })).toBeVisible();
    await visitor.goto("/fr/contact");
    const french = visitor.getByRole("region", { name: "Nos coordonnées" });
    await expect(french.getByRole("link", { name: "+225 01 02 03 04 05" })).toHaveAttribute("dir", "ltr");
    await expect(visitor.getByRole("contentinfo").getByRole("link", { name: "+225 01 02 03 04 05" })).toBeVisible();
    await visitor.close();
  });

  test("a French role shows on /fr/about while /about keeps the English", async ({ page, browser, baseURL }) => {
    await signIn(page);
    await page.goto("/admin/settings/content/team");
    const englishRole = await page.getByLabel("Role (English)").nth(1).inputValue();
    await saveField(page, "team", "Role (Français)", "Responsable des circuits (test)", 1);

    const visitor = await browser.newPage({ baseURL });
    await visitor.goto("/fr/about");
    await expect(visitor.getByText("Responsable des circuits (test)")).toBeVisible();
    await visitor.goto("/about");
    await expect(visitor.getByText(englishRole, { exact: true })).toBeVisible();
    await expect(visitor.getByText("Responsable des circuits (test)")).toHaveCount(0);
    await visitor.close();
  });

  test("the footer links a social page once an admin sets one, and says they are coming while none is set", async ({
    page,
    browser,
    baseURL,
  }) => {
    const visitor = await browser.newPage({ baseURL });
    await signIn(page);
    await visitor.goto("/");
    const footer = visitor.getByRole("contentinfo");
    await expect(footer.getByText("Our social pages are coming soon.")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Instagram" })).toHaveCount(0);

    await saveField(page, "social", "Instagram", "https://www.instagram.com/cedarwings");
    await visitor.goto("/ar");
    await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", "https://www.instagram.com/cedarwings");
    await expect(footer.getByRole("link", { name: "Facebook" })).toHaveCount(0);
    await expect(footer.getByText("Our social pages are coming soon.")).toHaveCount(0);

    // Cleared again, so other specs of this worker find the footer as shipped.
    await saveField(page, "social", "Instagram", "");
    await visitor.goto("/");
    await expect(footer.getByText("Our social pages are coming soon.")).toBeVisible();
    await visitor.close();
  });

  test("the company name, legal name and office position an admin sets show in titles, the footer and the map link", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // Three saves, each a sign-in's worth of work on a loaded machine.
    const visitor = await browser.newPage({ baseURL });
    await signIn(page);
    await page.goto("/admin/settings/content/contact");
    await page.getByLabel("Company name (English)").fill("Cedar Wings Voyages");
    await page.getByLabel("Legal name (English)").fill("Cedar Wings Voyages SARL");
    await page.getByLabel("Latitude").fill("5.3364");
    await page.getByLabel("Longitude").fill("-4.0267");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/saved\./).first()).toBeVisible();

    await visitor.goto("/tours");
    await expect(visitor).toHaveTitle(/\| Cedar Wings Voyages$/);
    await expect(visitor.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Cedar Wings Voyages");
    await expect(visitor.getByRole("contentinfo").getByText(/© \d{4} Cedar Wings Voyages SARL\./)).toBeVisible();
    await visitor.goto("/contact");
    await expect(visitor.getByRole("link", { name: "Open in OpenStreetMap" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=5.3364&mlon=-4.0267#map=16/5.3364/-4.0267",
    );

    // Left blank, the legal name and the position fall back; then back as shipped for the worker's other specs.
    await page.goto("/admin/settings/content/contact");
    await page.getByLabel("Company name (English)").fill("Cedar Wings Travel");
    await page.getByLabel("Legal name (English)").fill("");
    await page.getByLabel("Latitude").fill("");
    await page.getByLabel("Longitude").fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/saved\./).first()).toBeVisible();
    await visitor.goto("/contact");
    await expect(visitor.getByRole("contentinfo").getByText(/© \d{4} Cedar Wings Travel\./)).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Open in OpenStreetMap" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/search\?query=Hamra/,
    );
    await expect(visitor.getByRole("button", { name: "Show interactive map" })).toHaveCount(0);

    await page.goto("/admin/settings/content/contact");
    await page.getByLabel("Legal name (English)").fill("Cedar Wings Travel & Cargo");
    await page.getByLabel("Latitude").fill("33.8925");
    await page.getByLabel("Longitude").fill("35.4825");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/saved\./).first()).toBeVisible();
    await visitor.close();
  });
});
