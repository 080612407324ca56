import { useTranslations } from "use-intl";
import type { Destination } from "~/domain/catalogue";
import { TRAVEL_INFO_FIELDS } from "~/domain/tour-details";
import { DetailSection } from "./catalogue-detail-parts";

/** A destination's travel information (issue #12): only the parts the agency wrote; nothing when none. */
export function DestinationTravelInfo({ destination }: { destination: Destination }) {
  const t = useTranslations("tourDetails");
  const filled = TRAVEL_INFO_FIELDS.filter((field) => destination[field]);
  if (filled.length === 0) return null;
  return (
    <DetailSection id="travel-info" title={t("travelInfo")}>
      <dl className="grid gap-4 sm:grid-cols-2">
        {filled.map((field) => (
          <div key={field} className="rounded-xl border border-gray-200 bg-white p-4">
            <dt className="font-semibold text-ink">{t(field)}</dt>
            <dd dir="auto" className="mt-1 leading-relaxed whitespace-pre-line text-muted">
              {destination[field]}
            </dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
