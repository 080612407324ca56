import { ArrowRight } from "lucide-react";
import { useTranslations } from "use-intl";
import { enquiryFormPath, FORM_KINDS, type EnquiryFormKind } from "~/domain/enquiry-kinds";
import type { SiteContent } from "~/domain/site-content";
import { ContactInfo } from "./contact-info";
import { useLocalizedPath } from "./use-localized-path";

const LINK =
  "inline-flex items-center gap-1.5 rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500";

/**
 * Beside an enquiry form (issue #13): the other forms, the contact form for anything else, and
 * the agency's contact details. Nothing in it runs in the browser: the page's loader renders it
 * to HTML (decision 0032), so its code and icons cost the page no script.
 */
export function EnquiryAside({
  kind,
  contact,
  offices,
}: {
  kind: EnquiryFormKind;
  contact: SiteContent["contact"];
  offices: SiteContent["offices"];
}) {
  const t = useTranslations("enquire");
  const localized = useLocalizedPath();
  return (
    <>
      <nav aria-labelledby="other-enquiries-title" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8">
        <h2 id="other-enquiries-title" className="text-xl font-bold tracking-tight text-ink">
          {t("otherTitle")}
        </h2>
        <p className="mt-2 text-muted">{t("otherText")}</p>
        <ul className="mt-4 flex flex-col gap-2.5">
          {FORM_KINDS.filter((other) => other !== kind).map((other) => (
            <li key={other}>
              <a href={localized(enquiryFormPath(other))} className={LINK}>
                {t(`${other}.link`)}
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </a>
            </li>
          ))}
          <li>
            <a href={localized("/contact")} className={LINK}>
              {t("contactLink")}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </a>
          </li>
        </ul>
      </nav>
      <ContactInfo contact={contact} offices={offices} />
    </>
  );
}
