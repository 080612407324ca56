import { useLocation, useRouteLoaderData } from "react-router";
import { Notice } from "~/components/ui/notice";
import { KEPT_FORM_TEXTS } from "~/content/kept-forms";
import type { FormValues } from "~/domain/form-fields";
import type { loader as adminLayoutLoader } from "~/routes/admin/layout";

/*
 * The values an admin typed when their session ended, given back on the screen after they sign
 * in again (decision 0041). A form takes them as a refused save's typed values: its fields'
 * default values, the hidden version included, so a record changed meanwhile still answers with
 * the conflict message.
 */

/**
 * The kept values when they belong to this form: `belongs` says so from the values (a field only
 * this form has, or its intent). Undefined otherwise, and once the form has an answer of its own.
 */
export function useKeptValues(belongs: (values: FormValues) => boolean): FormValues | undefined {
  const layout = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout");
  const location = useLocation();
  const kept = layout?.kept;
  // The layout's data outlives a move to another screen: the values are for their own screen only.
  if (!kept || kept.pagePath !== keptPath(location)) return undefined;
  return belongs(kept.values) ? kept.values : undefined;
}

/** A refused save's outcome, or else the kept values as one (typed values, no message). */
export function useOutcomeOrKept<Outcome extends { values?: FormValues }>(
  outcome: Outcome | undefined,
  belongs: (values: FormValues) => boolean,
): Outcome | undefined {
  const kept = useKeptValues(belongs);
  if (outcome) return outcome;
  // Every other field of an outcome is optional: typed values alone are a whole one.
  return kept ? ({ values: kept } as Outcome) : undefined;
}

/** The screen's path as the server keeps it: without React Router's `index` parameter. */
function keptPath(location: { pathname: string; search: string }): string {
  const search = new URLSearchParams(location.search);
  search.delete("index");
  const query = search.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/** Above the screen when kept values were put back in its form. */
export function KeptFormNotice() {
  if (!useKeptValues(() => true)) return null;
  return (
    <div className="mb-4">
      <Notice type="success" text={KEPT_FORM_TEXTS.restored} />
    </div>
  );
}
