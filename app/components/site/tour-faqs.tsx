import { useTranslations } from "use-intl";
import type { PublicTour } from "~/domain/catalogue";
import { DetailSection } from "./catalogue-detail-parts";

/** The tour's questions and answers, in the agency's order. */
export function TourFaqs({ tour }: { tour: PublicTour }) {
  const t = useTranslations("tourDetails");
  if (tour.faqs.length === 0) return null;
  return (
    <DetailSection id="tour-faqs" title={t("faqs")}>
      <dl className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {tour.faqs.map((faq, index) => (
          <div key={index} className="space-y-1.5 p-4 print:break-inside-avoid">
            <dt dir="auto" className="font-semibold text-ink">
              {faq.question}
            </dt>
            <dd dir="auto" className="leading-relaxed whitespace-pre-line text-muted">
              {faq.answer}
            </dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
