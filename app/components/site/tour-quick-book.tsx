import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { LINK_BUTTON, loadsDocument } from "./link-styles";
import { useLocalizedPath } from "./use-localized-path";

/**
 * A phone's first screen of a tour page (issue #23): the price and the way to enquire, under the
 * title, where the side card (with the full prices and the same button) only comes after the
 * whole description. Wide screens have that card beside the text from the start: hidden there,
 * so nobody meets it twice.
 */
export function TourQuickBook({ priceText, href }: { priceText: string; href: string }) {
  const t = useTranslations("tourPage");
  const localized = useLocalizedPath();
  return (
    <div
      data-testid="tour-quick-book"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm lg:hidden print:hidden"
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{t("price")}: </span>
        <span className="text-2xl font-bold whitespace-nowrap text-brand-800 tabular-nums">{priceText}</span>
        <span className="text-sm text-muted">{t("pricePer")}</span>
      </p>
      <Link to={localized(href)} reloadDocument={loadsDocument(href)} className={LINK_BUTTON.primary}>
        {t("enquiryButton")}
      </Link>
    </div>
  );
}
