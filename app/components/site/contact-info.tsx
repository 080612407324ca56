import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { OFFICE_IDS } from "~/domain/offices";
import type { SiteContent } from "~/domain/site-content";
import { telHref } from "~/domain/site-links";

const LINK =
  "rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500";

/**
 * Each office's address and phone line (the offices section, issue #23) and the two mailboxes
 * (spec: Contact; site content, issue #11).
 */
export function ContactInfo({ contact, offices }: { contact: SiteContent["contact"]; offices: SiteContent["offices"] }) {
  const t = useTranslations("contact");
  return (
    <section aria-labelledby="contact-info-title" className="rounded-2xl bg-brand-50 p-5 sm:p-8">
      <h2 id="contact-info-title" className="text-2xl font-bold tracking-tight text-ink">
        {t("infoTitle")}
      </h2>
      <p className="mt-2 text-muted">{t("infoText")}</p>
      <address className="mt-6 flex flex-col gap-6 not-italic">
        <InfoGroup icon={MapPin} title={t("address")}>
          <ul className="flex flex-col gap-1.5">
            {OFFICE_IDS.map((id) => (
              <li key={id} data-testid={`contact-info-address-${id}`}>
                <span className="text-muted">{offices[id].name}:</span> <span className="text-ink">{offices[id].address}</span>
              </li>
            ))}
          </ul>
        </InfoGroup>
        <InfoGroup icon={Phone} title={t("phones")}>
          <ul className="flex flex-col gap-1.5">
            {OFFICE_IDS.map((id) => (
              <li key={id} className="flex flex-wrap gap-x-2" data-testid={`contact-info-phone-${id}`}>
                <span className="text-muted">{offices[id].name}:</span>
                <a href={telHref(offices[id].phone)} dir="ltr" className={LINK}>
                  {offices[id].phone}
                </a>
              </li>
            ))}
          </ul>
        </InfoGroup>
        <InfoGroup icon={Mail} title={t("emails")}>
          <ul className="flex flex-col gap-1.5">
            {(["info", "cargo"] as const).map((mailbox) => (
              <li key={mailbox} className="flex flex-wrap gap-x-2">
                <span className="text-muted">{t(mailbox === "info" ? "mailboxInfo" : "mailboxCargo")}:</span>
                <a href={`mailto:${contact.emails[mailbox]}`} className={`${LINK} break-all`}>
                  {contact.emails[mailbox]}
                </a>
              </li>
            ))}
          </ul>
        </InfoGroup>
      </address>
    </section>
  );
}

/** Opening hours as a definition list: Monday - Friday 8:00 AM - 4:00 PM, and so on (site content). */
export function OpeningHours({ hours }: { hours: SiteContent["hours"]["rows"] }) {
  const t = useTranslations("contact");
  return (
    <section aria-labelledby="contact-hours-title" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8">
      <h2 id="contact-hours-title" className="flex items-center gap-2.5 text-xl font-bold tracking-tight text-ink">
        <Clock aria-hidden className="size-5 text-brand-700" />
        {t("hoursTitle")}
      </h2>
      <dl className="mt-4 divide-y divide-gray-100">
        {hours.map((entry, index) => (
          <div key={index} className="flex justify-between gap-4 py-2.5">
            <dt className="font-medium text-ink">{entry.days}</dt>
            <dd className={entry.schema ? "text-ink" : "font-medium text-red-800"}>{entry.hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function InfoGroup({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-col gap-1.5">
        <h3 className="font-semibold text-ink">{title}</h3>
        {children}
      </div>
    </div>
  );
}
