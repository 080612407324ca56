import { data } from "react-router";
import { catalogueTexts } from "~/content/catalogue-admin";
import { PUBLICATION_TEXTS } from "~/content/publication-admin";
import type { CatalogueKind } from "~/domain/catalogue";
import { parseVersion } from "~/domain/catalogue-admin";
import { parsePublicationIntent, type PublishWarning } from "~/domain/publication";
import { problem, type Problem } from "~/content/problem";
import { redirectWithToast } from "~/server/platform/flash.server";
import { missingTranslations, setPublicationStatus } from "~/server/catalogue/publication.server";

/** What a refused Publish or Unpublish answers: why, or the missing languages' question. */
export type PublicationAnswer = { problem?: Problem; publishWarning?: PublishWarning };

/**
 * The Publish and Unpublish buttons (issue #12): a small POST form with `intent`, `id` and the
 * `version` the screen showed, on the lists, the detail screens and the edit forms. A stale
 * click is refused like a stale save (decision 0004), a tour whose destination is a draft is
 * not published (409 and the reason); otherwise back to `back` with a toast. Publish asks first
 * when the record's French or Arabic title or description is missing (issue #23): without
 * `confirmMissing=1` the answer is the question (200 and `publishWarning`), nothing changes.
 */
export async function changePublication(form: FormData, kind: CatalogueKind, id: string, back: string) {
  const texts = catalogueTexts(kind);
  const intent = parsePublicationIntent(form.get("intent"));
  const version = parseVersion(form.get("version"));
  if (!intent) return data<PublicationAnswer>({ problem: problem(PUBLICATION_TEXTS.unknownIntent) }, { status: 400 });
  if (!id || version === null) return data<PublicationAnswer>({ problem: problem(texts.saveError) }, { status: 400 });
  const published = intent === "publish";
  if (published && form.get("confirmMissing") !== "1") {
    const missing = await missingTranslations(kind, id);
    // A question, not an error (a 4xx would be logged by the browser as a failed request).
    if (missing.length > 0) return data<PublicationAnswer>({ publishWarning: { id, missing } }, { status: 200 });
  }
  const result = await setPublicationStatus(kind, id, published ? "published" : "draft", version);
  switch (result.status) {
    case "ok":
      return redirectWithToast(back, { type: "success", ...PUBLICATION_TEXTS.changed(kind, result.record.title, published) });
    case "destination-is-draft":
      return data<PublicationAnswer>({ problem: problem(PUBLICATION_TEXTS.tourDestinationIsDraft) }, { status: 409 });
    case "conflict":
      return data<PublicationAnswer>({ problem: problem(texts.conflict) }, { status: 409 });
    case "not-found":
      return data<PublicationAnswer>({ problem: problem(texts.notFound) }, { status: 404 });
  }
}
