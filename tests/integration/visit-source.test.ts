import { beforeEach, expect, test } from "vitest";
import type * as ContentVersionModule from "~/server/platform/content-version.server";
import type * as PageCacheModule from "../../server/edge/page-cache.server";
import { readVisitSource } from "~/domain/visit-source";
import { getDb } from "~/server/platform/db.server";
import { decodedRequest } from "../decoded-request";
import { describeEachDatabase } from "./databases";
import { inProcessSiteForFile, listenOnSuiteDatabase } from "./in-process-site";

/*
 * Where a visit came from (issue #28; decision 0060), through the real site with its page cache:
 * the cookie a landing gets, what it holds, that the cache neither keeps nor replays it, and what
 * an enquiry sent afterwards keeps.
 */

const site = inProcessSiteForFile();

/** The visit-source cookie a response sets (its value decoded), or null. */
function sourceCookie(headers: Record<string, unknown>): { value: string; attributes: string } | null {
  const cookies = [headers["set-cookie"] ?? []].flat() as string[];
  const line = cookies.find((cookie) => cookie.startsWith("cw_source="));
  if (!line) return null;
  const [pair, ...attributes] = line.split("; ");
  return { value: decodeURIComponent(pair!.slice("cw_source=".length)), attributes: attributes.join("; ") };
}

describeEachDatabase("the visit-source cookie", (suite) => {
  const base = listenOnSuiteDatabase(site, suite);

  beforeEach(async () => {
    const cache = await site().load<typeof PageCacheModule>("/server/edge/page-cache.server.ts");
    const content = await site().load<typeof ContentVersionModule>("/app/server/platform/content-version.server.ts");
    await cache.pageCache.start({ maxBytes: 16 * 1024 * 1024, readVersion: () => content.readContentVersion() });
    return () => cache.pageCache.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) => decodedRequest(`${base()}${path}`, { headers });

  test("a landing with utm parameters gets the cookie, with a redirect to the same page without them", async () => {
    const landing = await get("/tours?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&q=bali");
    expect(landing.status).toBe(302);
    expect(landing.headers.location).toBe("/tours?q=bali");
    expect(landing.headers["cache-control"]).toBe("private, no-store");
    const cookie = sourceCookie(landing.headers);
    expect(cookie?.attributes).toMatch(/Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800/);
    expect(readVisitSource(cookie!.value)).toEqual({
      referrerHost: null,
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "autumn",
      utm_term: null,
      utm_content: null,
    });
    // Another site's link with a campaign: both kept.
    const fromSearch = await get("/?utm_source=ads", { Referer: "https://www.Google.com/search?q=cedar" });
    expect(readVisitSource(sourceCookie(fromSearch.headers)!.value)).toMatchObject({ referrerHost: "www.google.com", utm_source: "ads" });
    // Never a redirect to another host.
    expect((await get("//evil.example/?utm_source=x")).headers.location).toBe("/evil.example/");
  });

  test("an internal navigation gets no cookie, even to an address with a campaign", async () => {
    expect(sourceCookie((await get("/services", { Referer: `${base()}/` })).headers)).toBeNull();
    const tagged = await get("/services?utm_source=banner", { Referer: "http://localhost:3000/tours" });
    expect(tagged.status).toBe(302);
    expect(sourceCookie(tagged.headers)).toBeNull();
    // Typed in: nothing to keep.
    expect(sourceCookie((await get("/services")).headers)).toBeNull();
  });

  test("the first landing of the visit stays: a later one does not overwrite it", async () => {
    const first = sourceCookie((await get("/?utm_source=newsletter")).headers)!;
    const cookie = `cw_source=${encodeURIComponent(first.value)}`;
    expect(sourceCookie((await get("/?utm_source=facebook", { Cookie: cookie })).headers)).toBeNull();
    expect(sourceCookie((await get("/services", { Cookie: cookie, Referer: "https://t.co/x" })).headers)).toBeNull();
  });

  test("a landing from another site is answered from the kept page with its own cookie, which no other visitor gets", async () => {
    const plain = await get("/services");
    expect(plain.headers["x-cache"]).toBe("MISS");
    const landing = await get("/services", { Referer: "https://news.example.org/article" });
    expect(landing.status).toBe(200);
    expect(landing.headers["x-cache"]).toBe("HIT");
    expect(readVisitSource(sourceCookie(landing.headers)!.value)).toMatchObject({ referrerHost: "news.example.org", utm_source: null });
    // A shared cache must not keep a response that sets it.
    expect(landing.headers["cache-control"]).toBe("private, no-store");
    // A page rendered for a landing is kept without it.
    const firstAbout = await get("/about", { Referer: "https://blog.example.net/" });
    expect(firstAbout.headers["x-cache"]).toBe("MISS");
    expect(sourceCookie(firstAbout.headers)).not.toBeNull();
    const nextVisitor = await get("/about");
    expect(nextVisitor.headers["x-cache"]).toBe("HIT");
    expect(nextVisitor.headers["set-cookie"]).toBeUndefined();
    expect(nextVisitor.headers["cache-control"]).toMatch(/^public/);
    // A browser that still holds the page (304) gets the cookie too.
    const revalidated = await get("/about", { "If-None-Match": String(nextVisitor.headers.etag), Referer: "https://blog.example.net/" });
    expect(revalidated.status).toBe(304);
    expect(readVisitSource(sourceCookie(revalidated.headers)!.value)).toMatchObject({ referrerHost: "blog.example.net" });
    // A visitor holding the cookie still gets kept pages.
    const holder = await get("/about", { Cookie: `cw_source=${encodeURIComponent("s=newsletter")}` });
    expect(holder.headers["x-cache"]).toBe("HIT");
  });

  test("values are kept as plain text and capped", async () => {
    const long = `\u202e${"a".repeat(150)}\u0007`;
    const arabic = "حملة ".repeat(100);
    const landing = await get(`/?utm_campaign=${encodeURIComponent(long)}&utm_source=${encodeURIComponent(arabic)}&utm_term=%E0%A4%A`);
    expect(landing.status).toBe(302);
    const cookie = sourceCookie(landing.headers)!;
    const source = readVisitSource(cookie.value)!;
    expect(source.utm_campaign).toBe("a".repeat(100));
    expect(source.utm_source!.length).toBeLessThanOrEqual(100);
    expect(source.utm_source!.startsWith("حملة حملة")).toBe(true);
    expect(encodeURIComponent(cookie.value).length).toBeLessThan(2048);
  });

  test("a bad or oversized cookie is ignored, never a 500, and a landing replaces it", async () => {
    for (const cookie of ["cw_source=%E0%A4%A", `cw_source=${"x".repeat(5000)}`, "cw_source=r=%00%01&s=", "cw_source=r=evil%20host"]) {
      const page = await get("/services", { Cookie: cookie });
      expect(page.status).toBe(200);
      const landing = await get("/?utm_source=newsletter", { Cookie: cookie });
      expect(landing.status).toBe(302);
      expect(readVisitSource(sourceCookie(landing.headers)!.value)?.utm_source).toBe("newsletter");
    }
  });

  async function sendContact(cookie: string | null, referer: string | null) {
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: base() };
    if (cookie) headers.Cookie = cookie;
    if (referer) headers.Referer = referer;
    const body = new URLSearchParams({
      website: "",
      name: "Rania Haddad",
      email: "rania@example.com",
      phone: "",
      subject: "General Inquiry",
      message: "Hello, about the autumn offers.",
    }).toString();
    const sent = await decodedRequest(`${base()}/contact`, { method: "POST", headers, body });
    expect(sent.status).toBe(302);
    return getDb()
      .selectFrom("enquiries")
      .select(["source_page", "source_referrer_host", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"])
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
  }

  test("an enquiry sent after the landing keeps the page it was sent from and the visit's source", async () => {
    const landing = await get("/?utm_source=newsletter&utm_campaign=autumn", { Referer: "https://mail.example.com/" });
    const cookie = `cw_source=${encodeURIComponent(sourceCookie(landing.headers)!.value)}`;
    expect(await sendContact(cookie, `${base()}/fr/contact?subject=Other#form`)).toEqual({
      source_page: "/fr/contact",
      source_referrer_host: "mail.example.com",
      utm_source: "newsletter",
      utm_medium: null,
      utm_campaign: "autumn",
      utm_term: null,
      utm_content: null,
    });
    // Sent without a Referer (or from another site's page): the form's own path; no cookie, no source.
    expect(await sendContact(null, "https://elsewhere.example/contact")).toMatchObject({
      source_page: "/contact",
      source_referrer_host: null,
      utm_source: null,
    });
    // A bad cookie stores nothing of it, and the enquiry goes through.
    expect(await sendContact(`cw_source=${"x".repeat(5000)}`, null)).toMatchObject({ source_page: "/contact", utm_source: null });
  });
});
