import { ACCESS_REFUSALS } from "~/content/auth";
import { auditOrigin, recordSecurityEvent } from "./audit.server";
import type { RequestContext } from "./request-context.server";
import { crossSiteReason } from "./session.server";

/**
 * Refuses (403) a state-changing request that came from another site, and records the
 * refusal in the audit trail with why and where it was going. Sign-in, sign-out and every
 * admin post pass here (decision 0020).
 */
export async function refuseCrossSitePost(request: Request, context: RequestContext): Promise<void> {
  const reason = crossSiteReason(request);
  if (!reason) return;
  await recordSecurityEvent(auditOrigin(context), {
    action: "cross-site-refused",
    detail: {
      reason,
      method: request.method,
      path: new URL(request.url).pathname,
      origin: request.headers.get("Origin"),
      referer: request.headers.get("Referer"),
      secFetchSite: request.headers.get("Sec-Fetch-Site"),
    },
  });
  throw new Response(ACCESS_REFUSALS.otherSite, { status: 403 });
}
