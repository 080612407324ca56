import { ArrowRight, CalendarDays, CircleCheck, MapPin, Search } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import type { Route } from "./+types/home";
import { DestinationCard } from "~/components/site/destination-card";
import { LINK_BUTTON } from "~/components/site/link-styles";
import { SectionHeading } from "~/components/site/section-heading";
import { absoluteUrl, metaTexts, pageMeta } from "~/components/site/seo";
import { ServerHtml } from "~/components/site/server-html";
import { ServiceCard } from "~/components/site/service-card";
import { TestimonialCard } from "~/components/site/testimonial-card";
import { travelAgencyJsonLd } from "~/components/site/agency-json-ld";
import { getEnv } from "~/server/platform/env.server";
import type { Service } from "~/domain/catalogue";
import type { SiteContent } from "~/domain/site-content";
import { translatorFor, pageMessagesFor } from "~/server/platform/messages.server";
import { getRequestSiteContent } from "~/server/platform/site-content.server";
import { renderStaticHtml } from "~/server/platform/static-html.server";
import { TourCard } from "~/components/site/tour-card";
import { visitor } from "~/server/platform/visitor.server";
import { monthOptions } from "~/server/catalogue/departures.server";
import { useLocalizedPath } from "~/components/site/use-localized-path";
import { localizedPath } from "~/domain/locale";
import { listPublicDestinations, listPublicServices, listPublicTours } from "~/server/catalogue/public-catalogue.server";

/** Featured cards the home page shows of each kind: two rows of the four-column grid. */
const FEATURED_ON_HOME = 8;

/** The hero, the claims and the testimonials are the site content admins edit (issue #11), in the page's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale, currency, today } = visitor(context);
  const [destinations, tours, services, content] = await Promise.all([
    listPublicDestinations({ featuredOnly: true, limit: FEATURED_ON_HOME, locale }),
    listPublicTours({ featuredOnly: true, limit: FEATURED_ON_HOME, currency, locale }),
    listPublicServices(locale),
    getRequestSiteContent(context, locale),
  ]);
  const { hero, claims, testimonials, hours } = content;
  // The description names the stored years of experience, so it is formatted here (metaTexts reads plain texts).
  const years = claims.yearsOfExperience;
  const metaDescription = translatorFor(locale)("home.metaDescription", { years, count: Number.parseInt(years, 10) });
  const months = monthOptions(locale, today);
  // Built here, not in `meta`, so the schema.org builder stays out of the browser's bundle (issue #9's budget).
  const siteUrl = getEnv().SITE_URL;
  const { contact, offices } = content;
  const jsonLd = {
    ...travelAgencyJsonLd(contact, offices, hours.rows, absoluteUrl(siteUrl, localizedPath("/", locale))),
    legalName: contact.legalName ?? contact.companyName,
    logo: absoluteUrl(siteUrl, "/favicon.svg"),
    image: absoluteUrl(siteUrl, "/images/hero.svg"),
    foundingDate: String(claims.founded),
  };
  return {
    destinations,
    tours,
    // The services' cards and the credentials have nothing to do in the browser: sent as HTML only,
    // so their icons stay out of the page's JavaScript (decision 0032; the 125 KB budget).
    servicesHtml: renderStaticHtml(locale, <ServiceCards services={services} />),
    credentialsHtml: renderStaticHtml(locale, <Credentials credentials={claims.credentials} />),
    hero,
    claims,
    testimonials: testimonials.items,
    metaDescription,
    months,
    jsonLd,
    messages: pageMessagesFor(locale, ["home"]),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { destinations, tours, hero, claims, testimonials } = loaderData;
  const t = useTranslations("home");
  const localized = useLocalizedPath();
  return (
    <main id="main">
      <Hero hero={hero} months={loaderData.months} />

      <section aria-labelledby="home-destinations" className="render-on-view mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading
          id="home-destinations"
          eyebrow={t("destinationsEyebrow")}
          title={t("destinationsTitle")}
          text={t("destinationsText")}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {destinations.map((destination) => (
            <li key={destination.id}>
              <DestinationCard destination={destination} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to={localized("/destinations")} className={LINK_BUTTON.outline}>
            {t("destinationsViewAll")}
            <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </p>
      </section>

      <AboutSection yearsOfExperience={claims.yearsOfExperience} credentialsHtml={loaderData.credentialsHtml} />

      <section aria-labelledby="home-tours" className="render-on-view mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading id="home-tours" eyebrow={t("toursEyebrow")} title={t("toursTitle")} text={t("toursText")} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tours.map((tour) => (
            <li key={tour.id}>
              <TourCard tour={tour} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to={localized("/tours")} className={LINK_BUTTON.outline}>
            {t("toursViewAll")}
            <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </p>
      </section>

      <section aria-labelledby="home-services" className="render-on-view bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading id="home-services" eyebrow={t("servicesEyebrow")} title={t("servicesTitle")} text={t("servicesText")} />
          <ServerHtml html={loaderData.servicesHtml} className="mt-10" />
        </div>
      </section>

      <section aria-labelledby="home-testimonials" className="render-on-view mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading
          id="home-testimonials"
          eyebrow={t("testimonialsEyebrow")}
          title={t("testimonialsTitle")}
          text={t("testimonialsText")}
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial, index) => (
            <li key={index}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </section>

      <CallToAction />
    </main>
  );
}

function Hero({ hero, months }: { hero: SiteContent["hero"]; months: { value: string; label: string }[] }) {
  const t = useTranslations("home");
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-brand-900">
      <img
        src="/images/hero.svg"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-900/85 via-brand-900/70 to-brand-900/80" />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 sm:py-24 lg:px-8 lg:py-28">
        <div className="flex max-w-2xl flex-col gap-5 text-white">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{hero.eyebrow}</p>
          <h1 id="home-title" className="text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="text-lg text-brand-50 sm:text-xl">{hero.text}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={localized("/tours")} className={LINK_BUTTON.accent}>
              {t("explore")}
              <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
            <Link to={localized("/contact")} reloadDocument className={LINK_BUTTON.outlineLight}>
              {t("contact")}
            </Link>
          </div>
        </div>
        <HeroSearch months={months} />
      </div>
    </section>
  );
}

/**
 * A plain GET form to /tours: the destination text becomes `q`, the Dates field's month
 * `month` ("Departing in", issue #12), its months labelled by the loader.
 */
function HeroSearch({ months }: { months: { value: string; label: string }[] }) {
  const t = useTranslations("home");
  const departing = useTranslations("departures");
  const localized = useLocalizedPath();
  const field =
    "w-full rounded-lg border border-gray-300 bg-white py-3 pe-3 ps-10 text-base text-ink placeholder:text-gray-500 focus-visible:border-brand-700";
  return (
    <search className="max-w-4xl">
      <form
        method="get"
        action={localized("/tours")}
        aria-labelledby="hero-search-title"
        className="grid gap-4 rounded-2xl bg-white p-5 shadow-xl sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <h2 id="hero-search-title" className="text-lg font-semibold text-ink sm:col-span-3">
          {t("searchLabel")}
        </h2>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="hero-destination" className="text-sm font-medium text-ink">
            {t("searchDestination")}
          </label>
          <div className="relative">
            <MapPin aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
            <input
              id="hero-destination"
              name="q"
              type="search"
              autoComplete="off"
              placeholder={t("searchDestinationPlaceholder")}
              className={field}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="hero-dates" className="text-sm font-medium text-ink">
            {t("searchDates")}
          </label>
          <div className="relative">
            <CalendarDays aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
            <select id="hero-dates" name="month" defaultValue="" aria-describedby="hero-dates-hint" className={field}>
              <option value="">{departing("anyMonth")}</option>
              {months.map((month) => (
                <option key={month.value} value={month.value}>
                  {month.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className={`${LINK_BUTTON.primary} h-[50px]`}>
          <Search aria-hidden />
          {t("searchSubmit")}
        </button>
        <p id="hero-dates-hint" className="text-sm text-muted sm:col-span-3">
          {departing("heroHint")}
        </p>
      </form>
    </search>
  );
}

function ServiceCards({ services }: { services: Service[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}

function Credentials({ credentials }: { credentials: string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {credentials.map((credential, index) => (
        <li key={index} className="flex gap-2.5 text-ink">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {credential}
        </li>
      ))}
    </ul>
  );
}

function AboutSection({ yearsOfExperience, credentialsHtml }: { yearsOfExperience: string; credentialsHtml: string }) {
  const t = useTranslations("home");
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="home-about" className="bg-brand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <div className="relative">
          <img
            src="/images/about.svg"
            alt=""
            width={1600}
            height={900}
            loading="lazy"
            decoding="async"
            className="aspect-video w-full rounded-2xl object-cover shadow-lg"
          />
          <p className="absolute -bottom-6 end-6 flex flex-col items-center rounded-xl bg-brand-700 px-6 py-4 text-white shadow-lg">
            <span className="text-4xl font-bold" dir="ltr">
              {yearsOfExperience}
            </span>
            <span className="text-sm">{t("aboutYearsLabel")}</span>
          </p>
        </div>
        <div className="flex flex-col gap-6">
          <SectionHeading id="home-about" eyebrow={t("aboutEyebrow")} title={t("aboutTitle")} text={t("aboutText")} align="start" />
          <ServerHtml html={credentialsHtml} />
          <p>
            <Link to={localized("/about")} className={LINK_BUTTON.primary}>
              {t("learnMore")}
              <span className="sr-only"> {t("learnMoreContext")}</span>
              <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

function CallToAction() {
  const t = useTranslations("home");
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="home-cta" className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-14 text-center text-white shadow-xl">
        <h2 id="home-cta" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t("ctaTitle")}
        </h2>
        <p className="max-w-2xl text-lg text-brand-50">{t("ctaText")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={localized("/contact?subject=Custom%20Tour%20Request")} reloadDocument className={LINK_BUTTON.accent}>
            {t("ctaPrimary")}
          </Link>
          <Link to={localized("/tours")} className={LINK_BUTTON.outlineLight}>
            {t("ctaSecondary")}
          </Link>
        </div>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    ...metaTexts(matches, "home"),
    ...(loaderData ? { description: loaderData.metaDescription } : {}),
    path: "/",
    image: "/images/hero.svg",
    jsonLd: loaderData?.jsonLd,
  });
