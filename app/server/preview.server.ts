import { publicationState, type PreviewNotice, type Publication } from "~/domain/publication";
import { requireUser } from "./session.server";
import { requireTwoFactorSetUp } from "./two-factor.server";

/*
 * Staff previews of drafts (issue #12, decision 0028): a public page asked for with `?preview`
 * shows a draft to a signed-in staff member, with a banner. The session is checked here, on
 * the server; a request without one goes to the sign-in page (a redirect, which the page cache
 * never keeps), so a draft is never rendered for a visitor.
 */

/** The URL parameter that asks for a preview (`?preview=1`, or `?preview=<id>` on the services list). */
export const PREVIEW_PARAM = "preview";

/**
 * Whether this request is a staff preview: false without `?preview`; with it, true for a
 * signed-in staff member (who may use the admin area), else a redirect to sign in is thrown.
 */
export async function isStaffPreview(request: Request): Promise<boolean> {
  if (!new URL(request.url).searchParams.has(PREVIEW_PARAM)) return false;
  const user = await requireUser(request);
  await requireTwoFactorSetUp(request, user);
  return true;
}

/** Never kept by a cache (the page cache, a CDN, the browser's back/forward cache), never indexed. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** What the banner says of a record visitors do not see (null when they do: no banner). */
export function previewNotice(record: Publication, visibleToVisitors: boolean): PreviewNotice | null {
  if (visibleToVisitors) return null;
  return { scheduledAt: publicationState(record) === "scheduled" ? record.publishAt : null };
}
