import { expect, test } from "vitest";
import { getDb } from "~/server/platform/db.server";
import { getEnv } from "~/server/platform/env.server";
import { createSession, getUser } from "~/server/accounts/session.server";
import {
  changeUserRole,
  countUsers,
  createUser,
  deleteUser,
  ensureFirstAdmin,
  getUserById,
  listUsers,
  resetUserPassword,
  verifyCredentials,
  type Role,
} from "~/server/accounts/users.server";
import { describeEachDatabase } from "./databases";

const PASSWORD = "correct-horse-battery";

async function addUser(name: string, role: Role = "admin", email = `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`) {
  const result = await createUser({ name, email, role, password: PASSWORD });
  if (!result.ok) throw new Error(`could not create ${email}`);
  return result.user;
}

function requestWith(setCookie: string): Request {
  return new Request("http://localhost:3000/admin", { headers: { Cookie: setCookie.split(";")[0]! } });
}

describeEachDatabase("users", ({ dialect }) => {
  test("lists users by name ignoring case, with their role and no password", async () => {
    await addUser("zoe", "editor");
    await addUser("Adam");
    await addUser("maya", "editor");
    const users = await listUsers();
    expect(users.map((user) => user.name)).toEqual(["Adam", "maya", "zoe"]);
    expect(users[2]).toMatchObject({ email: "zoe@example.com", role: "editor", lastSignInAt: null });
    expect(users[2]!.createdAt).toBeInstanceOf(Date);
    expect(Object.keys(users[0]!)).not.toContain("password_hash");
    expect(await countUsers()).toBe(3);
  });

  test("refuses a second user with the same e-mail in another case", async () => {
    await addUser("Nadia", "admin", "Nadia@Example.com");
    const again = await createUser({ name: "Other", email: "nadia@EXAMPLE.com", role: "editor", password: PASSWORD });
    expect(again).toEqual({ ok: false, reason: "email-taken" });
    expect(await countUsers()).toBe(1);
  });

  test("two simultaneous sign-ups with one e-mail create one user", async () => {
    const results = await Promise.all(
      ["a@example.com", "A@example.com"].map((email) => createUser({ name: "Twin", email, role: "editor", password: PASSWORD })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await countUsers()).toBe(1);
  });

  test("verifies credentials with the e-mail in any case, and records the sign-in time", async () => {
    const user = await addUser("Rami", "admin", "rami@example.com");
    expect(await verifyCredentials("rami@example.com", "wrong password")).toBeNull();
    expect(await verifyCredentials("nobody@example.com", PASSWORD)).toBeNull();
    expect((await getUserById(user.id))!.lastSignInAt).toBeNull();

    const signedIn = await verifyCredentials(" RAMI@example.com ", PASSWORD);
    expect(signedIn?.id).toBe(user.id);
    const stored = await getUserById(user.id);
    expect(stored!.lastSignInAt).toBeInstanceOf(Date);
    expect(Date.now() - stored!.lastSignInAt!.getTime()).toBeLessThan(60_000);
  });

  test("changes a role, but never makes the last admin an editor", async () => {
    const admin = await addUser("Admin One");
    const editor = await addUser("Ed", "editor");
    expect(await changeUserRole(admin.id, "editor")).toBe("last-admin");
    expect((await getUserById(admin.id))!.role).toBe("admin");

    expect(await changeUserRole(editor.id, "admin")).toBe("ok");
    expect(await changeUserRole(admin.id, "editor")).toBe("ok");
    expect((await getUserById(admin.id))!.role).toBe("editor");
    expect(await changeUserRole("missing", "admin")).toBe("not-found");
  });

  test("deletes a user and their sessions, but not oneself nor the last admin", async () => {
    const admin = await addUser("Admin One");
    const editor = await addUser("Ed", "editor");
    const cookie = await createSession(editor.id);
    expect(await getUser(requestWith(cookie))).not.toBeNull();

    expect(await deleteUser(admin.id, admin.id)).toBe("self");
    expect(await deleteUser(editor.id, admin.id)).toBe("last-admin");
    expect(await getUserById(admin.id)).not.toBeNull();

    expect(await deleteUser(admin.id, editor.id)).toBe("ok");
    expect(await getUserById(editor.id)).toBeNull();
    expect(await getUser(requestWith(cookie))).toBeNull();
    const sessions = await getDb().selectFrom("sessions").selectAll().where("user_id", "=", editor.id).execute();
    expect(sessions).toEqual([]);
    expect(await deleteUser(admin.id, editor.id)).toBe("not-found");
  });

  test("two admins removing each other at the same time leave one admin", async () => {
    const first = await addUser("First");
    const second = await addUser("Second");
    const results = await Promise.all([deleteUser(first.id, second.id), deleteUser(second.id, first.id)]);
    expect(results.sort()).toEqual(["last-admin", "ok"]);
    const admins = (await listUsers()).filter((user) => user.role === "admin");
    expect(admins).toHaveLength(1);
  });

  test("demoting two admins at the same time keeps one admin", async () => {
    const first = await addUser("First");
    const second = await addUser("Second");
    const results = await Promise.all([changeUserRole(first.id, "editor"), changeUserRole(second.id, "editor")]);
    expect(results.sort()).toEqual(["last-admin", "ok"]);
    expect((await listUsers()).filter((user) => user.role === "admin")).toHaveLength(1);
  });

  test("resetting a password ends that user's sessions and only the new password works", async () => {
    const editor = await addUser("Ed", "editor");
    const other = await addUser("Other", "admin");
    const editorCookie = await createSession(editor.id);
    const otherCookie = await createSession(other.id);

    expect(await resetUserPassword(editor.id, "a brand new password")).toBe(true);
    expect(await getUser(requestWith(editorCookie))).toBeNull();
    expect(await getUser(requestWith(otherCookie))).not.toBeNull();
    expect(await verifyCredentials(editor.email, PASSWORD)).toBeNull();
    expect((await verifyCredentials(editor.email, "a brand new password"))?.id).toBe(editor.id);
    expect(await resetUserPassword("missing", "a brand new password")).toBe(false);
    // Six scrypt hashes at N=2^17: a few seconds each on a busy machine.
  }, 60_000);

  test("creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD only when there are no users", async () => {
    const env = { ...getEnv(), ADMIN_EMAIL: "owner@cedar.example", ADMIN_PASSWORD: "first admin password" };
    await ensureFirstAdmin({ ...env, ADMIN_PASSWORD: undefined });
    expect(await countUsers()).toBe(0);

    await ensureFirstAdmin(env);
    const [owner] = await listUsers();
    expect(owner).toMatchObject({ name: "owner", email: "owner@cedar.example", role: "admin" });
    expect((await verifyCredentials("owner@cedar.example", "first admin password"))?.id).toBe(owner!.id);

    await ensureFirstAdmin({ ...env, ADMIN_EMAIL: "second@cedar.example" });
    expect(await countUsers()).toBe(1);
  });

  test(`instances starting together create the first admin once [${dialect}]`, async () => {
    const env = { ...getEnv(), ADMIN_EMAIL: "owner@cedar.example", ADMIN_PASSWORD: "first admin password" };
    await Promise.all([ensureFirstAdmin(env), ensureFirstAdmin(env), ensureFirstAdmin(env)]);
    expect(await countUsers()).toBe(1);
  });

  test("a common ADMIN_PASSWORD stops the first start with a clear message and creates no one (issue #24)", async () => {
    const env = { ...getEnv(), ADMIN_EMAIL: "owner@cedar.example", ADMIN_PASSWORD: "Password123!" };
    await expect(ensureFirstAdmin(env)).rejects.toThrow("ADMIN_PASSWORD is refused: This password is too common");
    expect(await countUsers()).toBe(0);
    await expect(ensureFirstAdmin({ ...env, ADMIN_PASSWORD: "owner.cedar.2026" })).rejects.toThrow(/name or e-mail/);
    expect(await countUsers()).toBe(0);
  });
});
