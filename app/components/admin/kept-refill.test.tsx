import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { expect, test } from "vitest";
import { KEPT_FORM_TEXTS } from "~/content/kept-forms";
import type { FormValues } from "~/domain/form-fields";
import AccountScreen from "~/routes/admin/accounts/account";
import CurrenciesScreen from "~/routes/admin/settings/settings-currencies";
import SettingsScreen from "~/routes/admin/settings/settings";
import UserScreen from "~/routes/admin/accounts/user";
import UsersScreen from "~/routes/admin/accounts/users";
import { KeptFormNotice } from "./kept-form";

/*
 * The users, account and settings screens fill their forms with the values kept when a save
 * arrived after the session ended (issue #23 item 2, decision 0041): rendered as the server
 * renders them after signing in again, with the admin layout's `kept` as its loader gives it.
 */

const OFFICES = [
  { id: "abidjan", name: "Abidjan", timeZone: "Africa/Abidjan" },
  { id: "beirut", name: "Beirut", timeZone: "Asia/Beirut" },
];

/** A screen (a route module's default export; the stub gives it its loader data) under the admin layout's notice. */
function render(path: string, screen: unknown, loaderData: unknown, kept: FormValues | null, keptPath = path): string {
  const Stub = createRoutesStub([
    {
      id: "routes/admin/layout",
      path: "/admin",
      Component: () => (
        <>
          <KeptFormNotice />
          <Outlet />
        </>
      ),
      children: [{ id: "screen", path: path.replace(/^\/admin\//, ""), Component: screen as ComponentType }],
    },
  ]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={[path]}
      hydrationData={{
        loaderData: {
          "routes/admin/layout": { kept: kept ? { pagePath: keptPath, formPath: keptPath, values: kept } : null },
          screen: loaderData,
        },
      }}
    />,
  );
}

/** The markup of the form that posts this intent. */
function formOf(page: string, intent: string): string {
  const form = page.match(/<form[\s\S]*?<\/form>/g)?.find((markup) => markup.includes(`name="intent" value="${intent}"`));
  if (!form) throw new Error(`no form for ${intent}`);
  return form;
}

/** The starting value of a form's input, as the server rendered it; null when it has none. */
function field(form: string, name: string): string | null {
  const input = form.match(new RegExp(`<input[^>]*\\sname="${name}"[^>]*>`))?.[0];
  if (!input) throw new Error(`no field ${name}`);
  return input.match(/\svalue="([^"]*)"/)?.[1] ?? null;
}

/** The option a select starts on. */
function selected(form: string, name: string): string | null {
  const select = form.match(new RegExp(`<select[^>]*\\sname="${name}"[\\s\\S]*?</select>`))?.[0];
  if (!select) throw new Error(`no select ${name}`);
  const option = select.match(/<option[^>]*>/g)?.find((tag) => /\sselected=""/.test(tag));
  return option?.match(/\svalue="([^"]*)"/)?.[1] ?? null;
}

const switchedOn = (page: string) => /\schecked=""/.test(page.match(/<input[^>]*role="switch"[^>]*>/)?.[0] ?? "");
const notice = (page: string) => page.includes(KEPT_FORM_TEXTS.restored);

const ME = { name: "Maya Ndiaye", email: "maya@example.com", version: 3, office: "abidjan" };

const accountData = {
  me: ME,
  offices: OFFICES,
  sessions: [],
  lifetimes: { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 },
  formsKey: "1",
};

test("the account screen puts back a kept display name with the version it was typed at, never a password", () => {
  const page = render("/admin/account", AccountScreen, accountData, { intent: "rename", name: "Maya N. (Dakar desk)", version: "3" });
  expect(notice(page)).toBe(true);
  const rename = formOf(page, "rename");
  expect(field(rename, "name")).toBe("Maya N. (Dakar desk)");
  expect(field(rename, "version")).toBe("3");
  const password = formOf(page, "change-password");
  for (const name of ["currentPassword", "password", "confirmPassword"]) expect(field(password, name)).toBeNull();

  // Kept when the name was at version 2: it goes back as version 2, so the save meets the conflict message.
  const stale = render("/admin/account", AccountScreen, accountData, { intent: "rename", name: "Maya N.", version: "2" });
  expect(field(formOf(stale, "rename"), "version")).toBe("2");
});

test("the account screen puts back a kept office; without kept values it shows the saved one", () => {
  const page = render("/admin/account", AccountScreen, accountData, { intent: "office", office: "beirut" });
  expect(selected(formOf(page, "office"), "office")).toBe("beirut");
  expect(field(formOf(page, "rename"), "name")).toBe(ME.name);

  const plain = render("/admin/account", AccountScreen, accountData, null);
  expect(notice(plain)).toBe(false);
  expect(selected(formOf(plain, "office"), "office")).toBe("abidjan");
  // Values kept for another screen stay there.
  const elsewhere = render("/admin/account", AccountScreen, accountData, { intent: "office", office: "beirut" }, "/admin/users/u1");
  expect(notice(elsewhere)).toBe(false);
  expect(selected(formOf(elsewhere, "office"), "office")).toBe("abidjan");
});

const userData = {
  user: { name: "Ali Diallo", email: "ali@example.com", role: "Editor", version: 5, created: "1 Nov 2026", lastSignIn: "—", office: null },
  offices: OFFICES,
  history: [],
};

test("a user's screen puts back the display name and the office an admin was saving", () => {
  const renamed = render("/admin/users/u1", UserScreen, userData, { intent: "rename", name: "Ali Diallo (cargo)", version: "5" });
  expect(notice(renamed)).toBe(true);
  expect(field(formOf(renamed, "rename"), "name")).toBe("Ali Diallo (cargo)");
  expect(selected(formOf(renamed, "office"), "office")).toBe("");

  const moved = render("/admin/users/u1", UserScreen, userData, { intent: "office", office: "abidjan" });
  expect(selected(formOf(moved, "office"), "office")).toBe("abidjan");
  expect(field(formOf(moved, "rename"), "name")).toBe("Ali Diallo");
});

const usersData = {
  users: [
    {
      id: "u1",
      name: "Ali Diallo",
      email: "ali@example.com",
      role: "editor" as const,
      createdAt: "2026-11-01T00:00:00.000Z",
      createdLabel: "1 Nov 2026",
      lastSignInAt: null,
      lastSignInLabel: "—",
      twoFactor: false,
    },
  ],
  currentUserId: "u0",
  pendingDelete: null,
  deleteEffects: null,
  formsKey: "1",
};

test("the users screen puts back a user being added (not a password) and a role being changed", () => {
  const adding = render("/admin/users", UsersScreen, usersData, {
    intent: "add",
    name: "Awa Sow",
    email: "awa@example.com",
    role: "admin",
  });
  expect(notice(adding)).toBe(true);
  const add = formOf(adding, "add");
  expect(field(add, "name")).toBe("Awa Sow");
  expect(field(add, "email")).toBe("awa@example.com");
  expect(selected(add, "role")).toBe("admin");
  expect(field(add, "password")).toBeNull();

  const promoting = render("/admin/users", UsersScreen, usersData, { intent: "change-role", id: "u1", role: "admin" });
  expect(selected(formOf(promoting, "change-role"), "role")).toBe("admin");
  expect(field(formOf(promoting, "add"), "name")).toBeNull();
  // A role kept for another user leaves this one's as saved.
  const other = render("/admin/users", UsersScreen, usersData, { intent: "change-role", id: "u9", role: "admin" });
  expect(selected(formOf(other, "change-role"), "role")).toBe("editor");
});

test("settings put back the two-factor rule as it was being saved, on or off", () => {
  const data = { requireTwoFactor: false, withTwoFactor: 1, total: 3 };
  const on = render("/admin/settings", SettingsScreen, data, { intent: "save", requireTwoFactor: ["off", "on"] });
  expect(notice(on)).toBe(true);
  expect(switchedOn(on)).toBe(true);
  const off = render("/admin/settings", SettingsScreen, { ...data, requireTwoFactor: true }, { intent: "save", requireTwoFactor: "off" });
  expect(switchedOn(off)).toBe(false);
  const saved = render("/admin/settings", SettingsScreen, { ...data, requireTwoFactor: true }, null);
  expect(switchedOn(saved)).toBe(true);
});

test("currencies put back a rate being added, with the latest rate it was typed against", () => {
  const data = { day: "2026-11-26", latestId: "r7", inForce: [], history: [] };
  const kept = { intent: "add-rate", latestId: "r6", currency: "LBP", rate: "89500", appliesFrom: "2026-12-01" };
  const page = render("/admin/settings/currencies", CurrenciesScreen, data, kept);
  expect(notice(page)).toBe(true);
  const form = formOf(page, "add-rate");
  expect(selected(form, "currency")).toBe("LBP");
  expect(field(form, "rate")).toBe("89500");
  expect(field(form, "appliesFrom")).toBe("2026-12-01");
  // A rate added meanwhile (r7) makes the kept one stale: the server answers with the stale message.
  expect(field(form, "latestId")).toBe("r6");

  const plain = render("/admin/settings/currencies", CurrenciesScreen, data, null);
  expect(field(formOf(plain, "add-rate"), "latestId")).toBe("r7");
  expect(field(formOf(plain, "add-rate"), "rate")).toBe("");
});
