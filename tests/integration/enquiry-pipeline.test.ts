import { expect, test } from "vitest";
import type { ContactInput } from "~/domain/contact";
import { withAuditOrigin } from "~/server/accounts/audit.server";
import { getDb } from "~/server/platform/db.server";
import {
  addEnquiry,
  addEnquiryNote,
  archiveEnquiry,
  assignEnquiry,
  changeEnquiryStatus,
  countActiveEnquiriesByAssignee,
  countEnquiriesByStatus,
  countEnquiriesReceivedSince,
  deleteEnquiry,
  finishEnquiryReply,
  getEnquiry,
  listEnquiries,
  markEnquiryRead,
  startEnquiryReply,
} from "~/server/enquiries/enquiries.server";
import { recordEnquiryEvent } from "~/server/enquiries/enquiry-events.server";
import { enquiryTimeline } from "~/server/enquiries/enquiry-timeline.server";
import { now } from "~/server/platform/records.server";
import { describeEachDatabase } from "./databases";

/**
 * The enquiry pipeline (issue #13) on real databases: status changes and assignment follow the
 * version rule (decision 0004), the timeline keeps every step in order with who did it, and
 * the list's filters and counts find what they say.
 */

function input(overrides: Partial<ContactInput> = {}): ContactInput {
  return { name: "Rania Haddad", email: "rania@example.com", phone: null, subject: "General Inquiry", message: "Hello", ...overrides };
}

async function staff(id: string, name: string): Promise<{ id: string; name: string }> {
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
    })
    .execute();
  return { id, name };
}

/** Runs `work` as a signed-in colleague, as the admin gate does for a request. */
function as<T>(user: { id: string; name: string }, work: () => Promise<T>): Promise<T> {
  return withAuditOrigin({ actor: user, ip: "203.0.113.7", requestId: "request-1" }, work);
}

async function auditRows(entityId: string) {
  return getDb().selectFrom("audit_log").selectAll().where("entity_id", "=", entityId).orderBy("at").orderBy("id").execute();
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describeEachDatabase("the enquiry pipeline", () => {
  test("a new enquiry starts New, unassigned, at version 1, with its arrival on the timeline by the customer", async () => {
    const enquiry = await addEnquiry(input(), "sender");
    expect(await getEnquiry(enquiry.id)).toMatchObject({ status: "new", assignee: null, version: 1, lastActivityAt: enquiry.createdAt });
    const timeline = await enquiryTimeline(enquiry.id);
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({
      type: "received",
      actor: "Rania Haddad",
      summary: "Enquiry received",
      at: enquiry.createdAt.toISOString(),
    });
  });

  test("a status change at the version shown is made, raises the version and is on the timeline and in the audit log", async () => {
    const rima = await staff("user-rima", "Rima");
    const enquiry = await addEnquiry(input(), "sender");
    const result = await as(rima, () => changeEnquiryStatus(enquiry.id, "quoted", 1));
    expect(result.status).toBe("ok");
    expect(await getEnquiry(enquiry.id)).toMatchObject({ status: "quoted", version: 2 });
    const [latest] = await enquiryTimeline(enquiry.id);
    expect(latest).toMatchObject({ type: "status", actor: "Rima", summary: "Status changed from New to Quoted" });
    const [row] = await auditRows(enquiry.id);
    expect(row).toMatchObject({ action: "change-status", actor_id: "user-rima", actor_name: "Rima", entity: "enquiry" });
    expect(JSON.parse(row!.changes!)).toEqual({ status: ["new", "quoted"] });
  });

  test("a stale status change or assignment is refused and changes nothing; a missing enquiry is not found", async () => {
    const rima = await staff("user-rima", "Rima");
    const enquiry = await addEnquiry(input(), "sender");
    await as(rima, () => changeEnquiryStatus(enquiry.id, "open", 1));
    const before = await getEnquiry(enquiry.id);
    const eventsBefore = (await enquiryTimeline(enquiry.id)).length;
    const auditBefore = (await auditRows(enquiry.id)).length;

    expect(await as(rima, () => changeEnquiryStatus(enquiry.id, "won", 1))).toEqual({ status: "conflict" });
    expect(await as(rima, () => assignEnquiry(enquiry.id, rima.id, 1))).toEqual({ status: "conflict" });
    expect(await as(rima, () => addEnquiryNote(enquiry.id, "Too late", 1))).toEqual({ status: "conflict" });
    expect(await getEnquiry(enquiry.id)).toEqual(before);
    expect(await enquiryTimeline(enquiry.id)).toHaveLength(eventsBefore);
    expect(await auditRows(enquiry.id)).toHaveLength(auditBefore);

    expect(await changeEnquiryStatus("no-such-enquiry", "won", 1)).toEqual({ status: "not-found" });
    expect(await changeEnquiryStatus(enquiry.id, "open", 2)).toEqual({ status: "unchanged" });
  });

  test("of several changes posted from the same screen at once, exactly one is made", async () => {
    const enquiry = await addEnquiry(input(), "sender");
    const results = await Promise.all(
      (["open", "quoted", "won", "lost", "spam"] as const).map((status) => changeEnquiryStatus(enquiry.id, status, 1)),
    );
    expect(results.filter((result) => result.status === "ok")).toHaveLength(1);
    expect(results.filter((result) => result.status === "conflict")).toHaveLength(4);
    expect((await getEnquiry(enquiry.id))?.version).toBe(2);
    expect((await enquiryTimeline(enquiry.id)).filter((entry) => entry.type === "status")).toHaveLength(1);
  });

  test("assigning a New enquiry opens it; unassigning leaves the status; an unknown colleague is refused", async () => {
    const rima = await staff("user-rima", "Rima");
    const omar = await staff("user-omar", "Omar");
    const enquiry = await addEnquiry(input(), "sender");

    const mine = await as(rima, () => assignEnquiry(enquiry.id, rima.id, 1));
    expect(mine.status).toBe("ok");
    expect(await getEnquiry(enquiry.id)).toMatchObject({ assignee: { id: "user-rima", name: "Rima" }, status: "open", version: 2 });
    const [status, assigned] = await enquiryTimeline(enquiry.id);
    expect(assigned).toMatchObject({ type: "assigned", actor: "Rima", summary: "Assigned to Rima" });
    expect(status).toMatchObject({ type: "status", summary: "Status changed from New to Open" });

    expect(await as(rima, () => assignEnquiry(enquiry.id, "user-nobody", 2))).toEqual({ status: "unknown-assignee" });
    expect(await as(rima, () => assignEnquiry(enquiry.id, rima.id, 2))).toEqual({ status: "unchanged" });
    await as(rima, () => assignEnquiry(enquiry.id, omar.id, 2));
    await as(rima, () => changeEnquiryStatus(enquiry.id, "won", 3));
    await as(omar, () => assignEnquiry(enquiry.id, null, 4));
    expect(await getEnquiry(enquiry.id)).toMatchObject({ assignee: null, status: "won", version: 5 });
    expect((await enquiryTimeline(enquiry.id))[0]).toMatchObject({ actor: "Omar", summary: "Unassigned (was Omar)" });

    const rows = await auditRows(enquiry.id);
    expect(rows.filter((row) => row.action === "assign").map((row) => JSON.parse(row.changes!))).toEqual([
      { assignee: [null, "Rima"], status: ["new", "open"] },
      { assignee: ["Rima", "Omar"] },
      { assignee: ["Omar", null] },
    ]);
  });

  test("deleting a colleague leaves their enquiries unassigned", async () => {
    const rima = await staff("user-rima", "Rima");
    const enquiry = await addEnquiry(input(), "sender");
    await as(rima, () => assignEnquiry(enquiry.id, rima.id, 1));
    await getDb().deleteFrom("users").where("id", "=", rima.id).execute();
    expect((await getEnquiry(enquiry.id))?.assignee).toBeNull();
  });

  test("the timeline lists every step newest first, its arrival last, each with who did it", async () => {
    const rima = await staff("user-rima", "Rima");
    const enquiry = await addEnquiry(input(), "sender");
    await tick();
    await as(rima, () => assignEnquiry(enquiry.id, rima.id, 1));
    await tick();
    await as(rima, () => addEnquiryNote(enquiry.id, "Called her.\nShe wants two seats.", 2));
    await tick();
    const reply = {
      to: "Rania Haddad <rania@example.com>",
      subject: "Re: General Inquiry",
      text: "Dear Rania,\n\nYes.",
      locale: "en" as const,
    };
    const started = await as(rima, () => startEnquiryReply(enquiry.id, reply, 3));
    expect(started.status).toBe("ok");
    expect((await enquiryTimeline(enquiry.id))[0]).toMatchObject({ type: "email", result: { tone: "pending" } });
    await finishEnquiryReply((started as { eventId: string }).eventId, reply, { outcome: "failed", reason: "Connection refused" });
    await tick();
    await as(rima, () => archiveEnquiry(enquiry.id));
    // Reading is not part of the story.
    await markEnquiryRead(enquiry.id);

    const timeline = await enquiryTimeline(enquiry.id);
    expect(timeline.map((entry) => [entry.type, entry.actor])).toEqual([
      ["archived", "Rima"],
      ["email", "Rima"],
      ["note", "Rima"],
      ["status", "Rima"],
      ["assigned", "Rima"],
      ["received", "Rania Haddad"],
    ]);
    expect(timeline[1]).toMatchObject({
      summary: "E-mail sent to Rania Haddad <rania@example.com>",
      details: ["Subject: Re: General Inquiry", "Dear Rania,\n\nYes."],
      result: { tone: "error", text: "Not sent: Connection refused" },
    });
    expect(timeline[2]!.details).toEqual(["Called her.\nShe wants two seats."]);
    const stored = await getEnquiry(enquiry.id);
    expect(stored?.lastActivityAt.toISOString()).toBe(timeline[0]!.at);
    expect(stored?.version).toBe(4);

    // The audit log keeps that a note was written and a reply sent, not their words.
    const rows = await auditRows(enquiry.id);
    expect(rows.map((row) => row.action)).toEqual(["assign", "note", "reply", "archive", "mark-read"]);
    expect(JSON.stringify(rows)).not.toContain("She wants two seats");
  });

  test("an enquiry written without its arrival event still shows when it came; deleting one deletes its timeline", async () => {
    const enquiry = await addEnquiry(input(), "sender");
    await getDb().deleteFrom("enquiry_events").where("enquiry_id", "=", enquiry.id).execute();
    expect(await enquiryTimeline(enquiry.id)).toMatchObject([
      { type: "received", actor: "Rania Haddad", at: enquiry.createdAt.toISOString() },
    ]);

    await recordEnquiryEvent(getDb(), {
      enquiryId: enquiry.id,
      actor: null,
      type: "quote-sent",
      data: { summary: "Quote Q-2026-0042 sent" },
    });
    expect((await enquiryTimeline(enquiry.id))[0]).toMatchObject({
      type: "quote-sent",
      actor: "System",
      summary: "Quote Q-2026-0042 sent",
    });
    await deleteEnquiry(enquiry.id);
    expect(await getDb().selectFrom("enquiry_events").selectAll().where("enquiry_id", "=", enquiry.id).execute()).toEqual([]);
  });

  test("the list filters by status, assignee, text and the days received, and counts each status without its own filter", async () => {
    const rima = await staff("user-rima", "Rima");
    const omar = await staff("user-omar", "Omar");
    const cargo = await addEnquiry(
      input({ name: "Kofi Mensah", email: "kofi@abidjan.example", message: "Cargo to Monrovia, 50% by sea" }),
      "s",
    );
    const visa = await addEnquiry(input({ name: "Lina", email: "lina@example.com", message: "Visa for France" }), "s");
    const bali = await addEnquiry(input({ name: "Samir", email: "samir@example.com", message: "Bali in May" }), "s");
    const spam = await addEnquiry(input({ name: "Spammer", email: "x@spam.example", message: "Cheap watches" }), "s");
    await as(rima, () => assignEnquiry(cargo.id, rima.id, 1));
    await as(rima, () => assignEnquiry(visa.id, omar.id, 1));
    await as(rima, () => changeEnquiryStatus(bali.id, "quoted", 1));
    await as(rima, () => changeEnquiryStatus(spam.id, "spam", 1));
    // Received long ago, by hand.
    await getDb().updateTable("enquiries").set({ created_at: "2025-01-15T10:00:00.000Z" }).where("id", "=", visa.id).execute();

    const names = async (filter: Parameters<typeof listEnquiries>[0], viewer: string | null = rima.id) =>
      (await listEnquiries(filter, 1, viewer)).rows.map((enquiry) => enquiry.name).sort();
    expect(await names({ folder: "inbox", status: "open" })).toEqual(["Kofi Mensah", "Lina"]);
    expect(await names({ folder: "inbox", status: "active" })).toEqual(["Kofi Mensah", "Lina", "Samir"]);
    expect(await names({ folder: "inbox", assignee: "me" })).toEqual(["Kofi Mensah"]);
    expect(await names({ folder: "inbox", assignee: "me" }, omar.id)).toEqual(["Lina"]);
    expect(await names({ folder: "inbox", assignee: omar.id })).toEqual(["Lina"]);
    expect(await names({ folder: "inbox", assignee: "none" })).toEqual(["Samir", "Spammer"]);
    expect(await names({ folder: "inbox", q: "KOFI" })).toEqual(["Kofi Mensah"]);
    expect(await names({ folder: "inbox", q: "@example.com" })).toEqual(["Lina", "Samir"]);
    expect(await names({ folder: "inbox", q: "50%" })).toEqual(["Kofi Mensah"]);
    expect(await names({ folder: "inbox", q: "%" })).toEqual(["Kofi Mensah"]);
    expect(await names({ folder: "inbox", q: "france" })).toEqual(["Lina"]);
    expect(await names({ folder: "inbox", to: "2025-01-15" })).toEqual(["Lina"]);
    expect(await names({ folder: "inbox", from: "2025-01-16" })).toEqual(["Kofi Mensah", "Samir", "Spammer"]);
    expect(await names({ folder: "inbox", from: "2025-01-15", to: "2025-01-15" })).toEqual(["Lina"]);
    expect(await names({ folder: "archived" })).toEqual([]);

    // Each status counted with the other filters, so the tabs say what a click will show.
    expect(await countEnquiriesByStatus({ folder: "inbox", status: "won" }, rima.id)).toEqual({
      all: 4,
      active: 3,
      new: 0,
      open: 2,
      quoted: 1,
      won: 0,
      lost: 0,
      spam: 1,
    });
    expect(await countEnquiriesByStatus({ folder: "inbox", q: "example.com" }, rima.id)).toMatchObject({ all: 2, open: 1, quoted: 1 });
    await as(rima, () => archiveEnquiry(spam.id));
    expect((await countEnquiriesByStatus({ folder: "archived" })).spam).toBe(1);
  });

  test("the dashboard counts enquiries received this week and active ones per assignee", async () => {
    const rima = await staff("user-rima", "Rima");
    const a = await addEnquiry(input(), "s");
    const b = await addEnquiry(input(), "s");
    const c = await addEnquiry(input(), "s");
    const d = await addEnquiry(input(), "s");
    await as(rima, () => assignEnquiry(a.id, rima.id, 1));
    await as(rima, () => assignEnquiry(b.id, rima.id, 1));
    await as(rima, () => changeEnquiryStatus(b.id, "won", 2));
    await as(rima, () => changeEnquiryStatus(c.id, "spam", 1));
    await getDb().updateTable("enquiries").set({ created_at: "2025-01-15T10:00:00.000Z" }).where("id", "=", d.id).execute();

    expect(await countEnquiriesReceivedSince(new Date(Date.now() - 7 * 24 * 3600 * 1000))).toBe(2);
    expect(await countActiveEnquiriesByAssignee()).toEqual([
      { assignee: null, count: 1 },
      { assignee: { id: "user-rima", name: "Rima" }, count: 1 },
    ]);
  });
});
