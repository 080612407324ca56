import { ArrowRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { LINK_BUTTON } from "~/components/site/link-styles";
import { PageHero } from "~/components/site/page-hero";
import { SectionHeading } from "~/components/site/section-heading";
import { metaTexts, pageMeta } from "~/components/site/seo";
import { ServiceCard } from "~/components/site/service-card";
import { useTranslations } from "use-intl";
import { useLocalizedPath } from "~/components/site/use-localized-path";
import { listPublicServices } from "~/server/catalogue/public-catalogue.server";
import { withPreview } from "~/server/catalogue/preview.server";
import { visitor, visitorMiddleware } from "~/server/platform/visitor.server";
import { PREVIEW_PARAM } from "~/domain/visitor";
import { PreviewBanner, previewHeaders } from "~/components/site/preview-banner";
import { EnquiryOffers } from "~/components/site/enquiry-offers";
import { ServerHtml } from "~/components/site/server-html";
import { renderStaticHtml } from "~/server/platform/static-html.server";
import { pageMessagesFor } from "~/server/platform/messages.server";

/** A staff member's `?preview` shows a draft here; anyone else asking is sent to sign in (decision 0028). */
export const middleware: Route.MiddlewareFunction[] = [visitorMiddleware({ showsDrafts: true })];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shownTo = visitor(context);
  const { locale, preview } = shownTo;
  // The enquiry forms' offer has nothing to do in the browser: HTML only (decision 0032).
  const offers = renderStaticHtml(locale, <EnquiryOffers />);
  const messages = pageMessagesFor(locale, ["servicesPage"]);
  // A staff preview of one service (`?preview=<id>`) lists it among the public ones, with the banner.
  const previewId = preview ? (url.searchParams.get(PREVIEW_PARAM) ?? "") : undefined;
  const services = await listPublicServices(locale, previewId);
  const previewed = services.find((service) => service.id === previewId);
  return withPreview(shownTo, { services, offers, messages }, { kind: "service", record: previewed });
}

export const headers = previewHeaders;

/** The How It Works steps and the custom travel list, by message key (app/messages, `servicesPage`). */
const STEPS = [1, 2, 3, 4] as const;
const CUSTOM = ["custom1", "custom2", "custom3", "custom4", "custom5"] as const;

export default function Services({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("servicesPage");
  const localized = useLocalizedPath();
  return (
    <main id="main">
      <PageHero eyebrow={t("eyebrow")} title={t("title")} text={t("text")} />
      {loaderData.preview ? (
        <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
          <PreviewBanner notice={loaderData.preview} />
        </div>
      ) : null}

      <section aria-labelledby="services-list" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading id="services-list" title={t("listTitle")} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </section>

      <ServerHtml html={loaderData.offers} />

      <section aria-labelledby="services-how" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading id="services-how" title={t("howTitle")} text={t("howText")} />
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step) => (
              <li key={step} className="flex flex-col items-center gap-3 rounded-xl bg-white p-6 text-center shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
                >
                  {step}
                </span>
                <h3 className="text-lg font-semibold text-ink">{t(`step${step}Title`)}</h3>
                <p className="text-muted">{t(`step${step}Text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="services-custom"
        className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8"
      >
        <div className="flex flex-col gap-6">
          <SectionHeading id="services-custom" title={t("customTitle")} text={t("customText")} align="start" />
          <ul className="flex flex-col gap-3">
            {CUSTOM.map((bullet) => (
              <li key={bullet} className="flex gap-2.5 text-ink">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {t(bullet)}
              </li>
            ))}
          </ul>
          <p>
            <Link to={localized("/contact?subject=Custom%20Tour%20Request")} reloadDocument className={LINK_BUTTON.primary}>
              {t("customCta")}
              <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          </p>
        </div>
        <img
          src="/images/tours/inca-trail-adventure.svg"
          alt=""
          width={1600}
          height={900}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full rounded-2xl object-cover shadow-lg"
        />
      </section>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  return pageMeta(matches, { ...metaTexts(matches, "servicesPage"), path: "/services" });
};
