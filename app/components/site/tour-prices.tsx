import { useTranslations } from "use-intl";
import type { PublicTour } from "~/domain/catalogue";

/**
 * The price box of the tour page: the adult price (during a sale the sale price, the regular
 * one struck through, until its last day), then the child price and single supplement when set.
 * Every amount was written by the server in the visitor's currency.
 */
export function TourPrices({ tour }: { tour: PublicTour }) {
  const t = useTranslations("tourDetails");
  const page = useTranslations("tourPage");
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-baseline gap-2">
        <span className="sr-only">{page("price")}: </span>
        <span className={`${priceSize(tour.priceText)} font-bold whitespace-nowrap text-brand-800 tabular-nums`}>{tour.priceText}</span>
        {tour.wasPriceText ? (
          <s className="text-lg whitespace-nowrap text-muted tabular-nums">
            <span className="sr-only">{t("wasPrice")} </span>
            {tour.wasPriceText}
          </s>
        ) : null}
        <span className="text-muted">{page("pricePer")}</span>
      </p>
      {tour.wasPriceText && tour.saleEndsOn ? (
        <p className="text-sm font-semibold text-accent-700">{t("saleUntil", { date: tour.saleEndsOn })}</p>
      ) : null}
      {tour.priceNote && <p className="text-sm text-muted">{tour.priceNote}.</p>}
      {tour.childPriceText || tour.singleSupplementText ? (
        <dl aria-label={t("prices")} className="space-y-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t("adult")}</dt>
            <dd className="font-semibold whitespace-nowrap text-ink tabular-nums">{tour.priceText}</dd>
          </div>
          {tour.childPriceText ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t("child")}</dt>
              <dd className="font-semibold whitespace-nowrap text-ink tabular-nums">{tour.childPriceText}</dd>
            </div>
          ) : null}
          {tour.singleSupplementText ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t("singleSupplement")}</dt>
              <dd className="font-semibold whitespace-nowrap text-ink tabular-nums">{tour.singleSupplementText}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * The price's size by its length (issue #23): "$1,299" is large, "≈ 116,259,000 LBP" a size
 * smaller, so a pound or franc amount stays on one line in the card, on a phone too.
 */
export function priceSize(text: string): string {
  return text.length > 12 ? "text-2xl" : text.length > 9 ? "text-3xl" : "text-4xl";
}
