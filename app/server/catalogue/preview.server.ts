import { data } from "react-router";
import type { CatalogueKind } from "~/domain/catalogue";
import { publicationState, type PreviewNotice, type Publication } from "~/domain/publication";
import type { Visitor } from "~/domain/visitor";
import { isVisibleToVisitors } from "~/server/catalogue/publication.server";

/*
 * Staff previews of drafts (issue #12, decision 0028): a public page asked for with `?preview`
 * shows a draft to a signed-in staff member, with a banner. The session is checked on the
 * server, by the page's visitor middleware (visitor.server.ts, decision 0052); a request
 * without one goes to the sign-in page, so a draft is never rendered for a visitor.
 */

/** Never kept by a cache (the page cache, a CDN, the browser's back/forward cache), never indexed. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** What the banner says of a record visitors do not see (null when they do: no banner). */
export function previewNotice(record: Publication, visibleToVisitors: boolean): PreviewNotice | null {
  if (visibleToVisitors) return null;
  return { scheduledAt: publicationState(record) === "scheduled" ? record.publishAt : null };
}

/**
 * A draft-showing page's loader result: for a visitor the page with no banner; for a staff
 * preview the page with the banner's notice of the `shown` record (none when it is missing or
 * visible to visitors), under PREVIEW_HEADERS.
 */
export async function withPreview<Page extends object>(
  visitor: Visitor,
  page: Page,
  shown: { kind: CatalogueKind; record: (Publication & { id: string }) | undefined },
) {
  if (!visitor.preview) return { ...page, preview: null };
  const { kind, record } = shown;
  const notice = record ? previewNotice(record, await isVisibleToVisitors(kind, record.id)) : null;
  return data({ ...page, preview: notice }, { headers: PREVIEW_HEADERS });
}
