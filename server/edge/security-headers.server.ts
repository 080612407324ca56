import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { MAP_ORIGIN } from "~/domain/map-links";
import { getEnv } from "~/server/platform/env.server";
import { newCspNonce } from "~/server/platform/request-context.server";

/*
 * The security headers every response carries: pages, .data requests, errors, static files
 * and pictures alike (docs/decisions/0018-content-security-policy.md). Set before anything
 * else answers (the static files in scripts/start.js, the page cache, React Router), so no
 * kind of response goes without them.
 */

/**
 * The pages that may show the OpenStreetMap frame (decision 0006), in every language: the
 * contact page, and a tour page asked for its meeting point's map (`?map=…`). Every other
 * response forbids frames.
 */
const CONTACT_PAGE = /^(?:\/(?:fr|ar))?\/contact\/?$/;
const TOUR_PAGE = /^(?:\/(?:fr|ar))?\/tours\/[^/]+\/?$/;

function mayFrameMap(req: Request): boolean {
  return CONTACT_PAGE.test(req.path) || (TOUR_PAGE.test(req.path) && req.query.map !== undefined);
}

/** The sign-in and admin screens and their .data requests: never kept by a browser or a proxy. */
const PRIVATE_PATH = /^\/(?:admin|login|logout)(?:[/.]|$)/;

export type PolicyOptions = {
  /** The response's nonce (fresh for each one). */
  nonce: string;
  /** Whether the site is served over https (SITE_URL). */
  https: boolean;
  /** Whether this response is a page allowed to frame the map (the contact page, a tour's meeting point). */
  mapFrame: boolean;
};

/**
 * The Content-Security-Policy of one response. Scripts run only with this response's nonce;
 * what they load is trusted through 'strict-dynamic' ('self' is a fallback for browsers
 * without it, which ignore it otherwise). Styles allow 'unsafe-inline': the toaster and the
 * dialog inject style elements, and CSS cannot run script.
 */
export function contentSecurityPolicy({ nonce, https, mapFrame }: PolicyOptions): string {
  const directives = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self' 'unsafe-inline'",
    // Catalogue pictures may be addresses on other sites (decision 0005); over https only on an https site.
    `img-src 'self' data: https:${https ? "" : " http:"}`,
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    ...(mapFrame ? [`frame-src ${MAP_ORIGIN}`] : []),
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** One year, subdomains included: only sent when SITE_URL is https (browsers ignore it over http). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** The same on every response, whatever its kind. */
const FIXED_HEADERS: [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-site"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
];

let siteIsHttps: boolean | undefined;

/** Cache-Control: no-store on the way out, unless the route's own Cache-Control says it already. */
function neverStored(res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!/\bno-store\b/.test(String(this.getHeader("cache-control") ?? ""))) this.setHeader("Cache-Control", "no-store");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

/**
 * Express middleware: gives the response its id and CSP nonce (res.locals, decision 0016) and
 * sets every security header. Mounted first by scripts/start.js (before the static files) and
 * by server/app.ts (for `npm run dev` and tests); the second time it leaves the response as is.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  if (res.locals.cspNonce) return next();
  siteIsHttps ??= getEnv().SITE_URL.startsWith("https://");
  res.locals.requestId = randomUUID();
  res.locals.cspNonce = newCspNonce();
  res.setHeader("X-Request-Id", res.locals.requestId);
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy({ nonce: res.locals.cspNonce, https: siteIsHttps, mapFrame: mayFrameMap(req) }),
  );
  if (siteIsHttps) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  for (const [name, value] of FIXED_HEADERS) res.setHeader(name, value);
  if (PRIVATE_PATH.test(req.path)) neverStored(res);
  res.removeHeader("X-Powered-By");
  next();
}
