import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "use-intl";
import type { PublicTour } from "~/domain/catalogue";
import { DetailSection } from "./catalogue-detail-parts";

/** What's included (the spec's Included Services) and what is not, side by side. */
export function TourInclusions({ tour }: { tour: PublicTour }) {
  const t = useTranslations("tourDetails");
  const page = useTranslations("tourPage");
  return (
    <DetailSection id="included" title={t("included")}>
      {tour.includedServices.length === 0 ? (
        <p className="text-muted">{page("noneIncluded")}</p>
      ) : (
        <ul className="grid gap-2.5 sm:grid-cols-2">
          {tour.includedServices.map((service) => (
            <li key={service} dir="auto" className="flex items-start gap-2 text-ink">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {service}
            </li>
          ))}
        </ul>
      )}
      {tour.notIncluded.length > 0 ? (
        <>
          <h3 id="not-included" className="pt-2 text-lg font-semibold text-ink">
            {t("notIncluded")}
          </h3>
          <ul aria-labelledby="not-included" className="grid gap-2.5 sm:grid-cols-2">
            {tour.notIncluded.map((item) => (
              <li key={item} dir="auto" className="flex items-start gap-2 text-ink">
                <span aria-hidden="true" className="w-5 shrink-0 text-center font-bold text-red-700">
                  ✕
                </span>
                {item}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </DetailSection>
  );
}
