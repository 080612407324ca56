import { ArrowRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { LINK_BUTTON } from "~/components/site/link-styles";
import { PageHero } from "~/components/site/page-hero";
import { SectionHeading } from "~/components/site/section-heading";
import { pageMeta } from "~/components/site/seo";
import { ServiceCard } from "~/components/site/service-card";
import { SERVICES_PAGE } from "~/content/services-page";
import { listPublicServices } from "~/server/public-catalogue.server";
import { localeOfPath } from "~/domain/locale";

export async function loader({ request }: Route.LoaderArgs) {
  return { services: await listPublicServices(localeOfPath(new URL(request.url).pathname)) };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero {...SERVICES_PAGE.hero} />

      <section aria-labelledby="services-list" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading id="services-list" title={SERVICES_PAGE.list.title} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="services-how" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading id="services-how" title={SERVICES_PAGE.howItWorks.title} text={SERVICES_PAGE.howItWorks.text} />
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {SERVICES_PAGE.howItWorks.steps.map((step, index) => (
              <li key={step.title} className="flex flex-col items-center gap-3 rounded-xl bg-white p-6 text-center shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
                <p className="text-muted">{step.text}</p>
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
          <SectionHeading id="services-custom" title={SERVICES_PAGE.custom.title} text={SERVICES_PAGE.custom.text} align="start" />
          <ul className="flex flex-col gap-3">
            {SERVICES_PAGE.custom.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-2.5 text-ink">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {bullet}
              </li>
            ))}
          </ul>
          <p>
            <Link to="/contact?subject=Custom%20Tour%20Request" reloadDocument className={LINK_BUTTON.primary}>
              {SERVICES_PAGE.custom.cta}
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

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...SERVICES_PAGE.meta, path: "/services" });
