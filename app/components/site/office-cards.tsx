import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { useTranslations } from "use-intl";
import { OFFICE_IDS, whatsAppHref } from "~/domain/offices";
import type { SiteContent } from "~/domain/site-content";
import { telHref } from "~/domain/site-links";
import { absoluteUrl } from "./seo";
import { useLocalizedPath } from "./use-localized-path";

const LINK =
  "rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500";

/** The contact page's offices (issue #23): one card each, with address, phone, WhatsApp, e-mail and hours (site content). */
export function OfficeCards({ offices, company }: { offices: SiteContent["offices"]; company: string }) {
  const t = useTranslations("contact");
  const whatsapp = useTranslations("whatsapp");
  const nav = useTranslations("site.nav");
  const localized = useLocalizedPath();
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  const message = whatsapp("pageMessage", { company, page: nav("contact"), url: absoluteUrl(root?.siteUrl ?? "", localized("/contact")) });
  return (
    <section aria-labelledby="offices-title">
      <h2 id="offices-title" className="text-2xl font-bold tracking-tight text-ink">
        {t("officesTitle")}
      </h2>
      <p className="mt-2 text-muted">{t("officesText")}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {OFFICE_IDS.map((id) => {
          const office = offices[id];
          return (
            <li key={id} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" data-testid={`office-${id}`}>
              <h3 className="text-xl font-bold text-ink">{office.name}</h3>
              <address className="mt-4 flex flex-col gap-3 text-sm not-italic">
                <p className="flex gap-2.5">
                  <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span className="text-ink">{office.address}</span>
                </p>
                <p className="flex flex-wrap gap-x-2">
                  <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span className="sr-only">{t("officePhone")}: </span>
                  <a href={telHref(office.phone)} dir="ltr" className={LINK}>
                    {office.phone}
                  </a>
                </p>
                <p className="flex flex-wrap gap-x-2">
                  <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <a
                    href={whatsAppHref(office.whatsapp, message)}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={t("officeWhatsAppLabel", { office: office.name })}
                    className={LINK}
                  >
                    {t("officeWhatsApp")} <bdi dir="ltr">{office.whatsapp}</bdi>
                  </a>
                </p>
                <p className="flex min-w-0 gap-x-2">
                  <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span className="sr-only">{t("officeEmail")}: </span>
                  <a href={`mailto:${office.email}`} className={`${LINK} break-all`}>
                    {office.email}
                  </a>
                </p>
                <p className="flex gap-2.5">
                  <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span>
                    <span className="sr-only">{t("officeHours")}: </span>
                    <span className="text-ink">{office.hours}</span>
                  </span>
                </p>
              </address>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
