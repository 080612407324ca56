import { useTranslations } from "use-intl";
import type { PublicTour } from "~/domain/catalogue";
import { DetailSection } from "./catalogue-detail-parts";

/**
 * The day-by-day itinerary: each day a native <details>, open from the start (so every day
 * shows without JavaScript and on paper) and foldable by the visitor; no script involved. Each
 * day's meals come in words from the server (`tourPageFacts`).
 */
export function TourItinerary({ tour, meals: mealsOfDays }: { tour: PublicTour; meals: string[] }) {
  const t = useTranslations("tourDetails");
  if (tour.itinerary.length === 0) return null;
  return (
    <DetailSection id="tour-itinerary" title={t("itinerary")}>
      <ol className="space-y-3">
        {tour.itinerary.map((day, index) => {
          const meals = mealsOfDays[index] ?? "";
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
                  {day.overnight || meals ? (
                    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
                      {day.overnight ? (
                        <div className="flex items-center gap-1.5">
                          <dt>{t("overnight")}:</dt>
                          <dd dir="auto" className="font-medium text-ink">
                            {day.overnight}
                          </dd>
                        </div>
                      ) : null}
                      {meals ? (
                        <div className="flex items-center gap-1.5">
                          <dt>{t("meals")}:</dt>
                          <dd className="font-medium text-ink">{meals}</dd>
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
