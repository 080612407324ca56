import { useLocale } from "use-intl";
import { localizedPath } from "~/domain/locale";

/**
 * Builds public links in the page's language: on a French page `localized("/tours")` is
 * `/fr/tours`, so every link, form action and pagination link keeps the visitor's language.
 */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
