import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, test, type Site } from "./fixtures";

/*
 * The public pages over the sample catalogue, which admin specs sharing this worker's database
 * add to: the checks ask that every sample record shows, and count what is published now.
 */

/** How many services visitors see now (other specs add and publish services of their own). */
function publishedServices(site: Site): number {
  const db = new Database(site.databaseFile, { readonly: true });
  const { count } = db.prepare("select count(*) as count from services where status = 'published'").get() as { count: number };
  db.close();
  return count;
}

const FEATURED_DESTINATIONS = ["Bali", "Machu Picchu", "Marrakech", "Santorini"];
const FEATURED_TOURS = ["Bali Island Escape", "Inca Trail Adventure", "Marrakech and Sahara Nights", "Santorini Sunset Sailing"];

function section(page: Page, heading: string) {
  return page.getByRole("region", { name: heading });
}

test.describe("home page", () => {
  test("shows its sections in the spec's order", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover the world with Cedar Wings Travel");
    const sectionHeadings = await page.locator("main section > h2, main section h2[id^='home-']").allTextContents();
    expect(sectionHeadings).toEqual([
      "Popular Destinations",
      "Your trusted travel partner since 2010",
      "Featured Tours",
      "Our Services",
      "What Our Travelers Say",
      "Ready for your next adventure?",
    ]);
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test("hero links go to the tours list and the contact page", async ({ page }) => {
    await page.goto("/");
    const hero = section(page, "Discover the world with Cedar Wings Travel");
    await expect(hero.getByRole("link", { name: "Explore Tours" })).toHaveAttribute("href", "/tours");
    await expect(hero.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("lists only featured destinations and tours, with '+N more' and prices from the cards", async ({ page }) => {
    await page.goto("/");
    const destinations = section(page, "Popular Destinations");
    // Admin specs sharing this worker's database may feature records of their own, so the
    // check is: every featured sample destination shows, no unfeatured one does.
    const destinationTitles = destinations.getByRole("heading", { level: 3 });
    await expect.poll(() => destinationTitles.allTextContents()).toEqual(expect.arrayContaining(FEATURED_DESTINATIONS));
    await expect(destinations.getByText("Paris")).toHaveCount(0);
    await expect(destinations.getByText("New York")).toHaveCount(0);
    await expect(destinations.getByText("+2 more").first()).toBeVisible();
    await expect(destinations.getByRole("link", { name: "View All Destinations" })).toHaveAttribute("href", "/destinations");

    const tours = section(page, "Featured Tours");
    const tourTitles = tours.getByRole("heading", { level: 3 });
    await expect.poll(() => tourTitles.allTextContents()).toEqual(expect.arrayContaining(FEATURED_TOURS));
    // One price per tour card.
    await expect(tours.getByText(/\$\d[\d,]{2,}/)).toHaveCount(await tourTitles.count());
    await expect(tours.getByText("Paris and the Loire Valley")).toHaveCount(0);
    await expect(tours.getByText("New York City Break")).toHaveCount(0);
    await expect(tours.getByRole("link", { name: "View All Tours" })).toHaveAttribute("href", "/tours");
  });

  test("about section shows 13+ years, six credentials and Learn More", async ({ page }) => {
    await page.goto("/");
    const about = section(page, "Your trusted travel partner since 2010");
    await expect(about.getByText("13+", { exact: true })).toBeVisible();
    await expect(about.getByRole("listitem")).toHaveCount(6);
    await expect(about.getByText("IATA accredited agency")).toBeVisible();
    await expect(about.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
  });

  test("shows every service and three testimonials with star ratings out of 5", async ({ page, site }) => {
    await page.goto("/");
    const services = section(page, "Our Services");
    await expect(services.getByRole("heading", { level: 3 })).toHaveCount(publishedServices(site));
    await expect(services.getByRole("heading", { name: "Flight Ticketing" })).toBeVisible();

    const testimonials = section(page, "What Our Travelers Say");
    await expect(testimonials.getByRole("listitem")).toHaveCount(3);
    await expect(testimonials.getByRole("img", { name: /^Rated [1-5] out of 5$/ })).toHaveCount(3);
    await expect(testimonials.getByText("Layla Mansour")).toBeVisible();
    await expect(testimonials.getByText("Abidjan, Côte d'Ivoire")).toBeVisible();
  });

  test("hero search sends the destination text to the tours list", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Destination", { exact: true }).fill("bali");
    // The Dates field is a month (issue #12), any month unless chosen: departures.spec.ts chooses one.
    await expect(page.getByLabel("Dates")).toHaveValue("");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/tours\?q=bali&month=$/);
  });
});

test("about page shows the story, stats, mission, six claims and the team", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const story = section(page, "Our Story");
  await expect(story).toContainText("since 2008");
  await expect(story).toContainText("In 2010 we founded");
  const stats = section(page, "Cedar Wings in numbers");
  for (const [value, label] of [
    ["20+", "Destinations"],
    ["50+", "Tours"],
    ["13+", "Years Experience"],
    ["10,000+", "Happy Travelers"],
  ] as const) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(section(page, "Our Mission")).toContainText("unforgettable, sustainable holiday");
  await expect(section(page, "Who We Are").getByRole("listitem")).toHaveCount(6);
  const team = section(page, "Meet Our Team");
  await expect(team.getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(team.getByText("Founder & Managing Director")).toBeVisible();
  await expect(team.getByRole("img", { name: "Portrait of Rami Haddad" })).toBeVisible();
});

test("services page shows every service, the four steps and five custom-travel bullets", async ({ page, site }) => {
  await page.goto("/services");
  await expect(section(page, "What We Offer").getByRole("heading", { level: 3 })).toHaveCount(publishedServices(site));
  await expect(section(page, "How It Works").getByRole("heading", { level: 3 })).toHaveText([
    "Plan & Book",
    "Receive Confirmation",
    "Pre-Trip Support",
    "Enjoy Your Trip",
  ]);
  const custom = section(page, "Custom Travel Solutions");
  await expect(custom.getByRole("listitem")).toHaveCount(5);
  for (const text of [
    /custom itineraries/i,
    /group and corporate packages/i,
    /luxury travel with VIP services/i,
    /special occasion trips/i,
    /adventure and specialty travel/i,
  ]) {
    await expect(custom.getByText(text)).toBeVisible();
  }
});

test.describe("shared layout", () => {
  test("the first paint waits for the whole first screen: the head names the footer, which every public page has", async ({ page }) => {
    for (const path of ["/", "/tours", "/tours/bali-island-escape", "/about"]) {
      await page.goto(path);
      const expectLink = page.locator('head link[rel="expect"][blocking="render"]');
      await expect(expectLink, path).toHaveCount(1);
      const target = await expectLink.getAttribute("href");
      expect(target, path).toMatch(/^#/);
      // Were the element missing, the paint would wait for the end of the document instead.
      await expect(page.locator(`footer${target}`), path).toHaveCount(1);
    }
  });

  test("top bar and footer show the agency's contact details and featured destinations", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("complementary", { name: "Contact details" })).toContainText("info@cedarwingstravel.com");
    const footer = page.getByRole("contentinfo");
    for (const text of ["info@cedarwingstravel.com", "cargo@cedarwingstravel.com"]) await expect(footer).toContainText(text);
    // Each office with its address and phone, from the offices (issue #23; another spec may have changed a number).
    for (const [id, name] of [
      ["beirut", "Beirut"],
      ["abidjan", "Abidjan"],
      ["monrovia", "Monrovia"],
    ]) {
      const office = footer.getByTestId(`footer-office-${id}`);
      await expect(office).toContainText(name!);
      await expect(office.getByRole("link", { name: /^\+\d/ })).toHaveAttribute("href", /^tel:\+\d{6,15}$/);
    }
    await expect(footer.getByTestId("footer-office-beirut")).toContainText("Hamra Street, Sanayeh Building, 3rd floor, Beirut, Lebanon");
    const popular = footer.getByRole("navigation", { name: "Popular Destinations" });
    await expect.poll(() => popular.getByRole("link").allTextContents()).toEqual(expect.arrayContaining(FEATURED_DESTINATIONS));
    await expect(popular.getByRole("link", { name: "Paris" })).toHaveCount(0);
    await popular.getByRole("link", { name: "Machu Picchu" }).click();
    await expect(page).toHaveURL(/\/destinations\/machu-picchu$/);
  });

  test("header navigation reaches every page and marks the current one", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    for (const [label, path] of [
      ["About Us", "/about"],
      ["Destinations", "/destinations"],
      ["Tours", "/tours"],
      ["Services", "/services"],
      ["Contact", "/contact"],
      ["Home", "/"],
    ] as const) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "" : path}/?$`));
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Book Now" })).toHaveAttribute(
      "href",
      "/contact?subject=Tour%20Booking",
    );
  });

  test("skip link is the first thing the keyboard reaches and jumps to the content", async ({ page }) => {
    await page.goto("/services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("mobile menu at 375px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("no page is wider than the phone, before and after scrolling down to the footer", async ({ page }) => {
    test.slow(); // It scrolls to every list item and section of five pages (the tour page's departures and the cards' next dates among them).
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const path of ["/", "/tours", "/destinations", "/tours/bali-island-escape", "/about"]) {
      await page.goto(path);
      // Blocks below the first screen are laid out when they come near it, from a guessed size before.
      expect(await overflow(), `${path} as it opens`).toBeLessThanOrEqual(0);
      for (const item of await page.locator("main li, main section, footer").all()) await item.scrollIntoViewIfNeeded();
      expect(await overflow(), `${path} scrolled down`).toBeLessThanOrEqual(0);
    }
  });

  test("opens, closes with Escape, and closes when a link is clicked", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Everything your journey needs");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages render in full from the server", async ({ page }) => {
    await page.goto("/");
    // Other specs may feature destinations of their own: the sample's featured ones are all there.
    expect(await section(page, "Popular Destinations").getByRole("heading", { level: 3 }).allTextContents()).toEqual(
      expect.arrayContaining(FEATURED_DESTINATIONS),
    );
    await expect(section(page, "What Our Travelers Say").getByRole("listitem")).toHaveCount(3);
    await page.goto("/about");
    await expect(section(page, "Meet Our Team").getByRole("heading", { level: 3 })).toHaveCount(4);
    await page.goto("/services");
    await expect(section(page, "How It Works").getByRole("listitem")).toHaveCount(4);
  });

  test("the hero search is a plain GET form to the tours list", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Destination", { exact: true }).fill("marrakech");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/tours\?q=marrakech&month=$/);
  });

  test.describe("at 375px", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("the mobile menu still opens and its links work", async ({ page }) => {
      await page.goto("/");
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await expect(menu).toBeHidden();
      await page.locator("header summary", { hasText: "Menu" }).click();
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: "About Us" }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Travel made personal since 2008");
      await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    });
  });
});
