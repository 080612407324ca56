import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import type { Destination } from "~/domain/catalogue";
import { CatalogueImage, type ImageLoading } from "./catalogue-image";
import { CARD_FRAME, CARD_LINK } from "./catalogue-card-styles";
import { Stars } from "./stars";
import { useLocalizedPath } from "./use-localized-path";

/** How many activities a destination card lists before '+N more' (its words are in app/messages, `cards`). */
const CARD_ACTIVITY_LIMIT = 3;

/**
 * A destination in a grid: picture, title, rating, country, two lines of description and the
 * first activities. The whole card is one link (the title's, stretched over the card).
 */
export function DestinationCard({ destination, imageLoading = "lazy" }: { destination: Destination; imageLoading?: ImageLoading }) {
  const t = useTranslations("cards");
  const localized = useLocalizedPath();
  const shown = destination.activities.slice(0, CARD_ACTIVITY_LIMIT);
  const more = destination.activities.length - shown.length;
  return (
    <article className={CARD_FRAME}>
      <CatalogueImage src={destination.image} alt="" loading={imageLoading} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 className="text-lg leading-snug font-semibold text-ink">
            <Link to={localized(`/destinations/${encodeURIComponent(destination.id)}`)} className={CARD_LINK}>
              {destination.title}
            </Link>
          </h3>
          <Stars rating={destination.rating} />
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {destination.country}
        </p>
        <p dir="auto" className="line-clamp-2 text-muted">
          {destination.description}
        </p>
        {destination.activities.length > 0 ? (
          <ul aria-label={t("activitiesLabel")} className="mt-auto flex flex-wrap gap-2 pt-1">
            {shown.map((activity) => (
              <li key={activity} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">
                {activity}
              </li>
            ))}
            {more > 0 ? (
              <li className="rounded-full bg-gray-100 px-2.5 py-1 text-xs font-medium text-muted">
                <span aria-hidden="true">{t("moreActivities", { count: more })}</span>
                <span className="sr-only">{t("moreActivitiesLabel", { count: more })}</span>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
