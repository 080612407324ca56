import { beforeEach, expect, test } from "vitest";
import { money } from "~/domain/money";
import { auditNames } from "~/server/accounts/audit-names.server";
import { historyItems, searchAuditLog, withAuditOrigin } from "~/server/accounts/audit.server";
import { getDb } from "~/server/platform/db.server";
import { addEnquiry, getEnquiry } from "~/server/enquiries/enquiries.server";
import { createQuote } from "~/server/enquiries/quotes.server";
import { deleteTour, updateTour } from "~/server/catalogue/tours.server";
import { getUserById, renameUser } from "~/server/accounts/users.server";
import { getRequest, postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

const ADMIN = { actor: { id: "user-admin", name: "Test admin" }, ip: null, requestId: null };
const day = (title: string) => ({ title, description: "", overnight: "", breakfast: false, lunch: false, dinner: false });

const account = () => import("~/routes/admin/accounts/account");
const userScreen = () => import("~/routes/admin/accounts/user");
const activity = () => import("~/routes/admin/accounts/activity");

describeEachDatabase("history in words and display names (issue #23, items 11 and 12)", () => {
  let adminCookie: string;
  let editorCookie: string;
  beforeEach(async () => {
    adminCookie = await signedInCookie("admin");
    editorCookie = await signedInCookie("editor");
  });

  test("a user changes their own display name: saved, versioned, audited, and their account shows it", async () => {
    const { action, loader } = await account();
    const outcome = await run(
      action,
      postRequest("/admin/account", { intent: "rename", name: "  Karim Saad ", version: "1" }, { cookie: editorCookie }),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.toast).toMatchObject({ title: "Name changed" });
    expect(await getUserById("user-editor")).toMatchObject({ name: "Karim Saad", version: 2 });
    const page = await run(loader, getRequest("/admin/account", editorCookie));
    expect(page.body.me).toMatchObject({ name: "Karim Saad", version: 2 });
    const [row] = await getDb().selectFrom("audit_log").selectAll().where("entity", "=", "user").where("action", "=", "update").execute();
    expect(row).toMatchObject({ actor_id: "user-editor", entity_id: "user-editor" });
    expect(JSON.parse(row!.changes!)).toEqual({ name: ["Test editor", "Karim Saad"] });
  });

  test("a name saved over a newer change is refused with 409, keeps what was typed and says what the name is now", async () => {
    await withAuditOrigin(ADMIN, () => renameUser("user-editor", "Rima Haddad", 1));
    const { action } = await account();
    const outcome = await run(
      action,
      postRequest("/admin/account", { intent: "rename", name: "Rima H.", version: "1" }, { cookie: editorCookie }),
    );
    expect(outcome.status).toBe(409);
    expect(outcome.body.name).toMatchObject({ value: "Rima H.", version: 2 });
    expect(outcome.body.name.errors.form).toContain("“Rima Haddad”");
    expect(await getUserById("user-editor")).toMatchObject({ name: "Rima Haddad", version: 2 });
    // Saving again, at the version the refusal gave, replaces it knowingly.
    const again = await run(
      action,
      postRequest("/admin/account", { intent: "rename", name: "Rima H.", version: "2" }, { cookie: editorCookie }),
    );
    expect(again.status).toBe(302);
    expect(await getUserById("user-editor")).toMatchObject({ name: "Rima H.", version: 3 });
  });

  test("an empty or multi-line name is refused with 400 and nothing changes", async () => {
    const { action } = await account();
    const empty = await run(
      action,
      postRequest("/admin/account", { intent: "rename", name: "   ", version: "1" }, { cookie: editorCookie }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.name.errors.name).toBe("Please enter a name");
    const twoLines = await run(
      action,
      postRequest("/admin/account", { intent: "rename", name: "A\nB", version: "1" }, { cookie: editorCookie }),
    );
    expect(twoLines.status).toBe(400);
    expect(await getUserById("user-editor")).toMatchObject({ name: "Test editor", version: 1 });
  });

  test("an admin changes another user's display name on their screen; an editor may not", async () => {
    const { action } = await userScreen();
    const byAdmin = await run(
      action,
      postRequest("/admin/users/user-editor", { intent: "rename", name: "Karim Saad", version: "1" }, { cookie: adminCookie }),
      { id: "user-editor" },
    );
    expect(byAdmin.status).toBe(302);
    expect(byAdmin.location).toBe("/admin/users/user-editor");
    const [row] = await getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", "user-editor")
      .where("action", "=", "update")
      .execute();
    expect(row).toMatchObject({ actor_id: "user-admin" });
    const byEditor = await run(
      action,
      postRequest("/admin/users/user-admin", { intent: "rename", name: "Someone", version: "1" }, { cookie: editorCookie }),
      { id: "user-admin" },
    );
    expect(byEditor.status).toBe(403);
    expect(await getUserById("user-admin")).toMatchObject({ name: "Test admin", version: 1 });
    const missing = await run(
      action,
      postRequest("/admin/users/nobody", { intent: "rename", name: "Someone", version: "1" }, { cookie: adminCookie }),
      { id: "nobody" },
    );
    expect(missing.status).toBe(404);
  });

  test("a tour's history reads its itinerary and destination in words, never [object Object] or an id", async () => {
    await seedDestination({ title: "Bali" }, "bali");
    await seedDestination({ title: "Morocco" }, "morocco");
    const tour = await seedTour();
    await withAuditOrigin(ADMIN, async () => {
      const first = await updateTour(tour.id, { itinerary: [day("Arrival"), day("Ubud")] }, tour.version);
      if (first.status !== "ok") throw new Error(first.status);
      await updateTour(
        tour.id,
        { itinerary: [day("Arrival"), day("Ubud rice terraces"), day("Coast"), day("Departure")], destinationId: "morocco" },
        first.record.version,
      );
    });
    const [latest] = await historyItems("tour", tour.id);
    expect(latest!.lines).toContain("Itinerary: 2 days added, day 2 renamed");
    expect(latest!.lines).toContain("Destination Bali → Morocco");
    expect(latest!.lines.join(" ")).not.toContain("[object Object]");
  });

  test("the Activity page names a quote by its number, an enquiry by the customer, a tour gone as '(deleted) …'", async () => {
    await seedDestination({ title: "Bali" }, "bali");
    const tour = await seedTour({ title: "Bali Island Escape" });
    const enquiry = await addEnquiry(
      { name: "Lina Khoury", email: "lina@example.com", phone: null, subject: "General Inquiry", message: "Hello there" },
      "sender",
    );
    const quote = await withAuditOrigin(ADMIN, async () => {
      const stored = (await getEnquiry(enquiry.id))!;
      const lines = [{ kind: "adult" as const, description: "Adult seat", quantity: 2, unitPrice: money(1299) }];
      const made = await createQuote({
        departureId: null,
        currency: "USD",
        validUntil: "2099-12-31",
        note: "",
        lines,
        enquiryId: stored.id,
        locale: stored.locale,
        perUsdMicros: null,
        rateDay: null,
      });
      await deleteTour(tour.id);
      return made;
    });
    const page = await run((await activity()).loader, getRequest("/admin/activity", adminCookie));
    const rows = page.body.page.rows as { entity: string; record: string | null; entityId: string }[];
    expect(rows.find((row) => row.entity === "quote")?.record).toBe(quote.number);
    expect(quote.number).toMatch(/^Q-\d{4}-\d{4}$/);
    expect(rows.find((row) => row.entity === "tour")?.record).toBe("(deleted) Bali Island Escape");

    // Names are looked up when the page is read: a renamed customer reads by the new name.
    await getDb().updateTable("enquiries").set({ name: "Lina K. Haddad" }).where("id", "=", enquiry.id).execute();
    const entries = (await searchAuditLog({}, 1)).rows;
    const names = await auditNames([{ ...entries[0]!, entity: "enquiry", entityId: enquiry.id }]);
    expect(names.records?.enquiry?.[enquiry.id]).toBe("Lina K. Haddad");
  });
});
