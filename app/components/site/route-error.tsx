import { isRouteErrorResponse, useRouteError } from "react-router";
import { useTranslations } from "use-intl";
import { documentTitle } from "~/content/site";
import { useCompanyName } from "./use-company-name";
import { ErrorId } from "./error-id";
import { NotFound } from "./not-found";
import { useLocalizedPath } from "./use-localized-path";

/**
 * Unknown pages get the 404 page; anything else a friendly message and, for a failure, the id
 * the server log names it by (details only in development). A message is shown only when a
 * route wrote it for visitors: React Router's own (a 405's) names routes.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useTranslations("error");
  const brand = useCompanyName();
  const localized = useLocalizedPath();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && status < 500 && status !== 405 && typeof error.data === "string" ? error.data : null;
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{documentTitle(t("title"), brand)}</title>
      <p className="text-5xl font-bold text-brand-700">{status}</p>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted">{message ?? t("text")}</p>
      {status >= 500 ? <ErrorId /> : null}
      <a href={localized("/")} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        {t("home")}
      </a>
      {detail ? <pre className="max-w-full overflow-auto text-start text-xs">{detail}</pre> : null}
    </main>
  );
}
