import { expect, test } from "vitest";
import * as accountTwoFactor from "~/routes/admin/accounts/account-two-factor";
import * as dashboard from "~/routes/admin/dashboard";
import * as settings from "~/routes/admin/settings/settings";
import * as tours from "~/routes/admin/catalogue/tours";
import * as users from "~/routes/admin/accounts/users";
import * as login from "~/routes/auth/login";
import * as loginTwoFactor from "~/routes/auth/login-two-factor";
import { TWO_FACTOR_LIMITS, totpCodeAt, totpStep } from "~/domain/two-factor";
import { getDb } from "~/server/platform/db.server";
import { createRequestContext } from "~/server/platform/request-context.server";
import { createSession } from "~/server/accounts/session.server";
import { isTwoFactorRequired } from "~/server/platform/settings.server";
import { createHash } from "node:crypto";
import {
  checkSecondFactor,
  decryptTotpSecret,
  encryptTotpSecret,
  getTwoFactorStatus,
  replaceRecoveryCodes,
  upgradeRecoveryCodeHashes,
} from "~/server/accounts/two-factor.server";
import { readPendingSignIn, startPendingSignIn } from "~/server/accounts/two-factor-pending.server";
import { createUser } from "~/server/accounts/users.server";
import { getRequest, ORIGIN, postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

const PASSWORD = "correct-horse-battery";
// The audit rows are asserted in the database; their copy on standard output would only be noise here.
process.env.AUDIT_STDOUT = "0";

type Answer = { status: number; location: string | null; cookies: string[]; body: any };

/** Calls a sign-in page's action as the router would, keeping the cookies it sets (run() drops them). */
async function call(handler: (args: any) => Promise<unknown>, request: Request): Promise<Answer> {
  let result: unknown;
  try {
    result = await handler({ request, params: {}, context: createRequestContext("203.0.113.7") });
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const cookies = result.headers.getSetCookie().map((value) => value.split(";")[0]!);
    return { status: result.status, location: result.headers.get("Location"), cookies, body: await result.text() };
  }
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, cookies: [], body: data };
}

function cookieNamed(answer: Answer, name: string): string | undefined {
  return answer.cookies.find((cookie) => cookie.startsWith(`${name}=`) && cookie.length > name.length + 1);
}

async function addStaff(name: string, role: "admin" | "editor" = "editor", password = PASSWORD) {
  const result = await createUser({ name, email: `${name.toLowerCase()}@example.com`, role, password });
  if (!result.ok) throw new Error("user not created");
  return result.user;
}

async function secretOf(userId: string): Promise<string> {
  const row = await getDb().selectFrom("user_two_factor").select("secret").where("user_id", "=", userId).executeTakeFirstOrThrow();
  return decryptTotpSecret(userId, row.secret)!;
}

/** Turns two-factor on through the set-up page, as the user would; returns the secret and the recovery codes. */
async function setUpTwoFactor(cookie: string, userId: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await run(accountTwoFactor.action, postRequest("/admin/account/two-factor", { intent: "start" }, { cookie }));
  expect(started.status).toBe(302);
  const page = await run(accountTwoFactor.loader, getRequest("/admin/account/two-factor", cookie));
  const secret = String(page.body.setUp.secret).replace(/\s/g, "");
  expect(secret).toBe(await secretOf(userId));
  expect(page.body.setUp.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
  expect(page.body.setUp.qrSvg).not.toMatch(/<script|style=|href=/i);
  const code = totpCodeAt(secret, totpStep(new Date()) - 1);
  const confirmed = await run(accountTwoFactor.action, postRequest("/admin/account/two-factor", { intent: "confirm", code }, { cookie }));
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}

function signInRequest(email: string, redirectTo = "/admin/tours") {
  return postRequest("/login", { email, password: PASSWORD, redirectTo });
}

function secondStep(pendingCookie: string, code: string) {
  return postRequest("/login/two-factor", { code }, { cookie: pendingCookie });
}

async function sessionCount(userId: string): Promise<number> {
  return (await getDb().selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).length;
}

async function auditActions(entityId: string): Promise<string[]> {
  const rows = await getDb()
    .selectFrom("audit_log")
    .select("action")
    .where("entity_id", "=", entityId)
    // Security events only: creating the test's users is logged too, as a change.
    .where("kind", "=", "security")
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.action);
}

describeEachDatabase("two-factor sign-in", () => {
  test("set-up: a wrong first code is refused; the right one turns it on and gives ten recovery codes, kept hashed", async () => {
    const cookie = await signedInCookie("editor");
    await run(accountTwoFactor.action, postRequest("/admin/account/two-factor", { intent: "start" }, { cookie }));
    const secret = await secretOf("user-editor");
    const wrongCode = String((Number(totpCodeAt(secret, totpStep(new Date()))) + 500_000) % 1_000_000).padStart(6, "0");
    const wrong = await run(
      accountTwoFactor.action,
      postRequest("/admin/account/two-factor", { intent: "confirm", code: wrongCode }, { cookie }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldError).toEqual({
      intent: "confirm",
      message: "That code is not right. Check the code in your app and try again.",
    });
    expect((await getTwoFactorStatus("user-editor")).state).toBe("setting-up");

    const confirmed = await run(
      accountTwoFactor.action,
      postRequest("/admin/account/two-factor", { intent: "confirm", code: totpCodeAt(secret, totpStep(new Date())) }, { cookie }),
    );
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const status = await getTwoFactorStatus("user-editor");
    expect(status).toMatchObject({ state: "on", recoveryCodesLeft: 10 });
    // Nothing readable at rest: the secret is encrypted, the codes are hashes.
    const stored = await getDb().selectFrom("user_two_factor").select("secret").executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret);
    const hashes = await getDb().selectFrom("recovery_codes").select("code_hash").execute();
    const plain = codes.map((code) => code.replace("-", ""));
    for (const { code_hash } of hashes) expect(plain.some((code) => code_hash.includes(code))).toBe(false);
    expect(await auditActions("user-editor")).toEqual(["two-factor-failed", "two-factor-enabled"]);
  });

  test("the secret is bound to its user: copied to another user's row it cannot be read", () => {
    const stored = encryptTotpSecret("user-a", "JBSWY3DPEHPK3PXP");
    expect(decryptTotpSecret("user-a", stored)).toBe("JBSWY3DPEHPK3PXP");
    expect(decryptTotpSecret("user-b", stored)).toBeNull();
    expect(decryptTotpSecret("user-a", stored.slice(0, -2) + "AA")).toBeNull();
  });

  test("signing in with two-factor on: the password alone starts no session; the code does, once", async () => {
    const user = await addStaff("Rima");
    const cookie = (await createSession(user.id)).split(";")[0]!;
    const { secret } = await setUpTwoFactor(cookie, user.id);
    await getDb().deleteFrom("sessions").execute();

    const password = await call(login.action, signInRequest("rima@example.com"));
    expect(password.status).toBe(302);
    expect(password.location).toBe("/login/two-factor");
    expect(cookieNamed(password, "cw_session")).toBeUndefined();
    const pending = cookieNamed(password, "cw_two_factor")!;
    expect(pending).toBeDefined();
    expect(await sessionCount(user.id)).toBe(0);

    const shown = await call(loginTwoFactor.loader, getRequest("/login/two-factor", pending));
    expect(shown.status).toBe(200);

    // The set-up used the previous step's code; this one is new.
    const code = totpCodeAt(secret, totpStep(new Date()));
    const signedIn = await call(loginTwoFactor.action, secondStep(pending, code));
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/admin/tours");
    expect(cookieNamed(signedIn, "cw_session")).toBeDefined();
    expect(await sessionCount(user.id)).toBe(1);

    // The same code again, after a new password step: refused as already used.
    const again = await call(login.action, signInRequest("rima@example.com"));
    const replayed = await call(loginTwoFactor.action, secondStep(cookieNamed(again, "cw_two_factor")!, code));
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ error: "That code was already used. Wait for your app to show a new one and enter that." });
    expect(cookieNamed(replayed, "cw_session")).toBeUndefined();
    expect(await sessionCount(user.id)).toBe(1);
    expect(await auditActions(user.id)).toEqual(["two-factor-enabled", "sign-in", "two-factor-failed"]);
  });

  test("a recovery code signs in once, in any case and without its hyphen", async () => {
    const user = await addStaff("Omar");
    const cookie = (await createSession(user.id)).split(";")[0]!;
    const { recoveryCodes } = await setUpTwoFactor(cookie, user.id);

    const first = await call(login.action, signInRequest("omar@example.com"));
    const used = await call(
      loginTwoFactor.action,
      secondStep(cookieNamed(first, "cw_two_factor")!, recoveryCodes[3]!.toUpperCase().replace("-", "")),
    );
    expect(used.status).toBe(302);
    expect(cookieNamed(used, "cw_session")).toBeDefined();
    expect(await getTwoFactorStatus(user.id)).toMatchObject({ recoveryCodesLeft: 9 });

    const second = await call(login.action, signInRequest("omar@example.com"));
    const reused = await call(loginTwoFactor.action, secondStep(cookieNamed(second, "cw_two_factor")!, recoveryCodes[3]!));
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ error: "That recovery code is not right, or it was already used." });
    expect((await auditActions(user.id)).slice(1)).toEqual(["sign-in", "recovery-code-used", "two-factor-failed"]);
  });

  test("the second step refuses a missing, malformed, forged or expired pending sign-in", async () => {
    const user = await addStaff("Lina");
    const cookie = (await createSession(user.id)).split(";")[0]!;
    const { secret } = await setUpTwoFactor(cookie, user.id);
    const password = await call(login.action, signInRequest("lina@example.com"));
    const pending = cookieNamed(password, "cw_two_factor")!;

    const empty = await call(loginTwoFactor.action, secondStep(pending, "12 34"));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: "Please enter the 6-digit code from your app, or a recovery code." });

    const code = totpCodeAt(secret, totpStep(new Date()));
    for (const forged of [undefined, "cw_two_factor=forged", pending.slice(0, -3) + "abc"]) {
      const answer = await call(loginTwoFactor.action, postRequest("/login/two-factor", { code }, { cookie: forged }));
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/login");
      expect(cookieNamed(answer, "cw_session")).toBeUndefined();
      expect((await call(loginTwoFactor.loader, getRequest("/login/two-factor", forged))).location).toBe("/login");
    }
    // A signed pending sign-in is worth five minutes.
    const old = (await startPendingSignIn({ userId: user.id, redirectTo: "/admin" }, new Date(Date.now() - 6 * 60_000))).split(";")[0]!;
    expect(await readPendingSignIn(new Request(ORIGIN, { headers: { Cookie: old } }))).toBeNull();
    expect((await call(loginTwoFactor.action, secondStep(old, code))).location).toBe("/login");
  });

  test("wrong codes are counted atomically: twenty at once get five checks, then even the right code waits", async () => {
    const user = await addStaff("Maya");
    const cookie = (await createSession(user.id)).split(";")[0]!;
    const { secret } = await setUpTwoFactor(cookie, user.id);
    const pending = cookieNamed(await call(login.action, signInRequest("maya@example.com")), "cw_two_factor")!;
    const right = totpCodeAt(secret, totpStep(new Date()));
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");

    const answers = await Promise.all(Array.from({ length: 20 }, () => call(loginTwoFactor.action, secondStep(pending, wrong))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(TWO_FACTOR_LIMITS.perUser);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - TWO_FACTOR_LIMITS.perUser);

    const refused = await call(loginTwoFactor.action, secondStep(pending, right));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("Too many wrong codes. Please wait 15 minutes and try again.");
    expect(await sessionCount(user.id)).toBe(1);
  });

  test("each lock in a row lasts twice as long; failures older than the window are forgotten; a right code starts afresh", async () => {
    const user = await addStaff("Nour");
    const cookie = (await createSession(user.id)).split(";")[0]!;
    const { secret } = await setUpTwoFactor(cookie, user.id);
    const start = new Date(Date.now() + 60_000);
    const minutes = (count: number) => new Date(start.getTime() + count * 60_000);
    const wrongAt = (at: Date) => String((Number(totpCodeAt(secret, totpStep(at))) + 1) % 1_000_000).padStart(6, "0");
    const tryAt = (at: Date, code = wrongAt(at)) => checkSecondFactor(user.id, code, { at, allowRecovery: true });

    // Four failures, then the window passes: the count starts again.
    for (let index = 0; index < 4; index++) expect(await tryAt(start)).toEqual({ ok: false, reason: "wrong" });
    for (let index = 0; index < 4; index++) expect(await tryAt(minutes(16))).toEqual({ ok: false, reason: "wrong" });
    expect(await tryAt(minutes(16))).toEqual({ ok: false, reason: "wrong" });
    expect(await tryAt(minutes(17))).toEqual({ ok: false, reason: "throttled", retryAfterSeconds: 14 * 60 });
    // The lock ends after 15 minutes; five more failures lock it for 30.
    for (let index = 0; index < 5; index++) expect((await tryAt(minutes(31))).ok).toBe(false);
    expect(await tryAt(minutes(31))).toEqual({ ok: false, reason: "throttled", retryAfterSeconds: 30 * 60 });
    expect((await tryAt(minutes(60), totpCodeAt(secret, totpStep(minutes(60))))).ok).toBe(false);
    // A right code once the lock is over gives the whole allowance back.
    expect(await tryAt(minutes(61), totpCodeAt(secret, totpStep(minutes(61))))).toEqual({ ok: true, used: "totp" });
    for (let index = 0; index < 4; index++) expect(await tryAt(minutes(62))).toEqual({ ok: false, reason: "wrong" });
    expect(await tryAt(minutes(62))).toEqual({ ok: false, reason: "wrong" });
    expect(await tryAt(minutes(62))).toEqual({ ok: false, reason: "throttled", retryAfterSeconds: 15 * 60 });
  });

  test("turning off and making new recovery codes need a current code or the password", async () => {
    const user = await addStaff("Sami");
    const cookie = (await createSession(user.id)).split(";")[0]!;
    const { secret, recoveryCodes } = await setUpTwoFactor(cookie, user.id);
    const post = (fields: Record<string, string>) =>
      run(accountTwoFactor.action, postRequest("/admin/account/two-factor", fields, { cookie }));

    expect((await post({ intent: "new-codes", proof: "" })).status).toBe(400);
    const wrongProof = await post({ intent: "turn-off", proof: "not my password" });
    expect(wrongProof.status).toBe(400);
    expect(wrongProof.body.fieldError).toEqual({ intent: "turn-off", message: "That code or password is not right." });

    const fresh = await post({ intent: "new-codes", proof: totpCodeAt(secret, totpStep(new Date())) });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    expect(fresh.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect(await getTwoFactorStatus(user.id)).toMatchObject({ state: "on", recoveryCodesLeft: 10 });

    const off = await post({ intent: "turn-off", proof: PASSWORD });
    expect(off.status).toBe(302);
    expect(await getTwoFactorStatus(user.id)).toEqual({ state: "off" });
    expect(await getDb().selectFrom("recovery_codes").select("id").execute()).toEqual([]);
    // Signing in is back to the password alone.
    const password = await call(login.action, signInRequest("sami@example.com"));
    expect(password.location).toBe("/admin/tours");
    expect(cookieNamed(password, "cw_session")).toBeDefined();
    expect((await auditActions(user.id)).filter((action) => action !== "two-factor-failed")).toEqual([
      "two-factor-enabled",
      "recovery-codes-replaced",
      "two-factor-disabled",
      "sign-in",
    ]);
  });

  test("a password that looks like a recovery code still proves it is the user where a password is asked for", async () => {
    const user = await addStaff("Hadi", "editor", "sunshine22");
    const cookie = (await createSession(user.id)).split(";")[0]!;
    await setUpTwoFactor(cookie, user.id);
    const off = await run(
      accountTwoFactor.action,
      postRequest("/admin/account/two-factor", { intent: "turn-off", proof: "sunshine22" }, { cookie }),
    );
    expect(off.status).toBe(302);
    expect(await getTwoFactorStatus(user.id)).toEqual({ state: "off" });
  });

  test("requiring it for all staff: only an admin who has it may turn it on; staff without it may only set it up", async () => {
    const adminCookie = await signedInCookie("admin");
    const editorCookie = await signedInCookie("editor");
    const save = (on: boolean) =>
      run(
        settings.action,
        postRequest("/admin/settings", { intent: "save", ...(on ? { requireTwoFactor: "on" } : {}) }, { cookie: adminCookie }),
      );

    const refused = await save(true);
    expect(refused.status).toBe(409);
    expect(await isTwoFactorRequired()).toBe(false);

    await setUpTwoFactor(adminCookie, "user-admin");
    expect((await save(true)).status).toBe(302);
    expect(await isTwoFactorRequired()).toBe(true);
    const change = await getDb().selectFrom("audit_log").selectAll().where("entity", "=", "setting").executeTakeFirstOrThrow();
    expect(change).toMatchObject({ kind: "change", action: "update", entity_id: "require_two_factor", actor_id: "user-admin" });
    expect(JSON.parse(change.changes!)).toEqual({ value: [null, "1"] });

    // The editor's pages send them to the set-up, keeping where they were going; their posts are refused.
    const page = await run(tours.loader, getRequest("/admin/tours?page=2", editorCookie));
    expect(page.status).toBe(302);
    expect(page.location).toBe("/admin/account/two-factor?redirectTo=%2Fadmin%2Ftours%3Fpage%3D2");
    expect((await run(dashboard.loader, getRequest("/admin", editorCookie))).location).toMatch(/^\/admin\/account\/two-factor/);
    const post = await run(tours.action ?? dashboard.loader, postRequest("/admin/tours", { intent: "delete" }, { cookie: editorCookie }));
    expect(post.status).toBe(403);
    const setUpPage = await run(accountTwoFactor.loader, getRequest("/admin/account/two-factor?redirectTo=%2Fadmin%2Ftours", editorCookie));
    expect(setUpPage.status).toBe(200);
    expect(setUpPage.body).toMatchObject({ mustSetUp: true, continueTo: "/admin/tours" });

    await setUpTwoFactor(editorCookie, "user-editor");
    expect((await run(tours.loader, getRequest("/admin/tours", editorCookie))).status).toBe(200);
    // Required, so it cannot be turned off.
    const off = await run(
      accountTwoFactor.action,
      postRequest("/admin/account/two-factor", { intent: "turn-off", proof: PASSWORD }, { cookie: editorCookie }),
    );
    expect(off.status).toBe(409);
    expect((await getTwoFactorStatus("user-editor")).state).toBe("on");

    expect((await save(false)).status).toBe(302);
    expect(await isTwoFactorRequired()).toBe(false);
  });

  test("an admin resets a user's two-factor: it is off and the user is signed out everywhere; not one's own", async () => {
    const adminCookie = await signedInCookie("admin");
    const editorCookie = await signedInCookie("editor");
    await setUpTwoFactor(editorCookie, "user-editor");
    await setUpTwoFactor(adminCookie, "user-admin");
    const listed = await run(users.loader, getRequest("/admin/users", adminCookie));
    expect(listed.body.users.map((row: { twoFactor: boolean }) => row.twoFactor)).toEqual([true, true]);

    const reset = await run(
      users.action,
      postRequest("/admin/users", { intent: "reset-two-factor", id: "user-editor" }, { cookie: adminCookie }),
    );
    expect(reset.status).toBe(302);
    expect(reset.toast).toMatchObject({ title: "Two-factor reset" });
    expect(await getTwoFactorStatus("user-editor")).toEqual({ state: "off" });
    expect(await sessionCount("user-editor")).toBe(0);
    const event = await getDb().selectFrom("audit_log").selectAll().where("action", "=", "two-factor-reset").executeTakeFirstOrThrow();
    expect(event).toMatchObject({ kind: "security", entity_id: "user-editor", actor_id: "user-admin" });

    const again = await run(
      users.action,
      postRequest("/admin/users", { intent: "reset-two-factor", id: "user-editor" }, { cookie: adminCookie }),
    );
    expect(again.status).toBe(409);
    const self = await run(
      users.action,
      postRequest("/admin/users", { intent: "reset-two-factor", id: "user-admin" }, { cookie: adminCookie }),
    );
    expect(self.status).toBe(400);
    expect((await getTwoFactorStatus("user-admin")).state).toBe("on");
  });

  test("recovery codes are kept as scrypt hashes, not a fast hash a stolen table gives away (issue #24)", async () => {
    const user = await addStaff("Hana");
    const cookie = (await createSession(user.id)).split(";")[0]!;
    const { recoveryCodes } = await setUpTwoFactor(cookie, user.id);
    const sha256 = (code: string) =>
      createHash("sha256")
        .update(`${user.id}:${code.replace("-", "")}`)
        .digest("hex");
    const rows = await getDb().selectFrom("recovery_codes").select("code_hash").where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(10);
    for (const { code_hash } of rows) {
      expect(code_hash).toMatch(/^r1\$[\w-]{16}\$[\w-]{32}$/);
      expect(recoveryCodes.map(sha256)).not.toContain(code_hash);
    }
    expect(await checkSecondFactor(user.id, recoveryCodes[2], { allowRecovery: true })).toEqual({ ok: true, used: "recovery" });
    expect(await checkSecondFactor(user.id, recoveryCodes[2], { allowRecovery: true })).toEqual({ ok: false, reason: "wrong" });
    expect(await checkSecondFactor(user.id, "abcde-fghij", { allowRecovery: true })).toEqual({ ok: false, reason: "wrong" });
    // The same code sent twice at once signs in once.
    const both = await Promise.all([0, 1].map(() => checkSecondFactor(user.id, recoveryCodes[7], { allowRecovery: true })));
    expect(both.filter((answer) => answer.ok)).toHaveLength(1);
    expect(await getTwoFactorStatus(user.id)).toMatchObject({ recoveryCodesLeft: 8 });
  });

  test("recovery codes kept as SHA-256 before still work, and a start wraps them in scrypt (issue #24)", async () => {
    const user = await addStaff("Karim");
    const cookie = (await createSession(user.id)).split(";")[0]!;
    await setUpTwoFactor(cookie, user.id);
    // Codes as the version before issue #24 stored them.
    const codes = (await replaceRecoveryCodes(user.id)).map((code) => code.replace("-", ""));
    const sha256 = (code: string) => createHash("sha256").update(`${user.id}:${code}`).digest("hex");
    const ids = await getDb().selectFrom("recovery_codes").select("id").where("user_id", "=", user.id).orderBy("id").execute();
    for (const [index, { id }] of ids.entries())
      await getDb()
        .updateTable("recovery_codes")
        .set({ code_hash: sha256(codes[index]!) })
        .where("id", "=", id)
        .execute();
    const idOf = async (code: string) =>
      (await getDb().selectFrom("recovery_codes").select("id").where("code_hash", "=", sha256(code)).executeTakeFirstOrThrow()).id;
    const spentBefore = codes[0]!;
    const spentId = await idOf(spentBefore);
    expect(await checkSecondFactor(user.id, spentBefore, { allowRecovery: true })).toEqual({ ok: true, used: "recovery" });

    expect(await upgradeRecoveryCodeHashes()).toBe(10);
    expect(await upgradeRecoveryCodeHashes()).toBe(0);
    const rows = await getDb().selectFrom("recovery_codes").select(["id", "code_hash", "used_at"]).where("user_id", "=", user.id).execute();
    for (const row of rows) expect(row.code_hash).toMatch(/^w1\$/);
    expect(rows.find((row) => row.id === spentId)?.used_at).not.toBeNull();
    expect(await checkSecondFactor(user.id, codes[5], { allowRecovery: true })).toEqual({ ok: true, used: "recovery" });
    expect(await checkSecondFactor(user.id, codes[5], { allowRecovery: true })).toEqual({ ok: false, reason: "wrong" });
    expect(await checkSecondFactor(user.id, spentBefore, { allowRecovery: true })).toEqual({ ok: false, reason: "wrong" });
    expect(await getTwoFactorStatus(user.id)).toMatchObject({ recoveryCodesLeft: 8 });
  });
});
