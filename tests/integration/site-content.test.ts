import { expect, test, vi } from "vitest";
import { SITE_CONTENT_SAMPLE } from "~/content/site-content-sample";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { readContentVersion } from "~/server/platform/content-version.server";
import { getDb } from "~/server/platform/db.server";
import {
  forgetSiteContent,
  getSiteContent,
  getSiteContentSection,
  loadSiteContentSampleOnce,
  saveSiteContentSection,
} from "~/server/platform/site-content.server";
import { IMPORT_EXPORT_TEXTS } from "~/content/import-export";
import type { CatalogueFile } from "~/domain/catalogue-transfer";
import { applyCatalogueImport, exportCatalogue, planCatalogueImport } from "~/server/catalogue/catalogue-transfer.server";
import { describeEachDatabase } from "./databases";
import { log } from "~/server/platform/log.server";

const RIMA: AuditOrigin = { actor: { id: "user-rima", name: "Rima" }, ip: "198.51.100.4", requestId: "request-1" };
/** The contact details with another cargo e-mail (the offices' phones are the offices section's, issue #23). */
const contactWith = (cargo: string) => ({ ...SITE_CONTENT_SAMPLE.contact, emails: { ...SITE_CONTENT_SAMPLE.contact.emails, cargo } });

describeEachDatabase("site content", ({ db }) => {
  test("a database without rows gets today's content, and shows it in every language", async () => {
    await loadSiteContentSampleOnce(db());
    forgetSiteContent();
    const stored = await getSiteContentSection("contact");
    expect(stored.version).toBe(1);
    expect(stored.document.emails.cargo).toBe("cargo@cedarwingstravel.com");
    const french = await getSiteContent("fr");
    expect(french.contact.companyName).toBe("Cedar Wings Travel");
    expect(french.team.members.map((member) => member.name)).toEqual(["Rami Haddad", "Nadine Khoury", "Joseph Aoun", "Maya Saleh"]);
  });

  test("a save is read back, audited field by field and raises the content version", async () => {
    await loadSiteContentSampleOnce(db());
    const contentVersionBefore = await readContentVersion();
    const result = await withAuditOrigin(RIMA, () => saveSiteContentSection("contact", contactWith("freight@cedarwingstravel.com"), 1));
    expect(result).toEqual({ status: "ok", version: 2 });
    expect((await getSiteContentSection("contact")).document.emails.cargo).toBe("freight@cedarwingstravel.com");
    expect((await getSiteContent("en")).contact.emails.cargo).toBe("freight@cedarwingstravel.com");
    expect(await readContentVersion()).toBe(contentVersionBefore + 1);
    const rows = await getDb().selectFrom("audit_log").selectAll().where("entity", "=", "site-content").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "update", entity_id: "contact", actor_name: "Rima", kind: "change" });
    expect(JSON.parse(rows[0]!.changes!)).toEqual({ "emails.cargo": ["cargo@cedarwingstravel.com", "freight@cedarwingstravel.com"] });
  });

  test("a save over a newer version is refused and changes nothing", async () => {
    await loadSiteContentSampleOnce(db());
    await withAuditOrigin(RIMA, () => saveSiteContentSection("contact", contactWith("freight@cedarwingstravel.com"), 1));
    const contentVersion = await readContentVersion();
    const stale = await withAuditOrigin(RIMA, () => saveSiteContentSection("contact", contactWith("shipping@cedarwingstravel.com"), 1));
    expect(stale).toEqual({ status: "conflict" });
    expect((await getSiteContentSection("contact")).document.emails.cargo).toBe("freight@cedarwingstravel.com");
    expect(await readContentVersion()).toBe(contentVersion);
    expect(await getDb().selectFrom("audit_log").select("id").where("entity", "=", "site-content").execute()).toHaveLength(1);
  });

  test("a stored document that no longer reads shows the sample content, never a broken page", async () => {
    await loadSiteContentSampleOnce(db());
    await getDb().updateTable("site_content").set({ document: '{"eyebrow":{"en":""}}' }).where("section", "=", "hero").execute();
    const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
    expect((await getSiteContentSection("hero")).document).toEqual(SITE_CONTENT_SAMPLE.hero);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"hero" does not read'));
    logged.mockRestore();
  });

  test("a section never stored is saved from version 0", async () => {
    const result = await saveSiteContentSection("social", { instagram: "https://instagram.com/cedarwings" }, 0);
    expect(result).toEqual({ status: "ok", version: 1 });
    expect((await getSiteContent("ar")).social).toEqual({ instagram: "https://instagram.com/cedarwings" });
    expect(await saveSiteContentSection("social", {}, 0)).toEqual({ status: "conflict" });
  });
});

describeEachDatabase("site content in the data export", ({ db }) => {
  test("travels with the export and the settings, and comes back with an import", async () => {
    await loadSiteContentSampleOnce(db());
    const file = JSON.parse(JSON.stringify(await exportCatalogue())) as CatalogueFile & Record<string, unknown>;
    expect(file.siteContent?.contact).toEqual({ version: 1, document: SITE_CONTENT_SAMPLE.contact });
    expect(Object.keys(file.siteContent ?? {})).toHaveLength(9);
    expect(file.settings).toEqual({});

    // The file's cargo e-mail is the one imported, at the version the file was exported from.
    file.siteContent!.contact!.document = contactWith("cargo.desk@cedarwingstravel.com");
    const plan = await applyCatalogueImport(file);
    expect(plan.siteContent.map((entry) => entry.section)).toContain("contact");
    expect((await getSiteContent("en")).contact.emails.cargo).toBe("cargo.desk@cedarwingstravel.com");
    expect((await getSiteContentSection("contact")).version).toBe(2);
  });

  test("a section changed here since the export is a conflict: refused, or overwritten when asked", async () => {
    await loadSiteContentSampleOnce(db());
    const file = JSON.parse(JSON.stringify(await exportCatalogue())) as Record<string, unknown>;
    await saveSiteContentSection("contact", contactWith("freight@cedarwingstravel.com"), 1);

    const plan = await planCatalogueImport(file);
    expect(plan.conflicts).toEqual([expect.objectContaining({ kind: "site-content", id: "contact", fileVersion: 1, currentVersion: 2 })]);
    await expect(applyCatalogueImport(file)).rejects.toThrow(/changed since the export/);
    expect((await getSiteContentSection("contact")).document.emails.cargo).toBe("freight@cedarwingstravel.com");

    await applyCatalogueImport(file, "overwrite");
    expect((await getSiteContentSection("contact")).document.emails.cargo).toBe("cargo@cedarwingstravel.com");
  });

  test("an export made before the site content was editable still imports, and leaves the content alone", async () => {
    await loadSiteContentSampleOnce(db());
    const { siteContent: _siteContent, settings: _settings, ...oldFile } = await exportCatalogue();
    const plan = await applyCatalogueImport(JSON.parse(JSON.stringify(oldFile)));
    expect(plan.siteContent).toEqual([]);
    expect((await getSiteContentSection("contact")).version).toBe(1);
  });

  test("a bad section in the file is named, with the field's message, and nothing is imported", async () => {
    await loadSiteContentSampleOnce(db());
    const file = {
      destinations: [],
      siteContent: {
        testimonials: {
          version: 1,
          document: { items: [{ name: "Layla", location: { en: "Beirut" }, rating: 6, text: { en: "Lovely" } }] },
        },
        footer: { version: 1, document: {} },
      },
    };
    const plan = await planCatalogueImport(file);
    expect(plan.problems.map((problem) => IMPORT_EXPORT_TEXTS.problem(problem))).toEqual([
      "site content section #1 (id testimonials): Rating: a whole number from 1 to 5.",
      expect.stringMatching(/^site content section #2 \(id footer\): there is no such section of the site content/),
    ]);
    await expect(applyCatalogueImport(file)).rejects.toThrow(/invalid/);
  });
});
