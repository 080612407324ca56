import { afterEach, expect, test, vi } from "vitest";
import * as activity from "~/routes/admin/accounts/activity";
import * as destinationScreen from "~/routes/admin/catalogue/destination";
import * as userScreen from "~/routes/admin/accounts/user";
import * as users from "~/routes/admin/accounts/users";
import {
  auditHistory,
  auditLine,
  commandLineOrigin,
  pruneAuditLog,
  recordChange,
  recordSecurityEvent,
  searchAuditLog,
  withAuditOrigin,
  type AuditOrigin,
} from "~/server/accounts/audit.server";
import { applyCatalogueImport } from "~/server/catalogue/catalogue-transfer.server";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { addDestination, deleteDestination, updateDestination } from "~/server/catalogue/destinations.server";
import { addEnquiry, markEnquiryRead } from "~/server/enquiries/enquiries.server";
import { updateTour } from "~/server/catalogue/tours.server";
import { changeUserRole, createUser, deleteUser, resetUserPassword } from "~/server/accounts/users.server";
import { getRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { destinationInput } from "../catalogue-inputs";

const RIMA: AuditOrigin = { actor: { id: "user-rima", name: "Rima" }, ip: "198.51.100.4", requestId: "request-1" };

async function auditRows() {
  const rows = await getDb().selectFrom("audit_log").selectAll().orderBy("at").orderBy("id").execute();
  return rows.map((row) => ({
    ...row,
    changes: row.changes ? JSON.parse(row.changes) : null,
    detail: row.detail ? JSON.parse(row.detail) : null,
  }));
}

afterEach(() => {
  vi.restoreAllMocks();
  process.env.AUDIT_STDOUT = "0";
});

describeEachDatabase("the audit trail", ({ dialect }) => {
  test("a change made in someone's scope is logged as theirs, with only the fields that changed, before and after", async () => {
    await withAuditOrigin(RIMA, async () => {
      await seedDestination({ title: "Bali" }, "bali");
      await seedTour({ price: 1299 });
      await updateTour("bali-island-escape", { price: 1399, title: "Bali Island Escape" }, 1);
    });
    const rows = await auditRows();
    expect(rows.map((row) => [row.action, row.entity, row.entity_id])).toEqual([
      ["create", "destination", "bali"],
      ["create", "tour", "bali-island-escape"],
      ["update", "tour", "bali-island-escape"],
    ]);
    const update = rows[2]!;
    expect(update).toMatchObject({
      kind: "change",
      actor_id: "user-rima",
      actor_name: "Rima",
      ip: "198.51.100.4",
      request_id: "request-1",
    });
    expect(update.changes).toEqual({
      price: [
        { amountMinor: 129900, currency: "USD" },
        { amountMinor: 139900, currency: "USD" },
      ],
    });
    // A created record lists its values once, without the fields the helpers own.
    expect(rows[0]!.changes).toMatchObject({ title: [null, "Bali"], rating: [null, 4.8], activities: [null, ["Surfing", "Temples"]] });
    expect(rows[0]!.changes).not.toHaveProperty("version");
    expect(rows[0]!.changes).not.toHaveProperty("updatedAt");
  });

  test("a change rolled back leaves no audit row, and prints nothing", async () => {
    process.env.AUDIT_STDOUT = "1";
    const printed = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await seedDestination({ title: "Bali" }, "bali");
    const before = (await auditRows()).length;
    printed.mockClear();
    await expect(
      withAuditOrigin(RIMA, () =>
        inTransaction(async () => {
          await updateDestination("bali", { rating: 3.1 }, 1);
          expect((await auditRows()).length).toBe(before + 1);
          throw new Error("something later in the change failed");
        }),
      ),
    ).rejects.toThrow("something later");
    expect((await auditRows()).length).toBe(before);
    expect(printed).not.toHaveBeenCalled();
  });

  test("a change that commits prints one JSON line, with CR and LF from user input escaped", async () => {
    process.env.AUDIT_STDOUT = "1";
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const forger: AuditOrigin = { actor: { id: "user-x", name: 'Eve\r\n{"audit":true,"action":"forged"}' }, ip: "::1", requestId: "r" };
    await withAuditOrigin(forger, () => addDestination(destinationInput({ title: "Bali\r\nInjected line\u2028more" }), "bali"));
    const printed = lines.join("");
    expect(printed.endsWith("\n")).toBe(true);
    expect(printed.split("\n").filter(Boolean)).toHaveLength(1);
    expect(printed).not.toMatch(/\r|\u2028/);
    const event = JSON.parse(printed);
    expect(event).toMatchObject({ audit: true, action: "create", entity: "destination", actor_name: forger.actor!.name });
    expect(event.changes.title).toEqual([null, "Bali\r\nInjected line\u2028more"]);
    expect(auditLine({ ...(await getDb().selectFrom("audit_log").selectAll().executeTakeFirstOrThrow()) })).toBe(printed);
  });

  test("the featured toggle is logged as feature or unfeature; a save that changes nothing or conflicts writes nothing", async () => {
    await seedDestination({ title: "Bali" }, "bali");
    await withAuditOrigin(RIMA, async () => {
      await updateDestination("bali", { featured: true }, 1);
      await updateDestination("bali", { featured: false }, 2);
      await updateDestination("bali", { title: "Bali" }, 3);
      expect((await updateDestination("bali", { title: "Stale" }, 1)).status).toBe("conflict");
    });
    const rows = (await auditRows()).filter((row) => row.actor_id === "user-rima");
    expect(rows.map((row) => [row.action, row.changes])).toEqual([
      ["feature", { featured: [false, true] }],
      ["unfeature", { featured: [true, false] }],
    ]);
  });

  test("a deletion keeps what the record held; a refused deletion writes nothing", async () => {
    await seedDestination({ title: "Bali" }, "bali");
    await seedTour();
    await withAuditOrigin(RIMA, async () => {
      expect((await deleteDestination("bali")).status).toBe("has-tours");
    });
    expect((await auditRows()).filter((row) => row.action === "delete")).toEqual([]);
    await getDb().deleteFrom("tours").execute();
    await withAuditOrigin(RIMA, () => deleteDestination("bali"));
    const [row] = (await auditRows()).filter((row) => row.action === "delete");
    expect(row).toMatchObject({ entity: "destination", entity_id: "bali", actor_name: "Rima" });
    expect(row!.changes).toMatchObject({ title: ["Bali", null], country: ["Indonesia", null] });
  });

  test("user changes are logged without ever a password or its hash", async () => {
    const password = "correct horse battery staple";
    const cookie = await signedInCookie("admin");
    const created = await withAuditOrigin(RIMA, () => createUser({ name: "Sami", email: "sami@example.com", role: "editor", password }));
    if (!created.ok) throw new Error("not created");
    const id = created.user.id;
    await withAuditOrigin(RIMA, async () => {
      expect(await changeUserRole(id, "admin")).toBe("ok");
      expect(await resetUserPassword(id, "a different long password")).toBe(true);
      expect(await deleteUser("user-rima", id)).toBe("ok");
    });
    const rows = await auditRows();
    expect(rows.map((row) => [row.action, row.entity_id, row.changes])).toEqual([
      ["create", id, { name: [null, "Sami"], email: [null, "sami@example.com"], role: [null, "editor"] }],
      ["change-role", id, { role: ["editor", "admin"] }],
      ["reset-password", id, null],
      ["delete", id, { name: ["Sami", null], email: ["sami@example.com", null], role: ["admin", null] }],
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(password);
    expect(text).not.toContain("a different long password");
    expect(text).not.toMatch(/scrypt|password_hash|passwordHash/);

    // The deleted user's own screen still tells their story, newest first.
    const screen = await run(userScreen.loader, getRequest(`/admin/users/${id}`, cookie), { id });
    expect(screen.status).toBe(200);
    expect(screen.body.user).toBeNull();
    expect(screen.body.history.map((item: { actionLabel: string }) => item.actionLabel)).toEqual([
      "Deleted",
      "Password reset",
      "Role changed",
      "Created",
    ]);
    expect((await run(userScreen.loader, getRequest("/admin/users/nobody", cookie), { id: "nobody" })).status).toBe(404);
  });

  test("secret-looking fields never reach the log, whoever passes them", async () => {
    await recordChange(RIMA, {
      action: "update",
      entity: "user",
      entityId: "u",
      changes: { password: ["old", "new"], totpSecret: ["a", "b"], name: ["A", "B"] },
      detail: { recoveryCodes: ["1"], reason: "test" },
    });
    const [row] = await auditRows();
    expect(row!.changes).toEqual({ name: ["A", "B"] });
    expect(row!.detail).toEqual({ reason: "test" });
  });

  test("an e-mail already in use adds no user and no audit row", async () => {
    await createUser({ name: "Sami", email: "sami@example.com", role: "editor", password: "long enough password" });
    const before = (await auditRows()).length;
    const again = await createUser({ name: "Sami", email: "SAMI@example.com", role: "admin", password: "long enough password" });
    expect(again).toEqual({ ok: false, reason: "email-taken" });
    expect((await auditRows()).length).toBe(before);
  });

  test("enquiry state changes are logged only when the state changes; a deletion keeps no personal data", async () => {
    const enquiry = await addEnquiry(
      { name: "Lina Haddad", email: "lina@example.com", phone: "+96170000000", subject: "General Inquiry", message: "Private words" },
      "sender",
    );
    await withAuditOrigin(RIMA, async () => {
      await markEnquiryRead(enquiry.id);
      await markEnquiryRead(enquiry.id);
    });
    const { deleteEnquiry } = await import("~/server/enquiries/enquiries.server");
    await withAuditOrigin(RIMA, () => deleteEnquiry(enquiry.id));
    const rows = await auditRows();
    expect(rows.map((row) => [row.action, row.changes])).toEqual([
      ["mark-read", { read: [false, true] }],
      ["delete", null],
    ]);
    expect(rows[1]!.detail).toMatchObject({ subject: "General Inquiry" });
    expect(JSON.stringify(rows)).not.toMatch(/Lina|lina@|Private words|96170/);
  });

  test("an import logs each record it changed and itself once, under one request id; from the command line as such", async () => {
    await seedDestination({ title: "Bali" }, "bali");
    const origin = commandLineOrigin();
    await withAuditOrigin(origin, () =>
      applyCatalogueImport({
        destinations: [
          { ...destinationInput({ title: "Bali", rating: 4.1 }), id: "bali", version: 1 },
          { ...destinationInput({ title: "Petra", country: "Jordan" }), id: "petra" },
        ],
        tours: [],
        services: [],
      }),
    );
    const rows = (await auditRows()).filter((row) => row.actor_id === "command-line");
    expect(
      rows.map((row) => [row.action, row.entity, row.entity_id === null ? null : row.entity === "catalogue" ? "…" : row.entity_id]),
    ).toEqual([
      ["update", "destination", "bali"],
      ["create", "destination", "petra"],
      ["import", "catalogue", "…"],
    ]);
    expect(new Set(rows.map((row) => row.request_id))).toEqual(new Set([origin.requestId]));
    expect(rows[2]!.detail).toMatchObject({ destinations: { add: 1, update: 1 } });
    expect(rows[0]!.actor_name).toBe("Command line");
  });

  test("a write outside any scope (the sample catalogue, the first admin) is logged as the system's", async () => {
    await seedDestination({ title: "Bali" }, "bali");
    const [row] = await auditRows();
    expect(row).toMatchObject({ actor_id: "system", actor_name: "System", action: "create" });
  });

  test("an editor refused the users screen is logged as forbidden", async () => {
    const cookie = await signedInCookie("editor");
    const outcome = await run(users.loader, getRequest("/admin/users", cookie));
    expect(outcome.status).toBe(403);
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "security", action: "forbidden", actor_id: "user-editor", ip: "203.0.113.7" });
    expect(rows[0]!.detail).toEqual({ method: "GET", path: "/admin/users", role: "editor", needed: "admin" });
  });

  test("pruning deletes security rows past their days and keeps every change", async () => {
    await recordSecurityEvent(RIMA, { action: "sign-in" });
    await recordChange(RIMA, { action: "update", entity: "tour", entityId: "t", changes: { title: ["a", "b"] } });
    const old = new Date(Date.now() - 100 * 24 * 3600 * 1000).toISOString();
    await getDb().updateTable("audit_log").set({ at: old }).execute();
    await recordSecurityEvent(RIMA, { action: "sign-in-failed" });
    expect(await pruneAuditLog(new Date(), 90)).toBe(1);
    expect((await auditRows()).map((row) => row.action).sort()).toEqual(["sign-in-failed", "update"]);
  });

  test("the Activity search filters by person, record type, action and dates, newest first, in pages", async () => {
    const sami: AuditOrigin = { actor: { id: "user-sami", name: "Sami" }, ip: null, requestId: null };
    for (let index = 0; index < 30; index++) {
      await recordChange(index % 2 ? sami : RIMA, {
        action: index % 3 ? "update" : "create",
        entity: index % 5 ? "tour" : "destination",
        entityId: `r${index}`,
      });
    }
    await getDb().updateTable("audit_log").set({ at: "2026-01-10T12:00:00.000Z" }).where("entity_id", "in", ["r0", "r1"]).execute();
    const all = await searchAuditLog({}, 1);
    expect(all.total).toBe(30);
    expect(all.rows).toHaveLength(25);
    expect(all.pageCount).toBe(2);
    expect((await searchAuditLog({}, 2)).rows).toHaveLength(5);
    expect(all.rows[0]!.at >= all.rows[24]!.at).toBe(true);

    const rima = await searchAuditLog({ actor: "user-rima" }, 1);
    expect(rima.total).toBe(15);
    expect(rima.rows.every((row) => row.actorName === "Rima")).toBe(true);
    const destinations = await searchAuditLog({ entity: "destination", action: "create" }, 1);
    expect(destinations.rows.map((row) => row.entityId).sort()).toEqual(["r0", "r15"]);
    const january = await searchAuditLog({ from: "2026-01-10", to: "2026-01-10" }, 1);
    expect(january.rows.map((row) => row.entityId).sort()).toEqual(["r0", "r1"]);
    expect((await searchAuditLog({ to: "2026-01-09" }, 1)).total).toBe(0);
  });

  test("a record's history lists its changes newest first, not security events", async () => {
    await withAuditOrigin(RIMA, async () => {
      await seedDestination({ title: "Bali" }, "bali");
      await updateDestination("bali", { rating: 4.2 }, 1);
    });
    await recordSecurityEvent(RIMA, { action: "forbidden", entity: "destination", entityId: "bali" });
    const history = await auditHistory("destination", "bali");
    expect(history.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect(history[0]!.changes).toEqual({ rating: [4.8, 4.2] });
    expect(dialect === "sqlite" || dialect === "postgres").toBe(true);
  });

  test("the Activity page shows the filtered events to an admin; a destination's screen shows its history", async () => {
    const cookie = await signedInCookie("admin");
    await withAuditOrigin(RIMA, async () => {
      await seedDestination({ title: "Bali" }, "bali");
      await updateDestination("bali", { rating: 4.2 }, 1);
    });
    await recordSecurityEvent(RIMA, { action: "sign-in-failed", detail: { email: "x@example.com" } });

    const page = await run(activity.loader, getRequest("/admin/activity?entity=destination&action=update&from=2000-01-01", cookie));
    expect(page.status).toBe(200);
    expect(page.body.filter).toEqual({ entity: "destination", action: "update", from: "2000-01-01" });
    expect(page.body.page.rows).toHaveLength(1);
    expect(page.body.page.rows[0]).toMatchObject({ actor: "Rima", actionLabel: "Edited", lines: ["Rating 4.8 → 4.2"], when: "just now" });
    // Every user, the system and the command line; and a person no longer a user when filtered by.
    expect(page.body.actors).toEqual([
      { id: "command-line", name: "Command line" },
      { id: "system", name: "System" },
      { id: "user-admin", name: "Test admin" },
    ]);
    const gone = await run(activity.loader, getRequest("/admin/activity?person=user-rima", cookie));
    expect(gone.body.actors).toContainEqual({ id: "user-rima", name: "Rima" });
    expect(gone.body.page.total).toBe(3);
    const everything = await run(activity.loader, getRequest("/admin/activity?entity=bogus&page=99", cookie));
    expect(everything.body.page.total).toBe(3);

    const screen = await run(destinationScreen.loader, getRequest("/admin/destinations/bali", cookie), { id: "bali" });
    expect(screen.body.history.map((item: { actionLabel: string; lines: string[] }) => [item.actionLabel, item.lines[0]])).toEqual([
      ["Edited", "Rating 4.8 → 4.2"],
      ["Created", "Title: Bali"],
    ]);
  });
});
