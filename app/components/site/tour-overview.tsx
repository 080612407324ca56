import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "use-intl";
import type { PublicTour } from "~/domain/catalogue";
import { DetailSection } from "./catalogue-detail-parts";

/** The tour page's Overview: its summary, its highlights, and the trip's code, difficulty (in words, from the server) and minimum age when given. */
export function TourOverview({ tour, difficulty }: { tour: PublicTour; difficulty: string | null }) {
  const t = useTranslations("tourDetails");
  const facts: [string, string][] = [];
  if (tour.tripCode) facts.push([t("tripCode"), tour.tripCode]);
  if (difficulty) facts.push([t("difficulty"), difficulty]);
  if (tour.minimumAge !== null) facts.push([t("minimumAge"), t("minimumAgeValue", { age: tour.minimumAge })]);
  if (!tour.summary && tour.highlights.length === 0 && facts.length === 0) return null;
  return (
    <DetailSection id="tour-overview" title={t("overview")}>
      {tour.summary ? (
        <p dir="auto" className="text-lg leading-relaxed font-medium whitespace-pre-line text-ink">
          {tour.summary}
        </p>
      ) : null}
      {facts.length > 0 ? (
        <dl aria-label={t("facts")} className="flex flex-wrap gap-x-8 gap-y-2">
          {facts.map(([term, value]) => (
            <div key={term} className="flex gap-2">
              <dt className="text-muted">{term}:</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {tour.highlights.length > 0 ? (
        <>
          <h3 className="text-lg font-semibold text-ink">{t("highlights")}</h3>
          <ul className="grid gap-2.5 sm:grid-cols-2">
            {tour.highlights.map((highlight) => (
              <li key={highlight} dir="auto" className="flex items-start gap-2 text-ink">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                {highlight}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </DetailSection>
  );
}
