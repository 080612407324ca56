import { expect, test } from "vitest";
import { SITE_CONTENT_SAMPLE } from "~/content/site-content-sample";
import { withAuditOrigin, type AuditOrigin } from "~/server/audit.server";
import { readContentVersion } from "~/server/content-version.server";
import { getDb } from "~/server/db.server";
import {
  forgetSiteContent,
  getSiteContent,
  getSiteContentSection,
  loadSiteContentSampleOnce,
  saveSiteContentSection,
} from "~/server/site-content.server";
import { describeEachDatabase } from "./databases";

const RIMA: AuditOrigin = { actor: { id: "user-rima", name: "Rima" }, ip: "198.51.100.4", requestId: "request-1" };
const contactWith = (abidjan: string) => ({ ...SITE_CONTENT_SAMPLE.contact, phones: { ...SITE_CONTENT_SAMPLE.contact.phones, abidjan } });

describeEachDatabase("site content", ({ db }) => {
  test("a database without rows gets today's content, and shows it in every language", async () => {
    await loadSiteContentSampleOnce(db());
    forgetSiteContent();
    const stored = await getSiteContentSection("contact");
    expect(stored.version).toBe(1);
    expect(stored.document.phones.abidjan).toBe("+225 27 22 123 456");
    const french = await getSiteContent("fr");
    expect(french.contact.companyName).toBe("Cedar Wings Travel");
    expect(french.team.members.map((member) => member.name)).toEqual(["Rami Haddad", "Nadine Khoury", "Joseph Aoun", "Maya Saleh"]);
  });

  test("a save is read back, audited field by field and raises the content version", async () => {
    await loadSiteContentSampleOnce(db());
    const contentVersionBefore = await readContentVersion();
    const result = await withAuditOrigin(RIMA, () => saveSiteContentSection("contact", contactWith("+225 07 00 000 001"), 1));
    expect(result).toEqual({ status: "ok", version: 2 });
    expect((await getSiteContentSection("contact")).document.phones.abidjan).toBe("+225 07 00 000 001");
    expect((await getSiteContent("en")).contact.phones.abidjan).toBe("+225 07 00 000 001");
    expect(await readContentVersion()).toBe(contentVersionBefore + 1);
    const rows = await getDb().selectFrom("audit_log").selectAll().where("entity", "=", "site-content").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "update", entity_id: "contact", actor_name: "Rima", kind: "change" });
    expect(JSON.parse(rows[0]!.changes!)).toEqual({ "phones.abidjan": ["+225 27 22 123 456", "+225 07 00 000 001"] });
  });

  test("a save over a newer version is refused and changes nothing", async () => {
    await loadSiteContentSampleOnce(db());
    await withAuditOrigin(RIMA, () => saveSiteContentSection("contact", contactWith("+225 07 00 000 001"), 1));
    const contentVersion = await readContentVersion();
    const stale = await withAuditOrigin(RIMA, () => saveSiteContentSection("contact", contactWith("+225 07 00 000 002"), 1));
    expect(stale).toEqual({ status: "conflict" });
    expect((await getSiteContentSection("contact")).document.phones.abidjan).toBe("+225 07 00 000 001");
    expect(await readContentVersion()).toBe(contentVersion);
    expect(await getDb().selectFrom("audit_log").select("id").where("entity", "=", "site-content").execute()).toHaveLength(1);
  });

  test("a section never stored is saved from version 0", async () => {
    const result = await saveSiteContentSection("social", { instagram: "https://instagram.com/cedarwings" }, 0);
    expect(result).toEqual({ status: "ok", version: 1 });
    expect((await getSiteContent("ar")).social).toEqual({ instagram: "https://instagram.com/cedarwings" });
    expect(await saveSiteContentSection("social", {}, 0)).toEqual({ status: "conflict" });
  });
});
