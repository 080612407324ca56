import { data } from "react-router";
import { SITE_CONTENT_SECTION_TEXTS, SITE_CONTENT_TEXTS as TEXTS, siteContentPath } from "~/content/site-content-admin";
import { fieldErrors, formValues, type FormValues } from "~/domain/form-fields";
import { problem } from "~/content/problem";
import {
  applyListIntent,
  isSiteContentSection,
  parseSiteContentIntent,
  SITE_CONTENT_SCHEMAS,
  type SiteContentDocuments,
  type SiteContentSection,
} from "~/domain/site-content";
import type { SiteContentOutcome } from "~/components/admin/site-content-form";
import { redirectWithToast } from "~/server/platform/flash.server";
import { readForm } from "~/server/platform/posted-form.server";
import { saveSiteContentSection } from "~/server/platform/site-content.server";
import { log } from "~/server/platform/log.server";

/** The section named in the URL, or the 404 the screen's ErrorBoundary shows. */
export function requireSection(name: string | undefined): SiteContentSection {
  if (!isSiteContentSection(name)) throw data(TEXTS.notFound, { status: 404 });
  return name;
}

const VERSION = /^\d{1,9}$/;

/**
 * A section form's POST. Save validates and stores (or answers 400 with every message, 409 when
 * someone saved first); Add, Move and Remove answer 200 with the posted values rearranged, so
 * nothing typed is lost and nothing is stored until Save.
 */
export async function handleSiteContentAction(request: Request, section: SiteContentSection) {
  const form = await readForm(request);
  const values = formValues(form);
  const round = Date.now();
  const answer = (status: number, outcome: Omit<SiteContentOutcome, "round">) =>
    data<SiteContentOutcome>({ ...outcome, round }, { status });

  const intent = parseSiteContentIntent(section, form.get("intent"));
  if (!intent) return answer(400, { problem: problem(TEXTS.unknownAction), values });
  if (intent.kind !== "save") return answer(200, { values: applyListIntent(section, values, intent) });

  const posted = form.get("version");
  if (typeof posted !== "string" || !VERSION.test(posted)) return answer(400, { problem: problem(TEXTS.saveError), values });

  const parsed = SITE_CONTENT_SCHEMAS[section].safeParse(withoutFormFields(values));
  if (!parsed.success) return answer(400, { problem: problem(TEXTS.fixErrors), fieldErrors: fieldErrors(parsed.error), values });

  try {
    const result = await saveSiteContentSection(section, parsed.data as SiteContentDocuments[typeof section], Number(posted));
    if (result.status === "conflict") return answer(409, { problem: problem(TEXTS.conflict), conflict: true, values });
  } catch (error) {
    log.error({ err: error }, `Saving the site content "${section}" failed`);
    return answer(503, { problem: problem(TEXTS.saveError), values });
  }
  return redirectWithToast(siteContentPath(section), { type: "success", ...TEXTS.saved(SITE_CONTENT_SECTION_TEXTS[section].title) });
}

/** The posted values without the form's own fields (the button pressed, the version). */
function withoutFormFields(values: FormValues): FormValues {
  const { intent: _intent, version: _version, ...fields } = values;
  return fields;
}
