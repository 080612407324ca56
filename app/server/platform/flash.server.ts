import { createCookie, redirect } from "react-router";
import { getEnv } from "./env.server";

/** A toast shown once after a redirect (docs/product-spec.md §8 messages), carried in a signed cookie. */
export type Toast = { type: "success" | "error"; title: string; description?: string };

function flashCookie() {
  const env = getEnv();
  return createCookie("cw_flash", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.SITE_URL.startsWith("https://"),
    secrets: [env.SESSION_SECRET],
    maxAge: 60,
  });
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookie().serialize(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const cookie = flashCookie();
  const toast = (await cookie.parse(request.headers.get("Cookie"))) as Toast | null;
  const headers = new Headers();
  if (toast) headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { toast: toast && typeof toast === "object" && "title" in toast ? toast : null, headers };
}
