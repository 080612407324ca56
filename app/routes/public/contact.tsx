import { data, useLocation } from "react-router";
import { ContactForm } from "~/components/site/contact-form";
import { ContactInfo, OpeningHours } from "~/components/site/contact-info";
import { ContactMap } from "~/components/site/contact-map";
import { PageHero } from "~/components/site/page-hero";
import { useTranslations } from "use-intl";
import { absoluteUrl, localeFrom, metaTexts, pageMeta, siteUrlFrom } from "~/components/site/seo";
import { localizedPath } from "~/domain/locale";
import { COMPANY } from "~/content/company";
import { handleContactPost, loadContactPrefill, takeSent } from "./contact.server";
import type { Route } from "./+types/contact";

export async function loader({ request }: Route.LoaderArgs) {
  const [prefill, { sent, headers }] = await Promise.all([loadContactPrefill(new URL(request.url)), takeSent(request)]);
  return data({ prefill, sent }, { headers });
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
          <ContactInfo />
          <OpeningHours />
        </div>
        <div className="lg:col-span-5">
          <ContactMap />
        </div>
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeFrom(matches);
  const texts = metaTexts(matches, "contact");
  return pageMeta(matches, {
    ...texts,
    path: "/contact",
    jsonLd: {
      "@type": "ContactPage",
      name: texts.title,
      url: absoluteUrl(siteUrl, localizedPath("/contact", locale)),
      mainEntity: {
        "@type": "TravelAgency",
        name: COMPANY.name,
        url: absoluteUrl(siteUrl, localizedPath("/", locale)),
        address: {
          "@type": "PostalAddress",
          streetAddress: COMPANY.address.street,
          addressLocality: COMPANY.address.city,
          addressCountry: COMPANY.address.countryCode,
        },
        email: COMPANY.emails.info,
        openingHours: COMPANY.openingHours.flatMap((entry) => (entry.schema ? [entry.schema] : [])),
        contactPoint: [
          ...COMPANY.phones.map((phone) => ({
            "@type": "ContactPoint",
            telephone: phone.tel,
            contactType: "customer service",
            areaServed: phone.office,
          })),
          { "@type": "ContactPoint", email: COMPANY.emails.cargo, contactType: "cargo" },
        ],
      },
    },
  });
};
