import { ACCESS_REFUSALS } from "~/content/auth";
import { auditOrigin, recordRefusal, type AuditOrigin } from "./audit.server";
import { requestLog, type RequestContext } from "~/server/platform/request-context.server";
import { crossSiteReason, type CrossSiteQuestion } from "./session.server";

/**
 * Posts made by another service's server, not a browser: no Origin nor Referer, and no session
 * to protect; each checks its own signature (CinetPay's notification, decision 0057).
 */
export const MACHINE_POSTS: ReadonlySet<string> = new Set(["/payments/cinetpay/notify"]);

/**
 * Refuses (403) a state-changing request that came from another site, and records the
 * refusal in the audit trail with why and where it was going (its route, never the address:
 * a quote's link is a secret). Sign-in, sign-out, every admin post and the public forms pass
 * here (decision 0020); server/app.ts does the same for every post before any route.
 */
export async function refuseCrossSitePost(request: Request, context: RequestContext): Promise<void> {
  const log = requestLog(context);
  const refused = await recordCrossSiteRefusal(request, auditOrigin(context), log.route);
  if (!refused) return;
  log.refusal = "cross-site";
  throw new Response(ACCESS_REFUSALS.otherSite, { status: 403 });
}

/** Whether the request came from another site; if so the refusal is recorded (at most REFUSALS_PER_MINUTE a minute per address). */
export async function recordCrossSiteRefusal(request: CrossSiteQuestion, origin: AuditOrigin, route: string): Promise<boolean> {
  const reason = crossSiteReason(request);
  if (!reason) return false;
  await recordRefusal(origin, {
    action: "cross-site-refused",
    detail: {
      reason,
      method: request.method,
      route,
      origin: request.headers.get("Origin"),
      referer: request.headers.get("Referer"),
      secFetchSite: request.headers.get("Sec-Fetch-Site"),
    },
  });
  return true;
}
