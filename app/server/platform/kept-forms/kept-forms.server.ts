import { createHmac, randomBytes } from "node:crypto";
import { KEPT_FORM_TEXTS } from "~/content/kept-forms";
import { emailKey, safeRedirectPath } from "~/domain/users";
import { formValues, parseFieldPath, type FormValues } from "~/domain/form-fields";
import { getDb } from "../db.server";
import { credentialGeneration, deviceNonces, trustedDeviceKey } from "~/server/accounts/device-cookie.server";
import { getEnv } from "../env.server";
import { redirectWithToast } from "../flash.server";
import { readForm } from "../posted-form.server";
import { readCookie, secureCookies, sessionCookieName, siteCookieHeader } from "~/server/accounts/session.server";

/*
 * What an admin typed when their session had already ended (issue #23, decision 0041). The
 * post's text fields (never a password, a two-factor code, a secret or a file) are kept for an
 * hour in `kept_forms`, under a keyed hash of a token that only this browser holds (its
 * kept-form cookie). A sign-in from the same browser claims the row for its user, when the row
 * is theirs: the ended session's user when it was still known, else an account whose device
 * cookie the post came with. The screen then takes the values once and shows the form filled.
 */

/** How long typed values wait for their author to sign in again. */
export const KEPT_FORM_MINUTES = 60;

/** More than this (as JSON) is not a form a person typed: nothing is kept. */
export const KEPT_FORM_MAX_CHARS = 64 * 1024;

/** A field whose name ends in one of these is never kept (a password, a one-time code, a secret). */
const SECRET_FIELD = /(password|passcode|secret|token|csrf|otp)$|^(code|recoverycode)$/i;

export function keptFormCookieName(): string {
  return secureCookies() ? "__Host-cw_kept" : "cw_kept";
}

function rowId(token: string): string {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`kept-form|${token}`).digest("hex");
}

function keptRowId(request: Request): string | null {
  const token = readCookie(request, keptFormCookieName());
  return token && /^[\w-]{20,64}$/.test(token) ? rowId(token) : null;
}

/** The screen path a request names, without React Router's `.data` suffix, its `_routes` and `index` parameters. */
export function screenPath(url: URL): string {
  const path = url.pathname.replace(/\.data$/, "").replace(/\/_$/, "") || "/admin";
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  search.delete("index");
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The screen the form was on: the page that sent it (its Referer, when it is an admin page of this site), else the address posted to. */
function pageOf(request: Request, formPath: string): string {
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(request.url).origin && url.pathname.startsWith("/admin")) {
        return safeRedirectPath(screenPath(url), formPath);
      }
    } catch {
      // not an address: the form's own path will do
    }
  }
  return safeRedirectPath(formPath.split("?")[0], "/admin");
}

/**
 * Fields a screen posts for its own bookkeeping: a post of nothing else holds nothing typed (a
 * password change's hidden `username`, for password managers; the session an account ends).
 */
const BOOKKEEPING = new Set([
  "intent",
  "version",
  "id",
  "quiet",
  "redirectTo",
  "back",
  "ownerKind",
  "ownerId",
  "photo",
  "username",
  "session",
]);

/**
 * Screens whose posts are never kept: the data import posts a file, then the file's catalogue
 * as a hidden field; neither is typed text, and the screen could not take it back.
 */
const NEVER_KEPT = new Set(["/admin/data"]);

/** The posted text fields a person typed, without secrets and files; null when there are none or too many. */
export function keepableValues(form: FormData): FormValues | null {
  const kept = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const path = parseFieldPath(name);
    const last = path?.[path.length - 1];
    if (typeof last === "string" && SECRET_FIELD.test(last)) continue;
    kept.append(name, value);
  }
  const values = formValues(kept);
  if (Object.keys(values).every((name) => BOOKKEEPING.has(name)) || JSON.stringify(values).length > KEPT_FORM_MAX_CHARS) return null;
  return values;
}

/**
 * The answer to a post whose session has ended: its typed values kept (when the body is a form
 * that can be read), the session cookie cleared, and a redirect to sign-in that comes back to
 * the screen and says why.
 */
export async function keepFormAfterSessionEnded(request: Request, userId: string | null, at: Date = new Date()): Promise<Response> {
  const url = new URL(request.url);
  const formPath = screenPath(url);
  const pagePath = pageOf(request, formPath);
  const headers = new Headers();
  headers.append("Set-Cookie", siteCookieHeader(sessionCookieName(), "", 0));
  // A body that is not a readable form keeps nothing; the person still learns why.
  const values = NEVER_KEPT.has(formPath.split("?")[0]!) ? null : await readForm(request).then(keepableValues, () => null);
  if (values) {
    const token = randomBytes(24).toString("base64url");
    const id = rowId(token);
    const previous = keptRowId(request);
    // One kept form per browser: a second expired post replaces the first.
    if (previous) await getDb().deleteFrom("kept_forms").where("id", "=", previous).execute();
    await getDb()
      .insertInto("kept_forms")
      .values({
        id,
        user_id: userId,
        claimed: 0,
        device_keys: deviceNonces(request).join(" "),
        page_path: pagePath.slice(0, 500),
        form_path: formPath.slice(0, 500),
        form_values: JSON.stringify(values),
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + KEPT_FORM_MINUTES * 60_000).toISOString(),
      })
      .execute();
    headers.append("Set-Cookie", siteCookieHeader(keptFormCookieName(), token, KEPT_FORM_MINUTES * 60));
  }
  const toast = values ? KEPT_FORM_TEXTS.signedOutKept : KEPT_FORM_TEXTS.signedOut;
  return redirectWithToast(`/login?redirectTo=${encodeURIComponent(pagePath)}`, { type: "error", title: toast }, { headers });
}

/**
 * At sign-in (after the second factor, when there is one): the browser's kept form becomes the
 * user's when it is theirs. A row of another person's stays for them; an expired one goes.
 */
export async function claimKeptForm(request: Request, user: { id: string; email: string }, at: Date = new Date()): Promise<void> {
  const id = keptRowId(request);
  if (!id) return;
  const row = await getDb()
    .selectFrom("kept_forms")
    .select(["user_id", "claimed", "device_keys", "expires_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return;
  if (new Date(row.expires_at) <= at) {
    await getDb().deleteFrom("kept_forms").where("id", "=", id).execute();
    return;
  }
  const key = emailKey(user.email);
  const device = trustedDeviceKey(request, key, await credentialGeneration(key), at);
  const theirs = row.user_id !== null ? row.user_id === user.id : device !== null && row.device_keys.split(" ").includes(device);
  if (!theirs) return;
  await getDb().updateTable("kept_forms").set({ user_id: user.id, claimed: 1 }).where("id", "=", id).execute();
}

export type KeptForm = { pagePath: string; formPath: string; values: FormValues };

/**
 * The values kept for this screen, taken once by the user who claimed them at sign-in, with the
 * header that clears the browser's cookie; null (and no header) otherwise.
 */
export async function takeKeptForm(
  request: Request,
  user: { id: string },
  at: Date = new Date(),
): Promise<{ kept: KeptForm | null; headers: Headers }> {
  const headers = new Headers();
  const id = keptRowId(request);
  if (!id) return { kept: null, headers };
  const pagePath = screenPath(new URL(request.url));
  const row = await getDb()
    .selectFrom("kept_forms")
    .select(["page_path", "form_path", "form_values", "expires_at"])
    .where("id", "=", id)
    .where("user_id", "=", user.id)
    .where("claimed", "=", 1)
    .executeTakeFirst();
  if (!row || row.page_path !== pagePath) return { kept: null, headers };
  const taken = await getDb().deleteFrom("kept_forms").where("id", "=", id).executeTakeFirst();
  headers.append("Set-Cookie", siteCookieHeader(keptFormCookieName(), "", 0));
  // Two tabs racing for the same row: only the one that deleted it shows the values.
  if (Number(taken.numDeletedRows) === 0 || new Date(row.expires_at) <= at) return { kept: null, headers };
  return { kept: { pagePath: row.page_path, formPath: row.form_path, values: JSON.parse(row.form_values) as FormValues }, headers };
}

/** Deletes kept forms past their hour; returns how many. */
export async function pruneKeptForms(at: Date = new Date()): Promise<number> {
  const result = await getDb().deleteFrom("kept_forms").where("expires_at", "<=", at.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
