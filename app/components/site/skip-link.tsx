import { useTranslations } from "use-intl";

/** The first focusable element of every public page: jumps past the header to <main id="main">. */
export function SkipLink() {
  const t = useTranslations("site");
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
    >
      {t("skipLink")}
    </a>
  );
}
