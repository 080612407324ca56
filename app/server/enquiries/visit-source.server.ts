import { localizedPath } from "~/domain/locale";
import {
  enquirySource,
  readVisitSource,
  sourcePage,
  VISIT_SOURCE_COOKIE,
  type EnquirySource,
  type VisitSource,
} from "~/domain/visit-source";
import { readCookie, secureCookies, siteCookieHeader } from "~/server/accounts/session.server";
import { getDb } from "~/server/platform/db.server";
import { getEnv } from "~/server/platform/env.server";

/*
 * The visit-source cookie (issue #28; decision 0060): set by the edge (server/edge/visit-source.server.ts)
 * when a visitor lands from another site or with utm_* parameters, read by the enquiry forms'
 * actions, which keep it with the page the form was sent from.
 */

/**
 * A week: a visitor who finds a trip today often writes the next evening or at the weekend, and
 * the first landing stays the one credited (the cookie is never overwritten while it lasts).
 */
export const VISIT_SOURCE_DAYS = 7;

/** On https `__Host-` prefixed, like every cookie of the site (decision 0020). */
export function visitSourceCookieName(): string {
  return secureCookies() ? `__Host-${VISIT_SOURCE_COOKIE}` : VISIT_SOURCE_COOKIE;
}

/** The Set-Cookie value that keeps a landing's source for VISIT_SOURCE_DAYS. */
export function visitSourceCookieHeader(value: string): string {
  return siteCookieHeader(visitSourceCookieName(), value, VISIT_SOURCE_DAYS * 86_400);
}

/** The cookie's value in a Cookie header (Express's `req.headers.cookie`), unchecked. */
export function visitSourceCookieIn(header: string | null | undefined): string | null {
  if (!header) return null;
  const name = visitSourceCookieName();
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The site's own hosts: the configured address's, and the one the request was sent to. */
export function ownHosts(requestHost: string | null | undefined): string[] {
  const hosts = [new URL(getEnv().SITE_URL).hostname.toLowerCase()];
  if (requestHost) hosts.push(requestHost.toLowerCase());
  return hosts;
}

/** The visit's source as the request's cookie holds it; null when none or not one this site wrote. */
export function requestVisitSource(request: Request): VisitSource | null {
  return readVisitSource(readCookie(request, visitSourceCookieName()));
}

/**
 * What an enquiry form's post keeps of where it came from: the page it was sent from (this
 * site's Referer, else the form's own path in the visitor's language) and the visit's source.
 */
export function enquirySourceOf(request: Request, formPath: string, locale: Parameters<typeof localizedPath>[1]): EnquirySource {
  const origins = [new URL(getEnv().SITE_URL).origin, new URL(request.url).origin];
  return enquirySource(requestVisitSource(request), sourcePage(request.headers.get("Referer"), origins, localizedPath(formPath, locale)));
}

/** Where an enquiry came from, as kept with it; null when nothing was (enquiries from before issue #28). */
export async function getEnquirySource(enquiryId: string): Promise<EnquirySource | null> {
  const row = await getDb()
    .selectFrom("enquiries")
    .select(["source_page", "source_referrer_host", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"])
    .where("id", "=", enquiryId)
    .executeTakeFirst();
  if (!row) return null;
  const source: EnquirySource = {
    page: row.source_page,
    referrerHost: row.source_referrer_host,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    utm_term: row.utm_term,
    utm_content: row.utm_content,
  };
  return Object.values(source).some((value) => value !== null) ? source : null;
}
