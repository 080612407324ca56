import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { documentTitle } from "~/content/site";
import { useCompanyName } from "./use-company-name";
import { useLocalizedPath } from "./use-localized-path";

/** The spec's 404 page. The attempted path is logged, as the spec asks. */
export function NotFound() {
  const location = useLocation();
  const t = useTranslations("notFound");
  const brand = useCompanyName();
  const localized = useLocalizedPath();
  useEffect(() => {
    console.warn(`404: no page at ${location.pathname}`);
  }, [location.pathname]);
  return (
    <main id="main" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <title>{documentTitle(t("title"), brand)}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-6xl font-bold text-brand-700">404</h1>
      <p className="text-xl text-ink">{t("text")}</p>
      <Link to={localized("/")} className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
        {t("home")}
      </Link>
    </main>
  );
}
