import { useTranslations } from "use-intl";
import type { PublicTour } from "~/domain/catalogue";
import { MEALS } from "~/domain/tour-details";
import { DetailSection } from "./catalogue-detail-parts";

/**
 * The day-by-day itinerary: each day a native <details>, open from the start (so every day
 * shows without JavaScript and on paper) and foldable by the visitor; no script involved.
 */
export function TourItinerary({ tour }: { tour: PublicTour }) {
  const t = useTranslations("tourDetails");
  if (tour.itinerary.length === 0) return null;
  return (
    <DetailSection id="tour-itinerary" title={t("itinerary")}>
      <ol className="space-y-3">
        {tour.itinerary.map((day, index) => {
          const meals = MEALS.filter((meal) => day[meal]).map((meal) => t(`meal.${meal}`));
          return (
            <li key={index}>
              <details
                open
                className="group rounded-xl border border-gray-200 bg-white shadow-sm print:break-inside-avoid print:shadow-none"
              >
                <summary className="flex cursor-pointer items-baseline gap-3 p-4 text-lg font-semibold text-ink marker:text-brand-700">
                  <span className="text-brand-700">{t("day", { number: index + 1 })}</span>
                  <span dir="auto">{day.title}</span>
                </summary>
                <div className="space-y-3 px-4 pb-4">
                  {day.description ? (
                    <p dir="auto" className="leading-relaxed whitespace-pre-line text-ink">
                      {day.description}
                    </p>
                  ) : null}
                  {day.overnight || meals.length > 0 ? (
                    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
                      {day.overnight ? (
                        <div className="flex items-center gap-1.5">
                          <dt>{t("overnight")}:</dt>
                          <dd dir="auto" className="font-medium text-ink">
                            {day.overnight}
                          </dd>
                        </div>
                      ) : null}
                      {meals.length > 0 ? (
                        <div className="flex items-center gap-1.5">
                          <dt>{t("meals")}:</dt>
                          <dd className="font-medium text-ink">{meals.join(" · ")}</dd>
                        </div>
                      ) : null}
                    </dl>
                  ) : null}
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </DetailSection>
  );
}
