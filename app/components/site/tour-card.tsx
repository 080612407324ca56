import { CalendarDays, Clock, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import type { TourCardData } from "~/domain/catalogue";
import { CatalogueImage, type ImageLoading } from "./catalogue-image";
import { CARD_FRAME, CARD_LINK } from "./catalogue-card-styles";
import { Stars } from "./stars";
import { useLocalizedPath } from "./use-localized-path";

/**
 * A tour in a grid: picture with its price, title, destination, days, group size, rating,
 * description and a View Details button. The whole card is one link, named by the tour's title;
 * the button is its visual cue, not a second control.
 */
export function TourCard({ tour, imageLoading = "lazy" }: { tour: TourCardData; imageLoading?: ImageLoading }) {
  const t = useTranslations("cards");
  const details = useTranslations("tourDetails");
  const departing = useTranslations("departures");
  const localized = useLocalizedPath();
  return (
    <article className={CARD_FRAME}>
      <div className="relative">
        <CatalogueImage src={tour.image} alt="" loading={imageLoading} />
        <p className="absolute end-3 top-3 rounded-full bg-white px-3 py-1 text-base font-bold text-brand-800 shadow-sm tabular-nums">
          <span className="sr-only">{t("pricePrefix")}: </span>
          {tour.priceText}
          {tour.wasPriceText ? (
            <s className="ms-1.5 text-sm font-medium text-muted">
              <span className="sr-only">{details("wasPrice")} </span>
              {tour.wasPriceText}
            </s>
          ) : null}
          {tour.priceNote && <span className="sr-only"> ({tour.priceNote})</span>}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg leading-snug font-semibold text-ink">
          <Link to={localized(`/tours/${encodeURIComponent(tour.id)}`)} className={CARD_LINK}>
            {tour.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {tour.destination}
        </p>
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink">
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            <span className="sr-only">{t("durationLabel")}: </span>
            {t("days", { count: tour.duration })}
          </li>
          <li className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            <span className="sr-only">{t("groupLabel")}: </span>
            {t("maxGroup", { count: tour.groupSize })}
          </li>
          <li>
            <Stars rating={tour.rating} />
          </li>
          {tour.nextDeparture ? (
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span className="sr-only">{departing("nextDeparture")}: </span>
              {tour.nextDeparture}
            </li>
          ) : null}
        </ul>
        {/* The catalogue may not be translated yet: its text keeps its own direction. */}
        <p dir="auto" className="line-clamp-3 text-muted">
          {tour.description}
        </p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors group-hover:bg-brand-800"
        >
          {t("viewDetails")}
        </span>
      </div>
    </article>
  );
}
