import { beforeEach, expect, test } from "vitest";
import { SITE_CONTENT_SAMPLE } from "~/content/site-content-sample";
import * as aboutPage from "~/routes/public/about";
import * as contactPage from "~/routes/public/contact";
import * as homePage from "~/routes/public/home";
import * as layout from "~/routes/public/layout";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { forgetSiteContent, loadSiteContentSampleOnce, saveSiteContentSection } from "~/server/platform/site-content.server";
import { getRequest, run } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/** The public pages' loaders hand visitors the stored site content in the page's language (issue #11). */

const RIMA: AuditOrigin = { actor: { id: "user-rima", name: "Rima" }, ip: "198.51.100.4", requestId: "request-1" };

/** A loader's result the way the route module's component receives it. */
async function load<T>(loader: (args: never) => Promise<T>, path: string, params: Record<string, string> = {}) {
  // Through the public layout's middleware, which gives every loader its visitor.
  return (await run(loader as never, getRequest(path), params)).body as Awaited<T> extends {
    data: infer D;
  }
    ? D
    : Awaited<T>;
}

describeEachDatabase("public pages show the site content", ({ db }) => {
  beforeEach(async () => {
    await loadSiteContentSampleOnce(db());
    forgetSiteContent();
  });

  test("the layout gives the stored contact details and social links, and the address in French with English where untranslated", async () => {
    const contact = structuredClone(SITE_CONTENT_SAMPLE.contact);
    contact.address.city = { en: "Beirut (Hamra)" };
    await withAuditOrigin(RIMA, () => saveSiteContentSection("contact", contact, 1));
    await withAuditOrigin(RIMA, () => saveSiteContentSection("social", { instagram: "https://www.instagram.com/cedarwings" }, 1));

    const french = await load(layout.loader, "/fr/tours", { lang: "fr" });
    expect(french.contact.emails.info).toBe(SITE_CONTENT_SAMPLE.contact.emails.info);
    expect(french.contact.address.street).toBe("Rue Hamra, immeuble Sanayeh, 3e étage");
    expect(french.contact.address.city).toBe("Beirut (Hamra)");
    // The footer comes as HTML: the one network with an address, in the page's language.
    expect(french.footerHtml).toContain('href="https://www.instagram.com/cedarwings"');
    expect(french.footerHtml).not.toContain("facebook.com");
    expect(french.footerHtml).toContain('href="/fr/destinations"');
    const english = await load(layout.loader, "/tours");
    expect(english.contact.address.street).toBe("Hamra Street, Sanayeh Building, 3rd floor");
  });

  test("the home page gives the hero, claims and testimonials in Arabic, English where untranslated", async () => {
    const hero = { ...SITE_CONTENT_SAMPLE.hero, title: { en: "Fly with us", ar: "سافر معنا" }, text: { en: "Only in English" } };
    await withAuditOrigin(RIMA, () => saveSiteContentSection("hero", hero, 1));
    const claims = { ...SITE_CONTENT_SAMPLE.claims, yearsOfExperience: "15+" };
    await withAuditOrigin(RIMA, () => saveSiteContentSection("claims", claims, 1));

    const arabic = await load(homePage.loader, "/ar");
    expect(arabic.hero.title).toBe("سافر معنا");
    expect(arabic.hero.text).toBe("Only in English");
    expect(arabic.claims.yearsOfExperience).toBe("15+");
    expect(arabic.claims.credentials[0]).toBe(SITE_CONTENT_SAMPLE.claims.credentials[0]!.ar);
    expect(arabic.testimonials.map((item) => item.name)).toEqual(SITE_CONTENT_SAMPLE.testimonials.items.map((item) => item.name));
    expect(arabic.metaDescription).toContain("بخبرة تزيد على 15 عامًا");
    const english = await load(homePage.loader, "/");
    expect(english.hero.title).toBe("Fly with us");
    expect(english.metaDescription).toContain("with 15+ years of experience");
    expect((await load(homePage.loader, "/fr")).metaDescription).toContain("plus de 15 ans d’expérience");
  });

  test("the contact page gives the opening hours in its language", async () => {
    const hours = {
      rows: [{ days: { en: "Every day", fr: "Tous les jours" }, hours: { en: "9:00 AM - 5:00 PM" }, schema: "Mo-Su 09:00-17:00" }],
    };
    await withAuditOrigin(RIMA, () => saveSiteContentSection("hours", hours, 1));
    const french = await load(contactPage.loader, "/fr/contact");
    expect(french.hours).toEqual([{ days: "Tous les jours", hours: "9:00 AM - 5:00 PM", schema: "Mo-Su 09:00-17:00" }]);
  });

  test("the About page gives the story in paragraphs, the stats and the team in French, English where untranslated", async () => {
    const about = { ...SITE_CONTENT_SAMPLE.about, story: { en: "First.\n\nSecond.", fr: "Premier.\n\n\nDeuxième." } };
    await withAuditOrigin(RIMA, () => saveSiteContentSection("about", about, 1));
    const team = structuredClone(SITE_CONTENT_SAMPLE.team);
    team.members[1]!.role = { en: "Head of Tours" };
    await withAuditOrigin(RIMA, () => saveSiteContentSection("team", team, 1));

    const french = await load(aboutPage.loader, "/fr/about");
    expect(french.story).toEqual(["Premier.", "Deuxième."]);
    expect(french.stats.map((stat) => stat.value)).toEqual(["20+", "50+", "13+", "10,000+"]);
    expect(french.team[0]!.role).toBe("Fondateur et directeur général");
    expect(french.team[1]!.role).toBe("Head of Tours");
    expect(french.metaDescription).toMatch(/^Fondée en 2010, au service des voyageurs depuis 2008,/);
    const english = await load(aboutPage.loader, "/about");
    expect(english.story).toEqual(["First.", "Second."]);
    expect(english.team[0]!.role).toBe("Founder & Managing Director");
  });
});
