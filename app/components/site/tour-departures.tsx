import { CalendarDays } from "lucide-react";
import { useTranslations } from "use-intl";
import type { DepartureAvailability, PublicTourDates } from "~/domain/departures";
import { DetailSection } from "./catalogue-detail-parts";
import { LINK_BUTTON } from "./link-styles";
import { useLocalizedPath } from "./use-localized-path";

const STATUS_STYLE: Record<DepartureAvailability, string> = {
  scheduled: "bg-brand-50 text-brand-800",
  guaranteed: "bg-green-100 text-green-800",
  "on-request": "bg-amber-100 text-amber-900",
  full: "bg-red-100 text-red-800",
  cancelled: "bg-gray-100 text-gray-700",
};

/**
 * The tour page's "Dates & prices" (issue #12): upcoming departures month by month, each with
 * its days, price, status, the seats left when few, and an Enquire link to the tour enquiry
 * form with the tour and the date filled in (issue #13); a full or cancelled departure has no link. No
 * departure ahead: "Dates on request" (the page's general enquiry button stays). Server
 * rendered to HTML (`renderStaticHtml`): no script of its own, plain links.
 */
export function TourDepartures({ tourId, dates }: { tourId: string; dates: PublicTourDates }) {
  const t = useTranslations("departures");
  const localized = useLocalizedPath();
  return (
    <DetailSection id="dates-and-prices" title={t("title")}>
      {dates.months.length === 0 ? (
        <p className="flex items-center gap-2 text-lg text-ink">
          <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
          <span>
            <strong className="font-semibold">{t("onRequest")}</strong> {t("onRequestText")}
          </span>
        </p>
      ) : (
        dates.months.map((group) => (
          <section key={group.month} aria-labelledby={`departures-${group.month}`} className="space-y-2">
            <h3 id={`departures-${group.month}`} className="text-lg font-semibold text-ink">
              {group.label}
            </h3>
            <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
              {group.departures.map((departure) => (
                <li
                  key={departure.id}
                  data-departure={departure.startDate}
                  className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className={`font-semibold text-ink tabular-nums ${departure.availability === "cancelled" ? "line-through" : ""}`}>
                      <span className="sr-only">{t("dates")}: </span>
                      {departure.datesText}
                    </p>
                    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                      <span className={`rounded-full px-2.5 py-0.5 font-medium ${STATUS_STYLE[departure.availability]}`}>
                        {t(`status.${departure.availability}`)}
                      </span>
                      {departure.seatsLeft !== null ? (
                        <span className="font-semibold text-red-800">{t("seatsLeft", { count: departure.seatsLeft })}</span>
                      ) : null}
                    </p>
                  </div>
                  <div className="flex items-center gap-4">
                    <p className="text-end">
                      <span className="sr-only">{t("price")}: </span>
                      <span className="text-lg font-bold text-brand-800 tabular-nums">{departure.priceText}</span>
                      {departure.priceNote ? <span className="sr-only"> ({departure.priceNote})</span> : null}
                      <span className="block text-xs text-muted">{t("perPerson")}</span>
                    </p>
                    {departure.bookable ? (
                      <a
                        href={localized(`/enquire/tour?tour=${encodeURIComponent(tourId)}&date=${departure.startDate}`)}
                        aria-label={t("enquireAbout", { dates: departure.datesText })}
                        // A printed brochure lists the dates without buttons.
                        className={`${LINK_BUTTON.primary} print:hidden`}
                      >
                        {t("enquire")}
                      </a>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </DetailSection>
  );
}
