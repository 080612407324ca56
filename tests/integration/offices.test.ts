import { expect, test } from "vitest";
import { SITE_CONTENT_SAMPLE } from "~/content/site-content-sample";
import { OfficesContentSchema } from "~/domain/site-content";
import { withAuditOrigin } from "~/server/accounts/audit.server";
import { getDb } from "~/server/platform/db.server";
import { addEnquiry, getEnquiry, listEnquiries, routeEnquiryToOffice } from "~/server/enquiries/enquiries.server";
import { enquiryTimeline } from "~/server/enquiries/enquiry-timeline.server";
import { officeTimeZone } from "~/server/platform/offices.server";
import { now } from "~/server/platform/records.server";
import {
  forgetSiteContent,
  getSiteContent,
  getSiteContentSection,
  loadSiteContentSampleOnce,
  saveSiteContentSection,
} from "~/server/platform/site-content.server";
import { getUserById, setUserOffice } from "~/server/accounts/users.server";
import * as accountScreen from "~/routes/admin/accounts/account";
import * as enquiryScreen from "~/routes/admin/enquiries/enquiry";
import { getRequest, postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { renderScreen } from "./screen-render";

/**
 * Offices (issue #23) on real databases: their content is edited like any section (versioned,
 * audited) and an upgraded database starts from what the admin saved; an enquiry is routed to
 * an office at the screen's version, on its timeline and in the audit log, and the list filters
 * by office; a user's office gives the time zone their screens use.
 */

const RIMA = { id: "user-rima", name: "Rima" };

function as<T>(work: () => Promise<T>): Promise<T> {
  return withAuditOrigin({ actor: RIMA, ip: "203.0.113.7", requestId: "request-1" }, work);
}

async function staff(id: string, name: string) {
  await getDb()
    .insertInto("users")
    .values({
      id,
      name,
      email: `${id}@example.com`,
      email_key: `${id}@example.com`,
      role: "editor",
      password_hash: "-",
      created_at: now(),
      last_sign_in_at: null,
      office: null,
    })
    .execute();
}

function enquiry(name: string) {
  return addEnquiry(
    { name, email: "guest@example.com", phone: "+225 07 07 00 00 01", subject: "General Inquiry", message: "Hello" },
    "key",
  );
}

describeEachDatabase("offices", ({ db }) => {
  test("a fresh database has the three offices, each with its WhatsApp number and time zone, in every language", async () => {
    await loadSiteContentSampleOnce(db());
    forgetSiteContent();
    const french = await getSiteContent("fr");
    expect(Object.keys(french.offices)).toEqual(["beirut", "abidjan", "monrovia"]);
    expect(french.offices.beirut.name).toBe("Beyrouth");
    expect(french.offices.abidjan.whatsapp).toBe("+225 07 07 123 456");
    expect((await getSiteContent("ar")).offices.monrovia.name).toBe("مونروفيا");
    expect(french.offices.monrovia.timeZone).toBe("Africa/Monrovia");
  });

  test("an upgraded database's offices start from the phones and e-mail the admin saved, and a saved offices section is never overwritten", async () => {
    const edited = {
      ...SITE_CONTENT_SAMPLE.contact,
      phones: { lebanon: "+961 1 999 999", abidjan: "+225 27 00 00 00 01", liberia: "+231 77 000 0001" },
      emails: { ...SITE_CONTENT_SAMPLE.contact.emails, info: "hello@example.com" },
    };
    await getDb()
      .insertInto("site_content")
      .values({ section: "contact", document: JSON.stringify(edited), version: 3, updated_at: now() })
      .execute();
    await loadSiteContentSampleOnce(db());
    const offices = (await getSiteContentSection("offices")).document;
    expect(offices.beirut.phone).toBe("+961 1 999 999");
    expect(offices.beirut.email).toBe("hello@example.com");
    expect(offices.abidjan.phone).toBe("+225 27 00 00 00 01");
    expect(offices.monrovia.phone).toBe("+231 77 000 0001");
    expect(offices.abidjan.whatsapp).toBe(SITE_CONTENT_SAMPLE.offices.abidjan.whatsapp);

    const changed = { ...offices, abidjan: { ...offices.abidjan, whatsapp: "+225 05 05 05 05 05" } };
    expect(await as(() => saveSiteContentSection("offices", changed, 1))).toEqual({ status: "ok", version: 2 });
    await loadSiteContentSampleOnce(db());
    expect((await getSiteContentSection("offices")).document.abidjan.whatsapp).toBe("+225 05 05 05 05 05");
  });

  test("an office edit is versioned and audited field by field; a stale one changes nothing", async () => {
    await loadSiteContentSampleOnce(db());
    const before = (await getSiteContentSection("offices")).document;
    const changed = { ...before, monrovia: { ...before.monrovia, email: "liberia@example.com" } };
    expect(await as(() => saveSiteContentSection("offices", changed, 1))).toEqual({ status: "ok", version: 2 });
    const stale = { ...before, monrovia: { ...before.monrovia, email: "other@example.com" } };
    expect(await as(() => saveSiteContentSection("offices", stale, 1))).toEqual({ status: "conflict" });
    forgetSiteContent();
    expect((await getSiteContent("en")).offices.monrovia.email).toBe("liberia@example.com");
    const rows = await getDb().selectFrom("audit_log").selectAll().where("entity_id", "=", "offices").execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.changes!)).toEqual({ "monrovia.email": ["monrovia@cedarwingstravel.com", "liberia@example.com"] });
  });

  test("an office's time zone must be one the world's clocks know", () => {
    const offices = { ...SITE_CONTENT_SAMPLE.offices, abidjan: { ...SITE_CONTENT_SAMPLE.offices.abidjan, timeZone: "Africa/Nowhere" } };
    const parsed = OfficesContentSchema.safeParse(offices);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^Abidjan office: time zone: enter a time zone such as Asia\/Beirut/);
  });

  test("an enquiry is routed to an office at the screen's version, on its timeline and in the audit log", async () => {
    await loadSiteContentSampleOnce(db());
    await staff(RIMA.id, RIMA.name);
    const sent = await enquiry("Awa Traoré");
    expect(sent.office).toBeNull();
    const routed = await as(() => routeEnquiryToOffice(sent.id, "abidjan", 1));
    expect(routed.status).toBe("ok");
    const after = (await getEnquiry(sent.id))!;
    expect(after.office).toBe("abidjan");
    expect(after.version).toBe(2);
    // The screen shown before the change is refused, and nothing moves.
    expect(await as(() => routeEnquiryToOffice(sent.id, "beirut", 1))).toEqual({ status: "conflict" });
    expect(await as(() => routeEnquiryToOffice(sent.id, "abidjan", 2))).toEqual({ status: "unchanged" });
    expect((await getEnquiry(sent.id))!.office).toBe("abidjan");

    const timeline = await enquiryTimeline(sent.id);
    expect(timeline[0]).toMatchObject({ type: "routed", actor: "Rima", summary: "Routed to the Abidjan office" });
    const audit = await getDb().selectFrom("audit_log").selectAll().where("entity_id", "=", sent.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "route", entity: "enquiry", actor_name: "Rima" });
    expect(JSON.parse(audit[0]!.changes!)).toEqual({ office: [null, "Abidjan"] });

    expect((await as(() => routeEnquiryToOffice(sent.id, null, 2))).status).toBe("ok");
    expect((await enquiryTimeline(sent.id))[0]!.summary).toBe("No longer routed to an office (was Abidjan)");
  });

  test("the list filters by office, and by none", async () => {
    await loadSiteContentSampleOnce(db());
    const abidjan = await enquiry("Awa Traoré");
    const beirut = await enquiry("Rami Khoury");
    const nowhere = await enquiry("Joseph Doe");
    await as(() => routeEnquiryToOffice(abidjan.id, "abidjan", 1));
    await as(() => routeEnquiryToOffice(beirut.id, "beirut", 1));
    const names = async (office: "abidjan" | "beirut" | "monrovia" | "none") =>
      (await listEnquiries({ folder: "inbox", office }, 1)).rows.map((row) => row.name);
    expect(await names("abidjan")).toEqual(["Awa Traoré"]);
    expect(await names("beirut")).toEqual(["Rami Khoury"]);
    expect(await names("monrovia")).toEqual([]);
    expect(await names("none")).toEqual([nowhere.name]);
  });

  test("a user's office is saved with an audit row and gives the time zone their screens use", async () => {
    await loadSiteContentSampleOnce(db());
    await staff("user-awa", "Awa");
    expect(await as(() => setUserOffice("user-awa", "abidjan"))).toBe(true);
    const user = (await getUserById("user-awa"))!;
    expect(user.office).toBe("abidjan");
    expect(await officeTimeZone(user.office)).toBe("Africa/Abidjan");
    expect(await officeTimeZone("beirut")).toBe("Asia/Beirut");
    expect(await officeTimeZone(null)).toBe("UTC");
    const rows = await getDb().selectFrom("audit_log").selectAll().where("entity_id", "=", "user-awa").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "change-office", entity: "user" });
    expect(await as(() => setUserOffice("nobody", "beirut"))).toBe(false);
  });

  test("a staff member who sets the Abidjan office sees an enquiry's times two hours behind a Beirut colleague", async () => {
    await loadSiteContentSampleOnce(db());
    const beirut = await signedInCookie("admin");
    const abidjan = await signedInCookie("editor");
    for (const [cookie, office, toast] of [
      [beirut, "beirut", "Office set to Beirut"],
      [abidjan, "abidjan", "Office set to Abidjan"],
    ] as const) {
      const saved = await run(accountScreen.action, postRequest("/admin/account", { intent: "office", office }, { cookie }));
      expect(saved.toast).toMatchObject({ title: toast });
    }
    const { id } = await enquiry("Joseph Mensah");
    await getDb().updateTable("enquiries").set({ created_at: "2026-11-20T10:30:00.000Z" }).where("id", "=", id).execute();

    const timesFor = async (cookie: string) => {
      const loaded = await run(enquiryScreen.loader, getRequest(`/admin/messages/${id}`, cookie), { id });
      const page = renderScreen(enquiryScreen, `/admin/messages/${id}`, { pattern: "messages/:id", loaderData: loaded.body });
      return [...page.matchAll(/<time[^>]*>([^<]*)<\/time>/g)].map((match) => match[1]);
    };
    expect(await timesFor(beirut)).toContain("20 Nov 2026, 12:30 EET");
    expect(await timesFor(abidjan)).toContain("20 Nov 2026, 10:30 GMT");
  });
});
