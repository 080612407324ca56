import { ArrowRight, Compass, Package, Plane, Stamp, type LucideIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { ESTIMATE_ID } from "~/domain/cargo/cargo-estimate";
import { enquiryFormPath, FORM_KINDS, type EnquiryFormKind } from "~/domain/enquiry-kinds";
import { LINK_BUTTON } from "./link-styles";
import { SectionHeading } from "./section-heading";
import { useLocalizedPath } from "./use-localized-path";

const ICONS: Record<EnquiryFormKind, LucideIcon> = { tour: Compass, air: Plane, cargo: Package, visa: Stamp };

/**
 * The Services page's offer of the four enquiry forms (issue #13): a tour, an air ticket, cargo,
 * a visa, each with a line on what it is and a link to its form. Rendered to HTML on the server
 * (decision 0032): plain links, no script.
 */
export function EnquiryOffers() {
  const t = useTranslations("enquire");
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="services-enquire" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <SectionHeading id="services-enquire" title={t("offerTitle")} text={t("offerText")} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FORM_KINDS.map((kind) => {
          const Icon = ICONS[kind];
          return (
            <li key={kind}>
              <article className="flex h-full flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-6">
                <span className="flex size-12 items-center justify-center rounded-lg bg-white text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-lg font-semibold text-ink">{t(`${kind}.title`)}</h3>
                <p className="grow text-muted">{t(`${kind}.offer`)}</p>
                <p>
                  <a href={localized(enquiryFormPath(kind))} className={`${LINK_BUTTON.outline} bg-white`}>
                    {t(`${kind}.link`)}
                    <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
                  </a>
                </p>
                {kind === "cargo" ? (
                  // The estimate sits on the cargo form's page (issue #26).
                  <p>
                    <a
                      href={`${localized(enquiryFormPath(kind))}#${ESTIMATE_ID}`}
                      className="font-medium text-brand-700 underline-offset-4 hover:underline"
                    >
                      {t("cargo.estimateLink")}
                    </a>
                  </p>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
