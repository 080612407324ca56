import { data } from "react-router";
import { catalogueTexts } from "~/content/catalogue-admin";
import { PUBLICATION_TEXTS } from "~/content/publication-admin";
import type { CatalogueKind } from "~/domain/catalogue";
import { parseVersion } from "~/domain/catalogue-admin";
import { parsePublicationIntent } from "~/domain/publication";
import { problem, type Problem } from "~/domain/problem";
import { redirectWithToast } from "~/server/flash.server";
import { setPublicationStatus } from "~/server/publication.server";

/**
 * The Publish and Unpublish buttons (issue #12): a small POST form with `intent`, `id` and the
 * `version` the screen showed, on the lists, the detail screens and the edit forms. A stale
 * click is refused like a stale save (decision 0004), a tour whose destination is a draft is
 * not published (409 and the reason); otherwise back to `back` with a toast.
 */
export async function changePublication(form: FormData, kind: CatalogueKind, id: string, back: string) {
  const texts = catalogueTexts(kind);
  const intent = parsePublicationIntent(form.get("intent"));
  const version = parseVersion(form.get("version"));
  if (!intent) return data<{ problem: Problem }>({ problem: problem(PUBLICATION_TEXTS.unknownIntent) }, { status: 400 });
  if (!id || version === null) return data<{ problem: Problem }>({ problem: problem(texts.saveError) }, { status: 400 });
  const published = intent === "publish";
  const result = await setPublicationStatus(kind, id, published ? "published" : "draft", version);
  switch (result.status) {
    case "ok":
      return redirectWithToast(back, { type: "success", ...PUBLICATION_TEXTS.changed(kind, result.record.title, published) });
    case "destination-is-draft":
      return data<{ problem: Problem }>({ problem: problem(PUBLICATION_TEXTS.tourDestinationIsDraft) }, { status: 409 });
    case "conflict":
      return data<{ problem: Problem }>({ problem: problem(texts.conflict) }, { status: 409 });
    case "not-found":
      return data<{ problem: Problem }>({ problem: problem(texts.notFound) }, { status: 404 });
  }
}
