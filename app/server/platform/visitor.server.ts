import { createContext, type MiddlewareFunction } from "react-router";
import { agencyToday } from "~/domain/departures";
import { visitorSignals, type Visitor } from "~/domain/visitor";
import type { RequestContext } from "~/server/platform/request-context.server";
import { requireUser } from "~/server/accounts/session.server";
import { requireTwoFactorSetUp } from "~/server/accounts/two-factor.server";

/*
 * One visitor per public request (issue #25 §3, decision 0052), read once by the public
 * layout's middleware and kept in the router context (decision 0010): every public loader and
 * action takes its language, currency, preview and day from there.
 */

export const visitorContext = createContext<Visitor>();

/**
 * The visitor of a public request: language from the path, currency from the cookie (as the
 * page cache reads them, visitorSignals), today on the agency's calendar. A preview only on a
 * page that shows drafts (`showsDrafts`) and only for signed-in staff: anyone else who asks
 * there is sent to sign in (a redirect, thrown; the page cache never keeps one), so a draft is
 * never rendered for a visitor (decision 0028). Elsewhere `?preview` changes nothing.
 */
export async function readVisitor(request: Request, { showsDrafts = false, now = new Date() } = {}): Promise<Visitor> {
  const url = new URL(request.url);
  const { locale, currency, previewAsked } = visitorSignals(url.pathname + url.search, request.headers.get("Cookie"));
  const preview = showsDrafts && previewAsked && (await requireStaff(request));
  return { locale, currency, preview, today: agencyToday(now) };
}

/** A signed-in staff member who may use the admin area, or a redirect to sign in (or to set up two-factor) thrown. */
async function requireStaff(request: Request): Promise<true> {
  const user = await requireUser(request);
  await requireTwoFactorSetUp(request, user);
  return true;
}

/**
 * Middleware that puts the request's visitor in the context: the public layout's for every
 * page, a draft-showing page's own (`showsDrafts`) replacing it before any loader runs.
 */
export function visitorMiddleware(options: { showsDrafts?: boolean } = {}): MiddlewareFunction<Response> {
  return async ({ request, context }) => {
    context.set(visitorContext, await readVisitor(request, options));
  };
}

/** The request's visitor; outside the public layout (where no middleware set one) this throws. */
export function visitor(context: RequestContext): Visitor {
  return context.get(visitorContext);
}
