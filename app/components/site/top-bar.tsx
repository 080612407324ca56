import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslations } from "use-intl";
import type { SiteContent } from "~/domain/site-content";
import { MAIN_OFFICE, OFFICE_IDS } from "~/domain/offices";
import { telHref } from "~/domain/site-links";
import { ServerHtml } from "./server-html";
import { WhatsAppChat } from "./whatsapp-chat";

/**
 * The thin bar above the header: the head office's address, each office's phone (site content,
 * issues #11 and #23) and the info e-mail. On a phone only the first office's number, the e-mail
 * and the WhatsApp link show, so the bar stays on two short lines at 375 px; every office's
 * number from xl.
 */
export function TopBar({
  contactsHtml,
  contact,
  offices,
}: {
  contactsHtml: string;
  contact: SiteContent["contact"];
  offices: SiteContent["offices"];
}) {
  const t = useTranslations("site");
  return (
    <aside aria-label={t("topBar.label")} className="bg-brand-900 text-xs text-white sm:text-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-5 gap-y-1 px-4 py-2 sm:justify-between sm:px-6 lg:px-8">
        <ServerHtml html={contactsHtml} className="contents" />
        <p className="flex items-center sm:hidden">
          <WhatsAppChat number={offices[MAIN_OFFICE].whatsapp} company={contact.companyName} variant="inline" />
        </p>
      </div>
    </aside>
  );
}

/**
 * The bar's address, phones and e-mail: rendered to HTML by the layout's loader (decision 0032),
 * so none of it is in the browser's JavaScript; its items sit in the bar's row (`contents`).
 */
export function TopBarContacts({ contact, offices }: { contact: SiteContent["contact"]; offices: SiteContent["offices"] }) {
  return (
    <ul className="contents">
      <li className="hidden items-center gap-2 md:flex">
        <MapPin aria-hidden className="size-4 shrink-0 text-accent-400" />
        <span>{offices[MAIN_OFFICE].address}</span>
      </li>
      <li className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:ms-auto">
        <Phone aria-hidden className="size-4 shrink-0 text-accent-400" />
        {OFFICE_IDS.map((id, index) => (
          <a
            key={id}
            href={telHref(offices[id].phone)}
            className={index === 0 ? "rounded-sm hover:underline" : "hidden rounded-sm hover:underline xl:inline"}
            data-testid={`top-bar-office-${id}`}
          >
            {/* The office's name, then only the number runs left to right. */}
            <span className={index === 0 ? "sr-only sm:not-sr-only" : undefined}>{offices[id].name} </span>
            <bdi dir="ltr">{offices[id].phone}</bdi>
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
  );
}
