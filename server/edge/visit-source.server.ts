import type { NextFunction, Request, Response } from "express";
import { hasUtm, landingSource, queryWithoutUtm, readVisitSource, visitSourceCookieValue } from "~/domain/visit-source";
import { ownHosts, visitSourceCookieHeader, visitSourceCookieIn } from "~/server/enquiries/visit-source.server";

/*
 * Where a visit came from (issue #28; decision 0060), mounted before the page cache. A visitor
 * landing on a public page from another site or with utm_* parameters gets the first-party
 * cookie that keeps them (unless one is already there: the first landing of the visit counts).
 * An address with utm_* parameters is answered by a redirect to the same address without them:
 * the page cache keeps one page per address, and the pages echo their query (the language and
 * currency switchers), so a campaign's page must never be rendered, kept or shown to another
 * visitor. A landing without them (a link from another site) gets the cookie on the page itself,
 * kept or rendered, added as its headers leave so the cache never keeps it.
 */

/** Screens and requests that are not a public page a visitor lands on: admin, sign-in, .data, files. */
const NOT_A_LANDING = /^\/(?:admin|login|logout|healthz)(?:[/.]|$)|\.[A-Za-z0-9]+$/;

export function visitSource(req: Request, res: Response, next: NextFunction): void {
  if ((req.method !== "GET" && req.method !== "HEAD") || NOT_A_LANDING.test(req.path)) return next();
  const address = req.originalUrl;
  const queryAt = address.indexOf("?");
  const query = new URLSearchParams(queryAt === -1 ? "" : address.slice(queryAt + 1));
  const kept = readVisitSource(visitSourceCookieIn(req.headers.cookie));
  const landing = kept ? null : landingSource(query, req.get("Referer"), ownHosts(req.hostname));
  const cookie = landing ? visitSourceCookieHeader(visitSourceCookieValue(landing)) : null;

  if (hasUtm(query)) {
    // One leading slash: `//host/?utm_source=x` must not become a redirect to another site.
    const path = `/${(queryAt === -1 ? address : address.slice(0, queryAt)).replace(/^[/\\]+/, "")}`;
    if (res.locals.requestLog) res.locals.requestLog.route = "visit-source";
    res.setHeader("Cache-Control", "private, no-store");
    if (cookie) res.append("Set-Cookie", cookie);
    res.redirect(302, `${path}${queryWithoutUtm(query)}`);
    return;
  }
  if (cookie) {
    // Added as the headers leave: the page cache decides whether to keep a page before that,
    // and keeps nothing a response sets after it, so the cookie is this visitor's alone.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      const status = typeof args[0] === "number" ? args[0] : this.statusCode;
      // A page, or the browser's own copy of one still good (304: no type then).
      if (status === 304 || (status < 400 && /^\s*text\/html/i.test(String(this.getHeader("content-type") ?? "")))) {
        this.appendHeader("Set-Cookie", cookie);
        // A shared cache (a CDN) must not keep a response that sets a visitor's cookie.
        this.setHeader("Cache-Control", "private, no-store");
      }
      return writeHead.apply(this, args);
    } as Response["writeHead"];
  }
  next();
}
