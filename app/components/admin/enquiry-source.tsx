import type { ReactNode } from "react";
import { AdminFacts, AdminSection } from "~/components/admin/catalogue-detail";
import { ENQUIRY_SOURCE_TEXTS } from "~/content/enquiry-funnel";
import type { EnquirySource } from "~/domain/visit-source";

/** The enquiry screen's "Source" block (issue #28): the page it was sent from, the referrer and the campaign, those known. */
export function EnquirySourceBlock({ source }: { source: EnquirySource }) {
  const texts = ENQUIRY_SOURCE_TEXTS.en;
  const facts: [string, string | null][] = [
    [texts.page, source.page],
    [texts.referrer, source.referrerHost],
    [texts.campaign, source.utm_campaign],
    [texts.utmSource, source.utm_source],
    [texts.medium, source.utm_medium],
    [texts.term, source.utm_term],
    [texts.content, source.utm_content],
  ];
  // A region named "Source", so it can be found and reached as one.
  return (
    <section aria-label={texts.title}>
      <AdminSection title={texts.title}>
        <AdminFacts
          facts={facts.flatMap(([label, value]): [string, ReactNode][] =>
            value === null
              ? []
              : [
                  [
                    label,
                    <span dir="auto" className="break-all">
                      {value}
                    </span>,
                  ],
                ],
          )}
        />
      </AdminSection>
    </section>
  );
}
