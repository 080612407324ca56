import { beforeEach, expect, test } from "vitest";
import * as account from "~/routes/admin/accounts/account";
import * as login from "~/routes/auth/login";
import * as logout from "~/routes/auth/logout";
import { SIGN_IN_LIMITS } from "~/domain/users";
import { getDb } from "~/server/platform/db.server";
import { createSession, getUser, pruneExpiredSessions, sessionLifetimes } from "~/server/accounts/session.server";
import { changeUserRole, resetUserPassword } from "~/server/accounts/users.server";
import { ORIGIN, run } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import {
  addUser,
  call,
  cookieHeader,
  FIREFOX,
  newBrowser,
  PASSWORD,
  post,
  signIn,
  type Browser,
  type RequestOrigin,
} from "./sign-in-browser";

/**
 * Signing in, sessions, the account page and cross-site refusals (issue #10 items 3–5),
 * through the route modules as the router calls them, on each database.
 */

async function auditActions(): Promise<{ action: string; detail: string | null }[]> {
  // Security events only: creating the test's users is logged too, as a change.
  return getDb().selectFrom("audit_log").select(["action", "detail"]).where("kind", "=", "security").orderBy("at").execute();
}

describeEachDatabase("signing in", () => {
  beforeEach(async () => {
    await getDb().deleteFrom("audit_log").execute();
  });

  test("twenty wrong passwords at once get at most five checks; the rest are refused", async () => {
    await addUser();
    const attacker = newBrowser("203.0.113.9");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signIn(attacker, "rami@example.com", `guess number ${index}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.perEmail);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect(await getDb().selectFrom("sign_in_attempts").select("id").execute()).toHaveLength(
      statuses.filter((status) => status === 401).length,
    );
  }, 60_000);

  test("an attacker's failures never refuse the owner's browser, only unknown ones", async () => {
    await addUser();
    const owner = newBrowser("198.51.100.1");
    expect((await signIn(owner, "rami@example.com", PASSWORD)).status).toBe(302);
    expect([...owner.cookies.keys()].sort()).toEqual(["cw_device", "cw_flash", "cw_session"]);

    const attacker = newBrowser("203.0.113.9");
    for (let index = 0; index < SIGN_IN_LIMITS.perEmail; index++) {
      expect((await signIn(attacker, "rami@example.com", `guess ${index}`)).status).toBe(401);
    }
    expect((await signIn(attacker, "rami@example.com", PASSWORD)).status).toBe(429);
    // Another browser that never signed in to this account, even at the owner's address, is locked out too…
    expect((await signIn(newBrowser("198.51.100.1"), "rami@example.com", PASSWORD)).status).toBe(429);
    // …but the owner's browser signs in with the right password.
    expect((await signIn(owner, "rami@example.com", PASSWORD)).status).toBe(302);
    const actions = (await auditActions()).map((row) => row.action);
    expect(actions.filter((action) => action === "sign-in-failed")).toHaveLength(SIGN_IN_LIMITS.perEmail);
    expect(actions.filter((action) => action === "sign-in-locked")).toHaveLength(1);
    expect(actions.filter((action) => action === "sign-in")).toHaveLength(2);
    const failed = (await auditActions()).find((row) => row.action === "sign-in-failed")!;
    expect(JSON.parse(failed.detail!)).toMatchObject({ email: "rami@example.com" });
    expect(failed.detail).not.toContain("guess");
  }, 60_000);

  test("a password change makes every remembered browser unknown again, a thief's one too (issue #24)", async () => {
    const user = await addUser();
    const thief = newBrowser("203.0.113.50");
    expect((await signIn(thief, "rami@example.com", PASSWORD)).status).toBe(302);
    expect(thief.cookies.has("cw_device")).toBe(true);
    await resetUserPassword(user.id, "a brand new password");
    // The thief's old device cookie no longer gives them failures of their own: they count with every unknown browser.
    for (let index = 0; index < SIGN_IN_LIMITS.perEmail; index++) {
      expect((await signIn(thief, "rami@example.com", `guess ${index}`)).status).toBe(401);
    }
    expect((await signIn(thief, "rami@example.com", "a brand new password")).status).toBe(429);
    expect((await signIn(newBrowser("198.51.100.1"), "rami@example.com", "a brand new password")).status).toBe(429);
    const generation = await getDb()
      .selectFrom("users")
      .select("credential_generation")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Number(generation.credential_generation)).toBe(1);
  }, 60_000);

  test("a failed sign-in for no account leaves no typed e-mail in the audit trail (issue #24)", async () => {
    await addUser();
    const browser = newBrowser("203.0.113.9");
    expect((await signIn(browser, "seven tulips at dawn", "rami@example.com")).status).toBe(401);
    expect((await signIn(browser, "RAMI@example.com", "a wrong password")).status).toBe(401);
    const failed = (await auditActions()).filter((row) => row.action === "sign-in-failed").map((row) => JSON.parse(row.detail!));
    expect(failed).toEqual([
      { account: "unknown", knownDevice: false },
      { email: "rami@example.com", knownDevice: false },
    ]);
    const stored = await getDb().selectFrom("sign_in_attempts").select("email_key").execute();
    expect(JSON.stringify(stored)).not.toMatch(/tulips|rami/i);
  }, 60_000);

  test("a device cookie counts only for the account it was given for", async () => {
    await addUser();
    await addUser("maya@example.com", "editor");
    const browser = newBrowser();
    expect((await signIn(browser, "maya@example.com", PASSWORD)).status).toBe(302);
    for (let index = 0; index < SIGN_IN_LIMITS.perEmail; index++)
      await signIn(newBrowser("203.0.113.9"), "rami@example.com", `guess ${index}`);
    expect((await signIn(browser, "rami@example.com", PASSWORD)).status).toBe(429);
  }, 60_000);

  test("neither the case nor the padding of the e-mail escapes the count", async () => {
    await addUser();
    const attacker = newBrowser("203.0.113.9");
    const spellings = ["rami@example.com", "RAMI@example.com", " rami@EXAMPLE.com ", "Rami@Example.Com\t", "ｒａｍｉ@example.com"];
    for (const email of spellings) expect((await signIn(attacker, email, "a wrong password")).status).toBe(401);
    for (const email of spellings) expect((await signIn(newBrowser(`203.0.113.${email.length}`), email, PASSWORD)).status).toBe(429);
  }, 60_000);

  test("signing in gives a new session id and ends the one the browser held", async () => {
    await addUser();
    const browser = newBrowser();
    await signIn(browser, "rami@example.com", PASSWORD);
    const first = browser.cookies.get("cw_session");
    await signIn(browser, "rami@example.com", PASSWORD);
    expect(browser.cookies.get("cw_session")).not.toBe(first);
    expect(await getDb().selectFrom("sessions").select("id").execute()).toHaveLength(1);
  }, 60_000);

  test("sign-in and sign-out refuse cross-site posts and record the refusal", async () => {
    await addUser();
    const browser = newBrowser();
    const refusals: RequestOrigin[] = [
      { secFetchSite: "cross-site" },
      { origin: "https://evil.example" },
      { origin: null, referer: "https://evil.example/page" },
      { origin: null },
      { origin: "null" },
    ];
    for (const headers of refusals)
      expect((await signIn(browser, "rami@example.com", PASSWORD, headers)).status, JSON.stringify(headers)).toBe(403);
    expect(browser.cookies.size).toBe(0);
    expect((await auditActions()).map((row) => row.action)).toEqual(refusals.map(() => "cross-site-refused"));
    // From this site, with only a Referer (an old browser) or with Sec-Fetch-Site same-origin, it works.
    expect((await signIn(browser, "rami@example.com", PASSWORD, { origin: null, referer: `${ORIGIN}/login` })).status).toBe(302);
    expect((await signIn(browser, "rami@example.com", PASSWORD, { secFetchSite: "same-origin" })).status).toBe(302);
    expect((await call(logout.action, post("/logout", {}, browser, { secFetchSite: "cross-site" }), browser)).status).toBe(403);
    expect((await call(logout.action, post("/logout", {}, browser), browser)).status).toBe(302);
    expect((await auditActions()).map((row) => row.action).slice(-2)).toEqual(["cross-site-refused", "sign-out"]);
  }, 60_000);

  test("an admin form post from another site is refused by the admin gate", async () => {
    await addUser();
    const browser = newBrowser();
    await signIn(browser, "rami@example.com", PASSWORD);
    const cookie = cookieHeader(browser);
    const request = (headers: Record<string, string>) =>
      new Request(`${ORIGIN}/admin/account`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, ...headers },
        body: new URLSearchParams({ intent: "end-other-sessions" }),
      });
    expect((await run(account.action, request({ "Sec-Fetch-Site": "cross-site", Origin: ORIGIN }))).status).toBe(403);
    expect((await run(account.action, request({ Referer: "https://evil.example/" }))).status).toBe(403);
    expect((await run(account.action, request({ Referer: `${ORIGIN}/admin/account` }))).status).toBe(302);
  }, 60_000);

  test("a signed-in user's redirectTo cannot leave the site", async () => {
    await addUser();
    const browser = newBrowser();
    await signIn(browser, "rami@example.com", PASSWORD);
    for (const target of ["%2Fadmin%2F..%2F%2Fevil.example", "/.//evil.example", "/%2e//evil.example", "//evil.example"]) {
      const request = new Request(`${ORIGIN}/login?redirectTo=${encodeURIComponent(decodeURIComponent(target))}`, {
        headers: { Cookie: cookieHeader(browser) },
      });
      const outcome = await run(login.loader, request);
      expect(outcome.location).toBe("/admin");
    }
  }, 60_000);
});

describeEachDatabase("sessions", () => {
  const request = (setCookie: string) => new Request(`${ORIGIN}/admin`, { headers: { Cookie: setCookie.split(";")[0]! } });
  const lastSeen = async () => (await getDb().selectFrom("sessions").select("last_seen_at").executeTakeFirstOrThrow()).last_seen_at;

  test("ends after the idle time, and the idle clock is written at most once a minute", async () => {
    const user = await addUser();
    const { idleMs, touchMs } = sessionLifetimes();
    expect([idleMs, touchMs]).toEqual([30 * 60_000, 60_000]);
    const cookie = await createSession(user.id, { userAgent: FIREFOX });
    const start = new Date(await lastSeen());
    const later = (ms: number) => new Date(start.getTime() + ms);

    expect(await getUser(request(cookie), later(30_000))).not.toBeNull();
    expect(await lastSeen()).toBe(start.toISOString()); // not written: less than a minute
    expect(await getUser(request(cookie), later(61_000))).not.toBeNull();
    expect(await lastSeen()).toBe(later(61_000).toISOString());
    // 29 minutes after that use it is still alive; 30 minutes after, it is gone.
    expect(await getUser(request(cookie), later(61_000 + 29 * 60_000))).not.toBeNull();
    expect(await getUser(request(cookie), later(61_000 + 29 * 60_000 + idleMs))).toBeNull();
    expect(await getDb().selectFrom("sessions").select("id").execute()).toHaveLength(0);
  });

  test("ends twelve hours after signing in however busy it is", async () => {
    const user = await addUser();
    const cookie = await createSession(user.id);
    const start = new Date(await lastSeen()).getTime();
    let at = start;
    for (; at < start + 12 * 3_600_000 - 20 * 60_000; at += 20 * 60_000)
      expect(await getUser(request(cookie), new Date(at))).not.toBeNull();
    expect(await getUser(request(cookie), new Date(start + 12 * 3_600_000))).toBeNull();
  });

  test("expired sessions are deleted by the sweep; live ones stay", async () => {
    const user = await addUser();
    await createSession(user.id);
    await createSession(user.id);
    const [idle] = await getDb().selectFrom("sessions").select("id").execute();
    await getDb()
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where("id", "=", idle!.id)
      .execute();
    await createSession(user.id);
    await getDb()
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "<>", idle!.id)
      .where(
        "created_at",
        "=",
        (await getDb().selectFrom("sessions").select("created_at").orderBy("created_at", "desc").executeTakeFirstOrThrow()).created_at,
      )
      .execute();
    expect(await pruneExpiredSessions()).toBeGreaterThanOrEqual(2);
    expect((await getDb().selectFrom("sessions").select("id").execute()).length).toBeLessThanOrEqual(1);
  });

  test("a new role ends the user's sessions; saving the same role does not", async () => {
    const user = await addUser("maya@example.com", "editor");
    await addUser();
    const cookie = await createSession(user.id);
    expect(await changeUserRole(user.id, "editor")).toBe("ok");
    expect(await getUser(request(cookie))).not.toBeNull();
    expect(await changeUserRole(user.id, "admin")).toBe("ok");
    expect(await getUser(request(cookie))).toBeNull();
  });
});

describeEachDatabase("the account page", () => {
  beforeEach(async () => {
    await getDb().deleteFrom("audit_log").execute();
  });

  async function signedInTwice() {
    const user = await addUser("maya@example.com", "editor");
    const laptop = newBrowser("198.51.100.1");
    const phone = newBrowser("198.51.100.2");
    await signIn(laptop, "maya@example.com", PASSWORD);
    await signIn(phone, "maya@example.com", PASSWORD);
    return { user, laptop, phone };
  }

  const accountPost = (browser: Browser, fields: Record<string, string>) =>
    run(account.action, post("/admin/account", fields, browser), {}, { address: browser.address });

  test("lists the user's own sessions with their browser, this one marked", async () => {
    const { laptop } = await signedInTwice();
    await addUser("rami@example.com");
    await signIn(newBrowser(), "rami@example.com", PASSWORD);
    const outcome = await run(account.loader, new Request(`${ORIGIN}/admin/account`, { headers: { Cookie: cookieHeader(laptop) } }));
    const sessions = outcome.body.sessions as { device: string; current: boolean }[];
    expect(sessions.map((session) => [session.device, session.current]).sort()).toEqual([
      ["Firefox on Windows", false],
      ["Firefox on Windows", true],
    ]);
  }, 60_000);

  test("ends the other sessions and keeps this one", async () => {
    const { laptop, phone } = await signedInTwice();
    const outcome = await accountPost(laptop, { intent: "end-other-sessions" });
    expect(outcome.status).toBe(302);
    expect(outcome.toast).toMatchObject({ title: "Signed out everywhere else", description: "1 session ended." });
    expect(await getUser(post("/", {}, laptop))).not.toBeNull();
    expect(await getUser(post("/", {}, phone))).toBeNull();
    expect((await auditActions()).map((row) => row.action)).toContain("session-ended");
  }, 60_000);

  test("ends one other session, but not someone else's", async () => {
    const { laptop, phone } = await signedInTwice();
    const sessions = await getDb().selectFrom("sessions").select("id").execute();
    await addUser("rami@example.com");
    const stranger = newBrowser();
    await signIn(stranger, "rami@example.com", PASSWORD);
    const others = (await getDb().selectFrom("sessions").select("id").execute()).filter(
      (row) => !sessions.some((mine) => mine.id === row.id),
    );
    expect((await accountPost(stranger, { intent: "end-session", session: sessions[0]!.id })).status).toBe(404);
    expect(await getUser(post("/", {}, phone))).not.toBeNull();
    expect((await accountPost(stranger, { intent: "end-session", session: others[0]!.id })).status).toBe(400);
    expect((await accountPost(laptop, { intent: "unknown" })).status).toBe(400);
  }, 60_000);

  test("changes the password with the current one, which ends the other sessions", async () => {
    const { laptop, phone } = await signedInTwice();
    const wrong = await accountPost(laptop, {
      intent: "change-password",
      currentPassword: "not my password",
      password: "a new and longer phrase",
      confirmPassword: "a new and longer phrase",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ password: { currentPassword: "The current password is not right." } });

    const refusals: [Record<string, string>, Record<string, string>][] = [
      [{ password: "short one" }, { password: "Password must be at least 12 characters" }],
      [
        { password: "password1234" },
        { password: "This password is too common (it appears in lists of leaked passwords). Please choose another." },
      ],
      [{ password: "maya-loves-the-sea" }, { password: "Password must not contain the person's name or e-mail address" }],
      [{ password: "a new and longer phrase", confirmPassword: "something else" }, { confirmPassword: "The two new passwords differ." }],
    ];
    for (const [fields, errors] of refusals) {
      const outcome = await accountPost(laptop, {
        intent: "change-password",
        currentPassword: PASSWORD,
        confirmPassword: fields.password!,
        ...fields,
      });
      expect(outcome.status).toBe(400);
      expect(outcome.body).toEqual({ password: errors });
    }
    expect(await getUser(post("/", {}, phone))).not.toBeNull();

    const changed = await accountPost(laptop, {
      intent: "change-password",
      currentPassword: PASSWORD,
      password: "a new and longer phrase",
      confirmPassword: "a new and longer phrase",
    });
    expect(changed.status).toBe(302);
    expect(changed.toast).toMatchObject({ title: "Password changed", description: "You were signed out of 1 other session." });
    expect(await getUser(post("/", {}, laptop))).not.toBeNull();
    expect(await getUser(post("/", {}, phone))).toBeNull();
    expect((await signIn(newBrowser(), "maya@example.com", PASSWORD)).status).toBe(401);
    expect((await signIn(newBrowser(), "maya@example.com", "a new and longer phrase")).status).toBe(302);
    expect((await auditActions()).map((row) => row.action)).toContain("password-changed");
  }, 120_000);
});
