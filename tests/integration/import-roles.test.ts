import { expect, test } from "vitest";
import type { Database } from "../../db/schema";
import * as dataScreen from "~/routes/admin/data/data";
import { RateFormSchema } from "~/domain/exchange-rate-form";
import { applyCatalogueImport, exportCatalogue, planCatalogueImport } from "~/server/catalogue/catalogue-transfer.server";
import { readContentVersion } from "~/server/platform/content-version.server";
import { addRate, latestRateId } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";
import { commandLineOrigin } from "~/server/accounts/audit.server";
import { changeGallery, registerPhoto } from "~/server/catalogue/photos.server";
import { loadSampleDataIntoEmptyTables } from "~/server/samples/sample-data.server";
import { getSiteContentSection, saveSiteContentSection } from "~/server/platform/site-content.server";
import { ORIGIN, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/*
 * Issue #24: an import applies each part only with the role its own screen requires, and an
 * unchanged record or section gets no new version, no audit row and no cache drop.
 */

const PHOTO = "c".repeat(32);

/** What an import could write: every row of these tables, in a stable order, and the content version (the page cache's). */
const WRITTEN: (keyof Database)[] = [
  "destinations",
  "tours",
  "services",
  "departures",
  "destination_translations",
  "tour_translations",
  "service_translations",
  "tour_prices",
  "site_content",
  "exchange_rates",
  "gallery_photos",
  "audit_log",
];

async function snapshot(): Promise<Record<string, unknown>> {
  const tables: Record<string, unknown> = { contentVersion: await readContentVersion() };
  for (const table of WRITTEN) {
    const rows = (await getDb().selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

/** The sample catalogue, three saved sections, a rate and a tour with a photo in its gallery, exported as a file would be. */
async function seedAndExport(): Promise<any> {
  await loadSampleDataIntoEmptyTables();
  for (const section of ["contact", "hours", "hero"] as const) {
    await saveSiteContentSection(section, (await getSiteContentSection(section)).document, 0);
  }
  const input = RateFormSchema.parse({ currency: "LBP", rate: "89500", appliesFrom: "2026-01-01", latestId: await latestRateId() });
  await addRate(input, commandLineOrigin());
  await registerPhoto({ hash: PHOTO, width: 800, height: 600 });
  const tour = (await exportCatalogue()).tours[0]!;
  await changeGallery({ kind: "tour", id: tour.id }, tour.version!, () => [{ hash: PHOTO, alt: { en: "The bay", fr: "", ar: "" } }]);
  return JSON.parse(JSON.stringify(await exportCatalogue()));
}

async function post(cookie: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return run(
    dataScreen.action,
    new Request(`${ORIGIN}/admin/data`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN }, body: form }),
  );
}

const preview = (cookie: string, file: unknown) =>
  post(cookie, { intent: "preview", file: new File([JSON.stringify(file, null, 2)], "catalogue.json") });
const apply = (cookie: string, file: unknown) => post(cookie, { intent: "apply", catalogue: JSON.stringify(file) });

async function auditRowsOf(entity: string, entityId: string) {
  return getDb().selectFrom("audit_log").selectAll().where("entity", "=", entity).where("entity_id", "=", entityId).execute();
}

describeEachDatabase("an import by role", () => {
  test("an editor's file that changes the company name, an e-mail and a rate is refused as a whole, naming them; nothing is written", async () => {
    const exported = await seedAndExport();
    const editor = await signedInCookie("editor");
    const file = structuredClone(exported);
    file.tours[0].title = "A tour the editor may retitle";
    file.siteContent.contact.document.companyName.en = "Not Cedar Wings";
    file.siteContent.contact.document.emails.cargo = "cargo@not-cedar.example";
    file.exchangeRates.push({ currency: "LBP", unitsPerDollar: 1, appliesFrom: "2026-02-01" });
    const before = await snapshot();

    const checked = await preview(editor, file);
    expect(checked.status).toBe(403);
    expect(checked.body.preview).toBeUndefined();
    expect(checked.body.problem.description).toBe(
      "You may import destinations, tours, services, their departures and photos only. This file also changes the company name, " +
        "contact details and exchange rates, which only an administrator may change. Nothing was imported.",
    );
    const applied = await apply(editor, file);
    expect(applied.status).toBe(403);
    expect(applied.body.problem.description).toBe(checked.body.problem.description);
    expect(await snapshot()).toEqual(before);

    // The same file is an admin's to import: the name, the e-mail and the rate are written.
    const admin = await signedInCookie("admin");
    expect((await apply(admin, file)).status).toBe(302);
    const after = await exportCatalogue();
    expect(after.siteContent?.contact?.document).toMatchObject({ companyName: { en: "Not Cedar Wings" } });
    expect(after.exchangeRates).toContainEqual({ currency: "LBP", unitsPerDollar: 1, appliesFrom: "2026-02-01" });
  });

  test("an editor's file names each admin-only section it changes, and a new rate alone", async () => {
    const exported = await seedAndExport();
    const editor = await signedInCookie("editor");
    const file = structuredClone(exported);
    file.siteContent.hours.document = structuredClone(exported.siteContent.hours.document);
    file.siteContent.contact.document.emails.info = "someone@example.com";
    file.siteContent.hero.version = 1;
    delete file.siteContent.hero.document;
    const checked = await preview(editor, file);
    expect(checked.status).toBe(403);
    expect(checked.body.problem.description).toContain("This file also changes contact details and the home page hero,");

    const rateOnly = { exchangeRates: [{ currency: "XOF", unitsPerDollar: 655.957, appliesFrom: "2026-03-01" }] };
    const refused = await preview(editor, rateOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.problem.description).toContain("This file also changes exchange rates,");
  });

  test("an editor may import an unchanged export again, and a changed tour in it: the identical site content and rates are left alone", async () => {
    const exported = await seedAndExport();
    const editor = await signedInCookie("editor");
    // An admin saved the hours again as they were since the export: a new version, the same hours.
    const hours = await getSiteContentSection("hours");
    expect((await saveSiteContentSection("hours", hours.document, hours.version)).status).toBe("ok");
    const before = await snapshot();

    const checked = await preview(editor, exported);
    expect(checked.status).toBe(200);
    expect(checked.body.preview.counts.siteContent).toEqual({ add: 0, update: 0, unchanged: Object.keys(exported.siteContent).length });
    expect(checked.body.preview.counts.exchangeRates).toEqual({ add: 0, skip: exported.exchangeRates.length });
    expect(checked.body.preview.conflicts).toEqual([]);
    expect((await apply(editor, exported)).status).toBe(302);
    expect(await snapshot()).toEqual(before);

    const file = structuredClone(exported);
    file.tours[1].title = "Retitled by the editor";
    const tourId = file.tours[1].id as string;
    const audited = (await auditRowsOf("tour", tourId)).length;
    const contentVersion = await readContentVersion();
    const applied = await apply(editor, file);
    expect(applied.status).toBe(302);
    expect(applied.toast).toMatchObject({ description: expect.stringMatching(/^0 added, 1 updated, /) });
    const after = await exportCatalogue();
    expect(after.tours.find((tour) => tour.id === tourId)).toMatchObject({
      title: "Retitled by the editor",
      version: file.tours[1].version + 1,
    });
    // Exactly the changed tour moved: one version, one audit row of its own, one cache drop.
    expect(Object.fromEntries(after.tours.map((tour) => [tour.id, tour.version]))).toEqual(
      Object.fromEntries(exported.tours.map((tour: any) => [tour.id, tour.id === tourId ? tour.version + 1 : tour.version])),
    );
    expect(after.destinations.map((record) => record.version)).toEqual(exported.destinations.map((record: any) => record.version));
    expect(after.departures).toEqual(exported.departures);
    expect(after.siteContent).toEqual({ ...exported.siteContent, hours: { ...exported.siteContent.hours, version: hours.version + 1 } });
    expect(after.gallery).toEqual(exported.gallery);
    expect(await auditRowsOf("tour", tourId)).toHaveLength(audited + 1);
    expect(await readContentVersion()).toBe(contentVersion + 1);
  });

  test("an admin's unchanged import writes nothing: no version, no audit row, no cache drop, not even the photos of a gallery", async () => {
    const exported = await seedAndExport();
    const admin = await signedInCookie("admin");
    const before = await snapshot();
    const applied = await apply(admin, exported);
    expect(applied.status).toBe(302);
    expect(await snapshot()).toEqual(before);
    // The command line (the operator's, who may write everything) writes nothing either.
    await applyCatalogueImport(structuredClone(exported));
    expect(await snapshot()).toEqual(before);
  });

  test("a changed site content section gets exactly one version and one audit row; the others none", async () => {
    const exported = await seedAndExport();
    const admin = await signedInCookie("admin");
    const file = structuredClone(exported);
    file.siteContent.hours.document = structuredClone(exported.siteContent.hours.document);
    file.siteContent.contact.document.companyName.en = "Cedar Wings Travel & Cargo";
    const audited = (await getDb().selectFrom("audit_log").select("id").execute()).length;
    const contactRows = (await auditRowsOf("site-content", "contact")).length;
    expect((await apply(admin, file)).status).toBe(302);
    const after = await exportCatalogue();
    for (const [section, { version }] of Object.entries(after.siteContent!)) {
      expect([section, version]).toEqual([section, exported.siteContent[section].version + (section === "contact" ? 1 : 0)]);
    }
    // The section's own row and the import's.
    const rows = await getDb().selectFrom("audit_log").select(["entity", "entity_id"]).execute();
    expect(rows.length).toBe(audited + 2);
    expect(await auditRowsOf("site-content", "contact")).toHaveLength(contactRows + 1);
  });

  test("the import reads a rate exactly as the Currencies screen does: what it refuses, in its words, for an admin too", async () => {
    await loadSampleDataIntoEmptyTables();
    // 1 LBP per dollar: refused by the import exactly when the screen refuses it.
    for (const [rate, day] of [
      ["0", "2026-01-01"],
      ["-5", "2026-01-02"],
      ["abc", "2026-01-03"],
      ["10000001", "2026-01-04"],
      ["1", "2026-01-05"],
      ["89500", "2026-01-06"],
    ]) {
      const screen = RateFormSchema.safeParse({ currency: "LBP", rate, appliesFrom: day });
      const plan = await planCatalogueImport({ exchangeRates: [{ currency: "LBP", unitsPerDollar: rate, appliesFrom: day }] });
      expect([rate, plan.problems.map((problem) => problem.reason)]).toEqual([
        rate,
        screen.success ? [] : [screen.error.issues[0]!.message],
      ]);
      expect([rate, plan.exchangeRates.length]).toEqual([rate, screen.success ? 1 : 0]);
    }
  });
});
