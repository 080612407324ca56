import * as login from "~/routes/auth/login";
import { createRequestContext } from "~/server/platform/request-context.server";
import { createUser, type Role } from "~/server/accounts/users.server";
import { ORIGIN } from "./catalogue-helpers";

/**
 * A browser as the sign-in tests see one (its cookies and its address), and signing in through
 * the login route's action as the router calls it.
 */

export const PASSWORD = "seven tulips at dawn";
export const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

export type Browser = { cookies: Map<string, string>; address: string };
export const newBrowser = (address = "198.51.100.1"): Browser => ({ cookies: new Map(), address });
export const cookieHeader = (browser: Browser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

export type RequestOrigin = { origin?: string | null; referer?: string; secFetchSite?: string };

export function post(path: string, fields: Record<string, string>, browser: Browser, headers: RequestOrigin = {}): Request {
  const init: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": FIREFOX };
  if (headers.origin !== null) init.Origin = headers.origin ?? ORIGIN;
  if (headers.referer) init.Referer = headers.referer;
  if (headers.secFetchSite) init["Sec-Fetch-Site"] = headers.secFetchSite;
  if (browser.cookies.size > 0) init.Cookie = cookieHeader(browser);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: init, body: new URLSearchParams(fields) });
}

export type Answer = { status: number; body: unknown; location: string | null };

/** Calls an action as the router would (with the browser's address in the context) and keeps the cookies it sets. */
export async function call(handler: (args: any) => Promise<unknown>, request: Request, browser: Browser): Promise<Answer> {
  let result: unknown;
  try {
    result = await handler({ request, params: {}, context: createRequestContext(browser.address) });
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    for (const setCookie of result.headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split(";");
      const [name, ...value] = pair!.split("=");
      if (attributes.some((attribute) => attribute.trim() === "Max-Age=0")) browser.cookies.delete(name!);
      else browser.cookies.set(name!, value.join("="));
    }
    return { status: result.status, body: await result.text(), location: result.headers.get("Location") };
  }
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data, location: null };
}

export const signIn = (browser: Browser, email: string, password: string, headers?: RequestOrigin) =>
  call(login.action, post("/login", { email, password }, browser, headers), browser);

export async function addUser(email = "rami@example.com", role: Role = "admin") {
  const result = await createUser({ name: "Rami Khoury", email, role, password: PASSWORD });
  if (!result.ok) throw new Error("not created");
  return result.user;
}
