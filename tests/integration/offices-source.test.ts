import { expect, test } from "vitest";
import { SITE_CONTENT_SAMPLE } from "~/content/site-content-sample";
import type { CatalogueFile } from "~/domain/catalogue-transfer";
import * as airPage from "~/routes/public/enquire-air";
import * as homePage from "~/routes/public/home";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { applyCatalogueImport, exportCatalogue } from "~/server/catalogue/catalogue-transfer.server";
import { getDb } from "~/server/platform/db.server";
import { now } from "~/server/platform/records.server";
import {
  forgetSiteContent,
  getSiteContent,
  getSiteContentSection,
  loadSiteContentSampleOnce,
  saveSiteContentSection,
} from "~/server/platform/site-content.server";
import { getRequest, run } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/**
 * The offices are the one source of every office's phone, address and e-mail the public site
 * shows (issue #23): the contact details block, search engines' JSON-LD, and what a stored
 * contact section or an old export still carries under `contact.phones` is never shown again.
 */

const RIMA: AuditOrigin = { actor: { id: "user-rima", name: "Rima" }, ip: "198.51.100.4", requestId: "request-1" };

const OLD_ABIDJAN = SITE_CONTENT_SAMPLE.offices.abidjan.phone;
const NEW_ABIDJAN = "+225 01 02 03 04 05";
const NEW_ADDRESS = "Rue du Commerce, Plateau, Abidjan";

/** A loader's data, as the route's component receives it. */
async function load(loader: (args: never) => Promise<unknown>, path: string): Promise<Record<string, unknown>> {
  return (await run(loader as never, getRequest(path))).body as Record<string, unknown>;
}

/** The contact details block beside an enquiry form, as the page's HTML has it. */
async function contactDetailsHtml(path = "/enquire/air"): Promise<string> {
  const page = (await load(airPage.loader as never, path)) as { aside: string };
  return page.aside;
}

async function homeJsonLd(): Promise<Record<string, any>> {
  return (await load(homePage.loader as never, "/")).jsonLd as Record<string, any>;
}

async function editAbidjan() {
  const offices = structuredClone(SITE_CONTENT_SAMPLE.offices);
  offices.abidjan.phone = NEW_ABIDJAN;
  offices.abidjan.address = { en: NEW_ADDRESS, fr: "Rue du Commerce, Plateau, Abidjan (FR)" };
  offices.abidjan.email = "plateau@example.com";
  expect(await withAuditOrigin(RIMA, () => saveSiteContentSection("offices", offices, 1))).toEqual({ status: "ok", version: 2 });
}

/** A contact document as stored before the offices held the phones (decision 0024). */
const legacyContact = (phones: { lebanon: string; abidjan: string; liberia: string }) =>
  JSON.stringify({ ...SITE_CONTENT_SAMPLE.contact, phones });

describeEachDatabase("offices as the one source of office phones", ({ db }) => {
  test("an edit under Offices reaches the contact details and search engines' data, and the old number is gone", async () => {
    await loadSiteContentSampleOnce(db());
    forgetSiteContent();
    expect(await contactDetailsHtml()).toContain(OLD_ABIDJAN);

    await editAbidjan();
    const html = await contactDetailsHtml();
    expect(html).toContain(NEW_ABIDJAN);
    expect(html).toContain(`tel:+2250102030405`);
    expect(html).toContain(NEW_ADDRESS);
    expect(html).not.toContain(OLD_ABIDJAN);
    // In French, the office's French address.
    expect(await contactDetailsHtml("/fr/enquire/air")).toContain("Rue du Commerce, Plateau, Abidjan (FR)");

    const jsonLd = await homeJsonLd();
    const abidjan = jsonLd.department.find((office: { telephone: string }) => office.telephone === "+2250102030405");
    expect(abidjan).toMatchObject({
      "@type": "TravelAgency",
      name: "Cedar Wings Travel Abidjan",
      address: { "@type": "PostalAddress", streetAddress: NEW_ADDRESS, addressCountry: "CI" },
      email: "plateau@example.com",
    });
    expect(jsonLd.department).toHaveLength(3);
    expect(jsonLd.contactPoint).toContainEqual(expect.objectContaining({ telephone: "+2250102030405", areaServed: "CI" }));
    expect(JSON.stringify(jsonLd)).not.toContain(OLD_ABIDJAN.replace(/\D/g, ""));
  });

  test("a stored contact section that still carries phones reads without them: the offices' numbers win", async () => {
    await loadSiteContentSampleOnce(db());
    await editAbidjan();
    await getDb()
      .updateTable("site_content")
      .set({ document: legacyContact({ lebanon: "+961 1 999 999", abidjan: "+225 27 99 99 99 99", liberia: "+231 77 999 9999" }) })
      .where("section", "=", "contact")
      .execute();
    // A restart fills only missing sections: the saved offices stay as they are.
    await loadSiteContentSampleOnce(db());
    forgetSiteContent();

    expect((await getSiteContentSection("offices")).document.abidjan.phone).toBe(NEW_ABIDJAN);
    expect((await getSiteContent("en")).contact).not.toHaveProperty("phones");
    const html = await contactDetailsHtml();
    expect(html).toContain(NEW_ABIDJAN);
    expect(html).not.toContain("+225 27 99 99 99 99");
    expect(html).not.toContain("+961 1 999 999");
    expect(JSON.stringify(await homeJsonLd())).not.toContain("9611999999");
  });

  test("an export never carries contact.phones, even from a database whose stored contact section still has them", async () => {
    await loadSiteContentSampleOnce(db());
    await getDb()
      .updateTable("site_content")
      .set({ document: legacyContact({ lebanon: "+961 1 999 999", abidjan: "+225 27 99 99 99 99", liberia: "+231 77 999 9999" }) })
      .where("section", "=", "contact")
      .execute();
    const file = JSON.parse(JSON.stringify(await exportCatalogue())) as CatalogueFile;
    expect(file.siteContent?.contact?.document).not.toHaveProperty("phones");
    expect(file.siteContent?.contact?.document).toMatchObject({ emails: SITE_CONTENT_SAMPLE.contact.emails });
    expect(file.siteContent?.offices?.document).toMatchObject({ abidjan: { phone: OLD_ABIDJAN } });
  });

  test("an old export file with contact.phones still imports: its phones are ignored and the offices here are kept", async () => {
    await loadSiteContentSampleOnce(db());
    const file = JSON.parse(JSON.stringify(await exportCatalogue())) as CatalogueFile & Record<string, any>;
    await editAbidjan();
    // As a file exported before the offices existed: contact details with the three phones, no offices section.
    delete file.siteContent!.offices;
    file.siteContent!.contact!.document = {
      ...SITE_CONTENT_SAMPLE.contact,
      emails: { ...SITE_CONTENT_SAMPLE.contact.emails, cargo: "freight@example.com" },
      phones: { lebanon: "+961 1 888 888", abidjan: "+225 27 88 88 88 88", liberia: "+231 77 888 8888" },
    };

    const plan = await applyCatalogueImport(file);
    expect(plan.problems).toEqual([]);
    expect(plan.siteContent.filter((entry) => entry.action !== "unchanged").map((entry) => [entry.section, entry.action])).toEqual([
      ["contact", "update"],
    ]);
    const stored = await getDb().selectFrom("site_content").select("document").where("section", "=", "contact").executeTakeFirstOrThrow();
    expect(JSON.parse(stored.document)).not.toHaveProperty("phones");
    forgetSiteContent();
    const content = await getSiteContent("en");
    expect(content.contact.emails.cargo).toBe("freight@example.com");
    expect(content.offices.abidjan.phone).toBe(NEW_ABIDJAN);
    expect(content.offices.beirut.phone).toBe(SITE_CONTENT_SAMPLE.offices.beirut.phone);
    expect(await contactDetailsHtml()).not.toContain("+225 27 88 88 88 88");
  });

  test("an upgrade from before the offices still starts them from the contact section's stored phones", async () => {
    await getDb()
      .insertInto("site_content")
      .values({
        section: "contact",
        document: legacyContact({ lebanon: "+961 1 777 777", abidjan: "not a phone", liberia: "+231 77 777 7777" }),
        version: 2,
        updated_at: now(),
      })
      .execute();
    await loadSiteContentSampleOnce(db());
    const offices = (await getSiteContentSection("offices")).document;
    expect(offices.beirut.phone).toBe("+961 1 777 777");
    expect(offices.monrovia.phone).toBe("+231 77 777 7777");
    // A stored value that is no phone leaves the sample's number.
    expect(offices.abidjan.phone).toBe(OLD_ABIDJAN);
  });
});
