import { afterAll, beforeEach, expect, test, vi } from "vitest";
import * as enquiryRoute from "~/routes/admin/enquiries/enquiry";
import * as enquiriesRoute from "~/routes/admin/enquiries/enquiries";
import { getDb } from "~/server/platform/db.server";
import { addEnquiry, assignEnquiry, changeEnquiryStatus, getEnquiry } from "~/server/enquiries/enquiries.server";
import { enquiryTimeline } from "~/server/enquiries/enquiry-timeline.server";
import { withAuditOrigin } from "~/server/accounts/audit.server";
import { mailPart, parseMail, REFUSED_DOMAIN, startSmtpInbox } from "../smtp-inbox";
import { getRequest, postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { log } from "~/server/platform/log.server";

/**
 * The Enquiries screens through their loaders and actions, as a browser without JavaScript
 * posts them (issue #13): every pipeline change carries the version shown, a stale one is a 409
 * that gives back what was typed, and a reply goes out through SMTP_URL in the customer's
 * language and stays on the timeline with its delivery. The environment is read once per test
 * file, so the mail server is started before anything reads it.
 */
const smtp = await startSmtpInbox();
process.env.SMTP_URL = smtp.url;
process.env.REPLY_FROM = "Cedar Wings Sales <sales@cedarwings.example>";
afterAll(() => smtp.close());

const path = (id: string) => `/admin/messages/${id}`;

describeEachDatabase("the Enquiries screens", () => {
  let editor: string;
  beforeEach(async () => {
    smtp.messages.length = 0;
    editor = await signedInCookie("editor");
  });

  async function post(id: string, form: Record<string, string>) {
    return run(enquiryRoute.action, postRequest(path(id), form, { cookie: editor }), { id });
  }

  test("an editor assigns an enquiry to themself with one click, and is told so", async () => {
    const enquiry = await addEnquiry(
      { name: "Rania", email: "rania@example.com", phone: null, subject: "Tour Booking", message: "Hi" },
      "s",
    );
    const outcome = await post(enquiry.id, { intent: "assign", assignee: "user-editor", version: "1" });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`${path(enquiry.id)}#timeline`);
    expect(outcome.toast).toMatchObject({ type: "success", title: "Assigned to you" });
    expect(await getEnquiry(enquiry.id)).toMatchObject({
      assignee: { id: "user-editor", name: "Test editor" },
      status: "open",
      version: 2,
    });
  });

  test("a stale change answers 409 and gives back what was typed; a bad one answers 400", async () => {
    const enquiry = await addEnquiry(
      { name: "Rania", email: "rania@example.com", phone: null, subject: "Tour Booking", message: "Hi" },
      "s",
    );
    await changeEnquiryStatus(enquiry.id, "open", 1);

    const note = await post(enquiry.id, { intent: "note", note: "She called again.", version: "1" });
    expect(note.status).toBe(409);
    expect(note.body).toMatchObject({ intent: "note", conflict: true, values: { note: "She called again." } });
    expect(note.body.problem.description).toMatch(/changed by someone else/);

    // A stale reply is not sent.
    const reply = await post(enquiry.id, { intent: "reply", reply: "We have two seats left.", version: "1" });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ intent: "reply", conflict: true, values: { reply: "We have two seats left." } });
    expect(smtp.messages).toEqual([]);

    const status = await post(enquiry.id, { intent: "change-status", status: "won", version: "1" });
    expect(status.status).toBe(409);
    expect(status.body.values).toMatchObject({ status: "won" });

    expect((await post(enquiry.id, { intent: "note", note: "   ", version: "2" })).body).toMatchObject({
      fieldErrors: { note: "Write the note." },
    });
    expect((await post(enquiry.id, { intent: "note", note: "No version" })).status).toBe(400);
    expect((await post(enquiry.id, { intent: "change-status", status: "closed", version: "2" })).status).toBe(400);
    expect((await post(enquiry.id, { intent: "change-status", status: "open", version: "2" })).body.problem.description).toBe(
      "The enquiry is already Open.",
    );
    expect((await post(enquiry.id, { intent: "assign", assignee: "user-ghost", version: "2" })).body).toMatchObject({
      fieldErrors: { assignee: "Choose a colleague from the list." },
    });
    expect(await getEnquiry(enquiry.id)).toMatchObject({ status: "open", version: 2, assignee: null });
    expect((await enquiryTimeline(enquiry.id)).map((entry) => entry.type)).toEqual(["status", "received"]);
  });

  test("a reply goes to the customer in their language, from REPLY_FROM, and stays on the timeline as sent", async () => {
    const enquiry = await addEnquiry(
      { name: "Aïcha Koné", email: "aicha@example.com", phone: null, subject: "General Inquiry", message: "Bonjour" },
      "s",
      null,
      "fr",
    );
    const outcome = await post(enquiry.id, {
      intent: "reply",
      reply: "Merci pour votre message.\nNous vous rappelons demain.",
      version: "1",
    });
    expect(outcome.status).toBe(302);
    expect(outcome.toast).toMatchObject({ type: "success", title: "E-mail sent" });

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.from).toBe("sales@cedarwings.example");
    expect(mail!.to).toEqual(["aicha@example.com"]);
    const { headers } = parseMail(mail!.raw);
    expect(headers.get("subject")).toBe("Re : Renseignements");
    // HTML with a plain-text part (issue #28): the text part is the reply as the timeline keeps it.
    expect(mailPart(mail!, "text/html")).toContain('<html lang="fr" dir="ltr">');
    expect(mailPart(mail!, "text/plain")).toBe(
      "Bonjour Aïcha Koné,\n\nMerci pour votre message.\nNous vous rappelons demain.\n\nBien cordialement,\nTest editor\nCedar Wings Travel\n",
    );

    const [status, email] = await enquiryTimeline(enquiry.id);
    expect(email).toMatchObject({
      type: "email",
      actor: "Test editor",
      summary: "E-mail sent to Aïcha Koné <aicha@example.com>",
      result: { tone: "success" },
    });
    expect(email!.details![1]).toContain("Nous vous rappelons demain.");
    expect(status).toMatchObject({ type: "status", summary: "Status changed from New to Open" });
    expect(await getEnquiry(enquiry.id)).toMatchObject({ status: "open", version: 2 });
  });

  test("a reply the mail server refuses stays on the timeline with the reason, and says so", async () => {
    const enquiry = await addEnquiry(
      { name: "Omar", email: `omar@${REFUSED_DOMAIN}`, phone: null, subject: "Feedback", message: "Hello" },
      "s",
      null,
      "ar",
    );
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    const outcome = await post(enquiry.id, { intent: "reply", reply: "شكرًا لك", version: "1" });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(outcome.status).toBe(302);
    expect(outcome.toast).toMatchObject({ type: "error", title: "The e-mail could not be sent" });
    const [, email] = await enquiryTimeline(enquiry.id);
    expect(email).toMatchObject({ type: "email", result: { tone: "error" } });
    expect(email!.result!.text).toMatch(/^Not sent: .*Mailbox unavailable/);
    expect(email!.details![1]).toBe("مرحبًا Omar،\n\nشكرًا لك\n\nمع أطيب التحيات،\nTest editor\nCedar Wings Travel");
  });

  test("the enquiry screen shows the timeline, the colleagues and the reply's frame in the customer's language", async () => {
    const enquiry = await addEnquiry(
      { name: "Aïcha", email: "aicha@example.com", phone: null, subject: "Tour Booking", message: "Bonjour" },
      "s",
      null,
      "fr",
    );
    const loaded = await run(enquiryRoute.loader, getRequest(path(enquiry.id), editor), { id: enquiry.id });
    expect(loaded.status).toBe(200);
    expect(loaded.body.reply).toMatchObject({
      to: "Aïcha",
      language: "French",
      from: "Cedar Wings Sales <sales@cedarwings.example>",
      subject: "Re : Réservation d’un circuit",
      greeting: "Bonjour Aïcha,",
      signature: ["Bien cordialement,", "Test editor", "Cedar Wings Travel"],
    });
    expect(loaded.body.colleagues).toEqual([{ id: "user-editor", name: "Test editor" }]);
    expect(loaded.body.timeline).toMatchObject([{ type: "received", actor: "Aïcha" }]);
    expect(loaded.body.enquiry).toMatchObject({ status: "new", version: 1, assignee: null });
  });

  test("the list keeps its filters in the URL: Assigned to me, a status, a search, and counts per status", async () => {
    const admin = await signedInCookie("admin");
    const mine = await addEnquiry({ name: "Kofi", email: "kofi@example.com", phone: null, subject: "Other", message: "Cargo" }, "s");
    await addEnquiry({ name: "Lina", email: "lina@example.com", phone: null, subject: "Other", message: "Visa" }, "s");
    await withAuditOrigin({ actor: { id: "user-admin", name: "Test admin" }, ip: null, requestId: null }, () =>
      assignEnquiry(mine.id, "user-editor", 1),
    );
    const list = async (query: string, cookie = editor) =>
      (await run(enquiriesRoute.loader, getRequest(`/admin/messages${query}`, cookie))).body;

    const assignedToMe = await list("?assignee=me");
    expect(assignedToMe.page.rows.map((row: { name: string }) => row.name)).toEqual(["Kofi"]);
    expect(assignedToMe.page.rows[0]).toMatchObject({ status: "open", assignee: "Test editor", lastActivityLabel: "just now" });
    expect(assignedToMe.listQuery).toBe("assignee=me");
    expect((await list("?assignee=me", admin)).page.rows).toEqual([]);
    expect((await list("?status=new")).page.rows.map((row: { name: string }) => row.name)).toEqual(["Lina"]);
    expect((await list("?q=visa")).page.total).toBe(1);
    expect((await list("?status=new")).statusCounts).toMatchObject({ all: 2, active: 2, new: 1, open: 1 });
    expect((await list("?status=bogus&from=yesterday")).filter).toEqual({ folder: "inbox" });

    // A row's button comes back to the filtered list it was pressed on.
    const archived = await post(mine.id, { intent: "archive", on: "list", list: "assignee=me&status=open&page=1" });
    expect(archived.location).toBe("/admin/messages?status=open&assignee=me");
    const wild = await post(mine.id, { intent: "unarchive", on: "list", list: "next=https://evil.example&folder=archived" });
    expect(wild.location).toBe("/admin/messages?folder=archived");
  });

  test("nothing about an enquiry changes on a GET", async () => {
    const enquiry = await addEnquiry({ name: "Rania", email: "rania@example.com", phone: null, subject: "Other", message: "Hi" }, "s");
    const before = await getDb().selectFrom("enquiries").selectAll().where("id", "=", enquiry.id).executeTakeFirst();
    await run(enquiryRoute.loader, getRequest(path(enquiry.id), editor), { id: enquiry.id });
    expect(await getDb().selectFrom("enquiries").selectAll().where("id", "=", enquiry.id).executeTakeFirst()).toEqual(before);
  });

  test("an unknown enquiry is a 404 saying 'Enquiry not found'; an unknown intent is a 400 that leaves it unread", async () => {
    const missing = await run(enquiryRoute.loader, getRequest(path("no-such-message"), editor), { id: "no-such-message" });
    expect([missing.status, missing.body]).toEqual([404, "Enquiry not found"]);
    expect((await post("no-such-message", { intent: "mark-read" })).status).toBe(404);

    const enquiry = await addEnquiry({ name: "Rania", email: "rania@example.com", phone: null, subject: "Other", message: "Hi" }, "s");
    const refused = await post(enquiry.id, { intent: "explode" });
    expect(refused.status).toBe(400);
    expect(refused.body.problem.description).toBe("Unknown action.");
    expect(await getEnquiry(enquiry.id)).toMatchObject({ readAt: null, archivedAt: null });
  });
});
