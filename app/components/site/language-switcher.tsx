import { useLocation } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { LOCALE_NAMES, LOCALES, localizedPath } from "~/domain/locale";

const LINK =
  "rounded-md px-2 py-1 font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=true]:text-brand-700 aria-[current=true]:underline";

/**
 * Plain links to the same page (path and query) in each language, each named in its own language.
 * Documents, not client navigations: the new language's messages come with the page, and the
 * links work without JavaScript. No redirect on Accept-Language: the visitor chooses.
 */
export function LanguageSwitcher({ className, listClassName }: { className: string; listClassName: string }) {
  const t = useTranslations("site.header");
  const current = useLocale();
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t("languages")} className={className}>
      <ul className={listClassName}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(`${pathname}${search}`, locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? "true" : undefined}
              className={LINK}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
