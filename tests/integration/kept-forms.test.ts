import { expect, test } from "vitest";
import * as layout from "~/routes/admin/layout";
import * as accountTwoFactor from "~/routes/admin/accounts/account-two-factor";
import * as login from "~/routes/auth/login";
import * as loginTwoFactor from "~/routes/auth/login-two-factor";
import { totpCodeAt, totpStep } from "~/domain/two-factor";
import * as tourForm from "~/routes/admin/catalogue/tour-form";
import * as account from "~/routes/admin/accounts/account";
import * as adminData from "~/routes/admin/data/data";
import * as settings from "~/routes/admin/settings/settings";
import * as currencies from "~/routes/admin/settings/settings-currencies";
import * as userScreen from "~/routes/admin/accounts/user";
import { USER_MESSAGES } from "~/content/users";
import { RATE_MESSAGES } from "~/domain/exchange-rate-form";
import { isTwoFactorRequired } from "~/server/platform/settings.server";
import { KEPT_FORM_TEXTS } from "~/content/kept-forms";
import { getDb } from "~/server/platform/db.server";
import { pruneKeptForms, takeKeptForm } from "~/server/platform/kept-forms/kept-forms.server";
import { getTour, updateTour } from "~/server/catalogue/tours.server";
import { createUser, getUserById, renameUser } from "~/server/accounts/users.server";
import { ORIGIN, run, seedDestination, seedTour, type Outcome } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/**
 * A post after the session ended (issue #23 item 2, decision 0041): what was typed is kept for
 * the browser, given back once on its screen after signing in again, never the password, and
 * the version rule still applies. Through the route modules as the router calls them.
 */

const PASSWORD = "seven tulips at dawn";

/** Tests with several sign-ins (each a deliberately slow password hash) on a loaded machine. */
const SLOW = 60_000;

type Browser = { cookies: Map<string, string> };
const newBrowser = (): Browser => ({ cookies: new Map() });
const cookieHeader = (browser: Browser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

function keepCookies(browser: Browser, outcome: Outcome): Outcome {
  for (const setCookie of outcome.headers?.getSetCookie() ?? []) {
    const [pair, ...attributes] = setCookie.split(";");
    const [name, ...value] = pair!.split("=");
    if (attributes.some((attribute) => attribute.trim() === "Max-Age=0")) browser.cookies.delete(name!);
    else browser.cookies.set(name!, value.join("="));
  }
  return outcome;
}

function post(path: string, fields: Record<string, string> | [string, string][], browser: Browser, referer?: string): Request {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN };
  if (browser.cookies.size > 0) headers.Cookie = cookieHeader(browser);
  if (referer) headers.Referer = `${ORIGIN}${referer}`;
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

const get = (path: string, browser: Browser) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookieHeader(browser) } });

async function signIn(browser: Browser, email: string, redirectTo = "/admin"): Promise<Outcome> {
  return keepCookies(browser, await run(login.action, post("/login", { email, password: PASSWORD, redirectTo }, browser)));
}

async function addUser(email: string, role: "admin" | "editor" = "editor") {
  const result = await createUser({ name: email.split("@")[0]!, email, role, password: PASSWORD });
  if (!result.ok) throw new Error("not created");
  return result.user;
}

/** Ends the browser's session as 31 idle minutes would. */
async function idle31Minutes(): Promise<void> {
  await getDb()
    .updateTable("sessions")
    .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
    .execute();
}

const typedTour = (version: number) => ({
  title: "Bali, rewritten after lunch",
  destinationId: "bali",
  image: "/images/tours/bali.svg",
  duration: "9",
  price: "1450",
  groupSize: "12",
  rating: "4.8",
  includedServices: "Flights, Hotel",
  description: "A long description typed for half an hour.",
  version: String(version),
  // Fields a kept form never holds, whatever a form posts.
  password: "not to be kept",
  code: "123456",
});

async function keptRows() {
  return getDb().selectFrom("kept_forms").selectAll().execute();
}

describeEachDatabase("kept forms", () => {
  async function setUp() {
    await addUser("maya@example.com");
    await seedDestination({}, "bali");
    const tour = await seedTour({ title: "Bali Island Escape" });
    const browser = newBrowser();
    await signIn(browser, "maya@example.com");
    const editPath = `/admin/tours/edit/${tour.id}`;
    return { tour, browser, editPath };
  }

  test("a save after the session ended keeps the typed values without the password, saves nothing and asks to sign in again", async () => {
    const { tour, browser, editPath } = await setUp();
    await idle31Minutes();
    const answer = keepCookies(browser, await run(tourForm.action, post(editPath, typedTour(1), browser, editPath), { id: tour.id }));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/login?redirectTo=${encodeURIComponent(editPath)}`);
    expect(answer.toast).toMatchObject({ title: KEPT_FORM_TEXTS.signedOutKept });
    expect((await getTour(tour.id))?.title).toBe("Bali Island Escape");
    const [row, ...others] = await keptRows();
    expect(others).toEqual([]);
    expect(row!.page_path).toBe(editPath);
    expect(row!.form_values).toContain("Bali, rewritten after lunch");
    expect(row!.form_values).not.toContain("not to be kept");
    expect(row!.form_values).not.toContain("123456");
    expect(JSON.parse(row!.form_values)).not.toHaveProperty("password");
  });

  test(
    "signing in again brings the values back once, on their own screen, and saving them saves",
    async () => {
      const { tour, browser, editPath } = await setUp();
      await idle31Minutes();
      keepCookies(browser, await run(tourForm.action, post(editPath, typedTour(1), browser, editPath), { id: tour.id }));
      const signedIn = await signIn(browser, "maya@example.com", editPath);
      expect(signedIn.location).toBe(editPath);

      // Another screen does not take them.
      const elsewhere = keepCookies(browser, await run(layout.loader, get("/admin/tours", browser)));
      expect(elsewhere.body.kept).toBeNull();
      const screen = keepCookies(browser, await run(layout.loader, get(editPath, browser)));
      expect(screen.body.kept.values).toMatchObject({
        title: "Bali, rewritten after lunch",
        description: "A long description typed for half an hour.",
        version: "1",
      });
      expect(screen.body.kept.values).not.toHaveProperty("password");
      const again = await run(layout.loader, get(editPath, browser));
      expect(again.body.kept).toBeNull();
      expect(await keptRows()).toEqual([]);

      const { password: _password, code: _code, ...values } = typedTour(1);
      const saved = await run(tourForm.action, post(editPath, { ...values, ...screen.body.kept.values }, browser, editPath), {
        id: tour.id,
      });
      expect(saved.status).toBe(302);
      expect((await getTour(tour.id))?.title).toBe("Bali, rewritten after lunch");
    },
    SLOW,
  );

  test(
    "kept values of a record changed meanwhile still get the conflict message",
    async () => {
      const { tour, browser, editPath } = await setUp();
      await idle31Minutes();
      keepCookies(browser, await run(tourForm.action, post(editPath, typedTour(1), browser, editPath), { id: tour.id }));
      await updateTour(tour.id, { price: 1500 }, 1);
      await signIn(browser, "maya@example.com", editPath);
      const screen = await run(layout.loader, get(editPath, browser));
      const outcome = await run(tourForm.action, post(editPath, screen.body.kept.values, browser, editPath), { id: tour.id });
      expect(outcome.status).toBe(409);
      expect(outcome.body.problem.description).toBe(
        "This tour was changed by someone else after you opened it. Reload to see the latest version.",
      );
      expect((await getTour(tour.id))?.title).toBe("Bali Island Escape");
    },
    SLOW,
  );

  test("they expire after an hour", async () => {
    const { tour, browser, editPath } = await setUp();
    await idle31Minutes();
    keepCookies(browser, await run(tourForm.action, post(editPath, typedTour(1), browser, editPath), { id: tour.id }));
    const inAnHour = new Date(Date.now() + 61 * 60_000);
    expect(await pruneKeptForms(new Date())).toBe(0);
    expect(await pruneKeptForms(inAnHour)).toBe(1);

    await idle31Minutes();
    keepCookies(browser, await run(tourForm.action, post(editPath, typedTour(1), browser, editPath), { id: tour.id }));
    await signIn(browser, "maya@example.com", editPath);
    const user = await getDb().selectFrom("users").select("id").executeTakeFirstOrThrow();
    expect((await takeKeptForm(get(editPath, browser), user, inAnHour)).kept).toBeNull();
    expect(await keptRows()).toEqual([]);
  });

  test(
    "another browser, or another person on the same browser, cannot read them",
    async () => {
      const { tour, browser, editPath } = await setUp();
      await addUser("omar@example.com");
      await idle31Minutes();
      keepCookies(browser, await run(tourForm.action, post(editPath, typedTour(1), browser, editPath), { id: tour.id }));

      // The same person on another browser: that browser holds no kept form.
      const laptop = newBrowser();
      await signIn(laptop, "maya@example.com", editPath);
      expect((await run(layout.loader, get(editPath, laptop))).body.kept).toBeNull();

      // Someone else signing in on the same browser does not get them; the author still does.
      await signIn(browser, "omar@example.com", editPath);
      expect((await run(layout.loader, get(editPath, browser))).body.kept).toBeNull();
      expect(await keptRows()).toHaveLength(1);
      await signIn(browser, "maya@example.com", editPath);
      expect((await run(layout.loader, get(editPath, browser))).body.kept.values.title).toBe("Bali, rewritten after lunch");
    },
    SLOW,
  );

  test(
    "when the ended session was already swept, the browser's device cookie tells whose values they are",
    async () => {
      const { tour, browser, editPath } = await setUp();
      await addUser("omar@example.com");
      await getDb().deleteFrom("sessions").execute();
      keepCookies(browser, await run(tourForm.action, post(editPath, typedTour(1), browser, editPath), { id: tour.id }));
      expect((await keptRows())[0]!.user_id).toBeNull();
      await signIn(browser, "omar@example.com", editPath);
      expect((await run(layout.loader, get(editPath, browser))).body.kept).toBeNull();
      await signIn(browser, "maya@example.com", editPath);
      expect((await run(layout.loader, get(editPath, browser))).body.kept.values.title).toBe("Bali, rewritten after lunch");
    },
    SLOW,
  );

  test(
    "with two-factor on, the values come back after the second step",
    async () => {
      const { tour, browser, editPath } = await setUp();
      const started = await run(accountTwoFactor.action, post("/admin/account/two-factor", { intent: "start" }, browser));
      expect(started.status).toBe(302);
      const setUpPage = await run(accountTwoFactor.loader, get("/admin/account/two-factor", browser));
      const secret = String(setUpPage.body.setUp.secret).replace(/\s/g, "");
      const confirmCode = totpCodeAt(secret, totpStep(new Date()) - 1);
      expect(
        (await run(accountTwoFactor.action, post("/admin/account/two-factor", { intent: "confirm", code: confirmCode }, browser))).status,
      ).toBe(200);

      await idle31Minutes();
      keepCookies(browser, await run(tourForm.action, post(editPath, typedTour(1), browser, editPath), { id: tour.id }));
      const firstStep = await signIn(browser, "maya@example.com", editPath);
      expect(firstStep.location).toMatch(/^\/login\/two-factor/);
      const secondStep = keepCookies(
        browser,
        await run(loginTwoFactor.action, post("/login/two-factor", { code: totpCodeAt(secret, totpStep(new Date())) }, browser)),
      );
      expect(secondStep.location).toBe(editPath);
      expect((await run(layout.loader, get(editPath, browser))).body.kept.values.title).toBe("Bali, rewritten after lunch");
    },
    SLOW,
  );

  test("a post with no session at all still gets 401, and one that holds nothing typed keeps nothing", async () => {
    const { tour, browser, editPath } = await setUp();
    const anonymous = await run(tourForm.action, post(editPath, typedTour(1), newBrowser()), { id: tour.id });
    expect(anonymous.status).toBe(401);
    await idle31Minutes();
    const answer = await run(tourForm.action, post(editPath, { intent: "publish", id: tour.id, version: "1" }, browser, editPath), {
      id: tour.id,
    });
    expect(answer.status).toBe(302);
    expect(answer.toast).toMatchObject({ title: KEPT_FORM_TEXTS.signedOut });
    expect(await keptRows()).toEqual([]);
  });

  test(
    "a display name kept on the account saves after signing in again",
    async () => {
      const maya = await addUser("maya@example.com");
      const browser = newBrowser();
      await signIn(browser, "maya@example.com");
      await idle31Minutes();
      const typed = { intent: "rename", name: "Maya (Dakar desk)", version: String(maya.version) };
      const answer = keepCookies(browser, await run(account.action, post("/admin/account", typed, browser, "/admin/account")));
      expect(answer.toast).toMatchObject({ title: KEPT_FORM_TEXTS.signedOutKept });
      await signIn(browser, "maya@example.com", "/admin/account");
      const kept = (await run(layout.loader, get("/admin/account", browser))).body.kept.values;
      expect(kept).toEqual(typed);
      expect((await run(account.action, post("/admin/account", kept, browser, "/admin/account"))).status).toBe(302);
      expect((await getUserById(maya.id))?.name).toBe("Maya (Dakar desk)");
    },
    SLOW,
  );

  test(
    "an admin's kept rename of a user renamed meanwhile meets the conflict message",
    async () => {
      const maya = await addUser("maya@example.com");
      await addUser("omar@example.com", "admin");
      const admin = newBrowser();
      await signIn(admin, "omar@example.com");
      const screen = `/admin/users/${maya.id}`;
      const current = (await getUserById(maya.id))!;
      await idle31Minutes();
      const stale = { intent: "rename", name: "Maya Ndiaye", version: String(current.version) };
      keepCookies(admin, await run(userScreen.action, post(screen, stale, admin, screen), { id: maya.id }));
      await renameUser(maya.id, "Maya N.", current.version);
      await signIn(admin, "omar@example.com", screen);
      const keptStale = (await run(layout.loader, get(screen, admin))).body.kept.values;
      const refused = await run(userScreen.action, post(screen, keptStale, admin, screen), { id: maya.id });
      expect(refused.status).toBe(409);
      expect(refused.body.name.errors.form).toBe(USER_MESSAGES.nameStaleNow("Maya N."));
      expect((await getUserById(maya.id))?.name).toBe("Maya N.");
    },
    SLOW,
  );

  test(
    "a password change, ending a session and a data import keep nothing, and the sign-in page says so",
    async () => {
      await addUser("omar@example.com", "admin");
      const browser = newBrowser();
      await signIn(browser, "omar@example.com");
      await idle31Minutes();
      const posts: [Parameters<typeof run>[0], Request][] = [
        [
          account.action,
          post(
            "/admin/account",
            { intent: "change-password", username: "omar@example.com", currentPassword: PASSWORD, password: "x", confirmPassword: "x" },
            browser,
            "/admin/account",
          ),
        ],
        [account.action, post("/admin/account", { intent: "end-session", session: "a-session-id" }, browser, "/admin/account")],
      ];
      const form = new FormData();
      form.set("intent", "apply");
      form.set("catalogue", JSON.stringify({ format: "catalogue", destinations: [] }));
      form.set("conflicts", "refuse");
      const cookie = cookieHeader(browser);
      posts.push([
        adminData.action,
        new Request(`${ORIGIN}/admin/data`, {
          method: "POST",
          headers: { Origin: ORIGIN, Cookie: cookie, Referer: `${ORIGIN}/admin/data` },
          body: form,
        }),
      ]);
      for (const [action, request] of posts) {
        const answer = await run(action, request);
        expect(answer.status).toBe(302);
        expect(answer.toast).toMatchObject({ title: KEPT_FORM_TEXTS.signedOut });
      }
      expect(await keptRows()).toEqual([]);
    },
    SLOW,
  );

  test(
    "the two-factor rule is kept whether it was being switched on or off",
    async () => {
      await addUser("omar@example.com", "admin");
      const browser = newBrowser();
      await signIn(browser, "omar@example.com");
      // Off: the switch posts nothing, the hidden field stands for it.
      expect(
        (
          await run(
            settings.action,
            post(
              "/admin/settings",
              [
                ["intent", "save"],
                ["requireTwoFactor", "off"],
              ],
              browser,
            ),
          )
        ).status,
      ).toBe(302);
      expect(await isTwoFactorRequired()).toBe(false);
      // On: "on" after the hidden "off" is read (here refused, as the admin has no two-factor of their own yet).
      const on = await run(
        settings.action,
        post(
          "/admin/settings",
          [
            ["intent", "save"],
            ["requireTwoFactor", "off"],
            ["requireTwoFactor", "on"],
          ],
          browser,
        ),
      );
      expect(on.status).toBe(409);
      await idle31Minutes();
      const answer = await run(
        settings.action,
        post(
          "/admin/settings",
          [
            ["intent", "save"],
            ["requireTwoFactor", "off"],
          ],
          browser,
          "/admin/settings",
        ),
      );
      expect(answer.toast).toMatchObject({ title: KEPT_FORM_TEXTS.signedOutKept });
      expect(JSON.parse((await keptRows())[0]!.form_values)).toEqual({ intent: "save", requireTwoFactor: "off" });
    },
    SLOW,
  );

  test(
    "a kept exchange rate meets the stale message when another rate was added meanwhile",
    async () => {
      await addUser("omar@example.com", "admin");
      await addUser("awa@example.com", "admin");
      const browser = newBrowser();
      await signIn(browser, "omar@example.com");
      const path = "/admin/settings/currencies";
      const { latestId } = (await run(currencies.loader, get(path, browser))).body;
      await idle31Minutes();
      const typed = { intent: "add-rate", latestId, currency: "XOF", rate: "600", appliesFrom: "2026-12-01" };
      keepCookies(browser, await run(currencies.action, post(path, typed, browser, path)));
      const other = newBrowser();
      await signIn(other, "awa@example.com");
      const added = await run(currencies.action, post(path, { ...typed, rate: "605" }, other, path));
      expect(added.status).toBe(302);
      await signIn(browser, "omar@example.com", path);
      const kept = (await run(layout.loader, get(path, browser))).body.kept.values;
      expect(kept).toEqual(typed);
      const refused = await run(currencies.action, post(path, kept, browser, path));
      expect(refused.status).toBe(409);
      expect(refused.body.problem.description).toBe(RATE_MESSAGES.stale);
    },
    SLOW,
  );
});
