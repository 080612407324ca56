import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslations } from "use-intl";
import type { SiteContent } from "~/domain/site-content";
import { telHref } from "~/domain/site-links";

/** The offices whose phone numbers the site shows, in order (their names: app/messages, `site.offices`). */
export const OFFICES = ["lebanon", "abidjan", "liberia"] as const;

/** The thin bar above the header: office address, phone numbers and the info e-mail (site content, issue #11). */
export function TopBar({ contact }: { contact: SiteContent["contact"] }) {
  const t = useTranslations("site");
  return (
    <aside aria-label={t("topBar.label")} className="bg-brand-900 text-xs text-white sm:text-sm">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-5 gap-y-1 px-4 py-2 sm:justify-between sm:px-6 lg:px-8">
        <li className="hidden items-center gap-2 md:flex">
          <MapPin aria-hidden className="size-4 shrink-0 text-accent-400" />
          <span>{t("address", contact.address)}</span>
        </li>
        <li className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:ms-auto">
          <Phone aria-hidden className="size-4 shrink-0 text-accent-400" />
          {OFFICES.map((office, index) => (
            <a
              key={office}
              href={telHref(contact.phones[office])}
              className={index === 0 ? "rounded-sm hover:underline" : "hidden rounded-sm hover:underline xl:inline"}
            >
              <span className="sr-only">{t(`offices.${office}`)}: </span>
              {/* Only the number runs left to right: the office's name keeps the page's direction. */}
              <bdi dir="ltr">{contact.phones[office]}</bdi>
            </a>
          ))}
        </li>
        <li className="flex items-center gap-2">
          <Mail aria-hidden className="size-4 shrink-0 text-accent-400" />
          <a href={`mailto:${contact.emails.info}`} className="rounded-sm hover:underline">
            {contact.emails.info}
          </a>
        </li>
      </ul>
    </aside>
  );
}
