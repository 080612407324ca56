import { data, useLocation, useRouteLoaderData } from "react-router";
import { pageMessagesFor } from "~/server/platform/messages.server";
import { ContactForm } from "~/components/site/contact-form";
import { ContactInfo, OpeningHours } from "~/components/site/contact-info";
import { ContactMap } from "~/components/site/contact-map";
import { OfficeCards } from "~/components/site/office-cards";
import { PageHero } from "~/components/site/page-hero";
import { useTranslations } from "use-intl";
import { absoluteUrl, localeFrom, metaTexts, pageMeta, siteUrlFrom } from "~/components/site/seo";
import { localizedPath } from "~/domain/locale";
import { layoutContentFrom, travelAgencyJsonLd } from "~/components/site/agency-json-ld";
import { getRequestSiteContent } from "~/server/platform/site-content.server";
import { visitor } from "~/server/platform/visitor.server";
import type { loader as layoutLoader } from "./layout";
import { handleContactPost, loadContactPrefill, takeContactSent } from "./contact.server";
import type { Route } from "./+types/contact";

/** The address, phones and e-mails come with the layout's data; the opening hours are this page's (site content). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = visitor(context);
  const [prefill, { sent, headers }, content] = await Promise.all([
    loadContactPrefill(url, locale),
    takeContactSent(request),
    getRequestSiteContent(context, locale),
  ]);
  const messages = pageMessagesFor(locale, ["contact", "contactErrors"]);
  return data({ prefill, sent, hours: content.hours.rows, messages }, { headers });
}

/** Post/Redirect/Get: a sent message comes back as a fresh /contact, so reload never resends. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleContactPost(request, context);
}

// The page shows a one-time banner after sending, so no shared cache may keep a copy.
export function headers() {
  return { "Cache-Control": "private, no-cache" };
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const t = useTranslations("contact");
  const { contact, offices } = useRouteLoaderData<typeof layoutLoader>("routes/public/layout")!;
  return (
    <main id="main">
      <PageHero eyebrow={t("eyebrow")} title={t("title")} text={t("text")} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5 lg:gap-10 lg:px-8">
        <div className="lg:col-span-3">
          <ContactForm
            values={actionData?.values ?? {}}
            prefill={loaderData.prefill}
            serverErrors={actionData?.fieldErrors}
            problem={actionData?.problem?.description}
            sentKey={loaderData.sent ? location.key : null}
          />
        </div>
        <div className="flex flex-col gap-8 lg:col-span-2">
          <ContactInfo contact={contact} offices={offices} />
          <OpeningHours hours={loaderData.hours} />
        </div>
        <div className="lg:col-span-5">
          <OfficeCards offices={offices} company={contact.companyName} />
        </div>
        <div className="lg:col-span-5">
          <ContactMap contact={contact} />
        </div>
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeFrom(matches);
  const texts = metaTexts(matches, "contact");
  const site = layoutContentFrom(matches);
  return pageMeta(matches, {
    ...texts,
    path: "/contact",
    jsonLd: {
      "@type": "ContactPage",
      name: texts.title,
      url: absoluteUrl(siteUrl, localizedPath("/contact", locale)),
      mainEntity: site
        ? travelAgencyJsonLd(site.contact, site.offices, loaderData?.hours ?? [], absoluteUrl(siteUrl, localizedPath("/", locale)))
        : undefined,
    },
  });
};
