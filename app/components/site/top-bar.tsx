import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslations } from "use-intl";
import { COMPANY } from "~/content/company";

/** The thin bar above the header: office address, phone numbers and the info e-mail. */
export function TopBar() {
  const t = useTranslations("site");
  const [lebanon, ...otherPhones] = COMPANY.phones;
  return (
    <aside aria-label={t("topBar.label")} className="bg-brand-900 text-xs text-white sm:text-sm">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-5 gap-y-1 px-4 py-2 sm:justify-between sm:px-6 lg:px-8">
        <li className="hidden items-center gap-2 md:flex">
          <MapPin aria-hidden className="size-4 shrink-0 text-accent-400" />
          <span>{t("address")}</span>
        </li>
        <li className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:ms-auto">
          <Phone aria-hidden className="size-4 shrink-0 text-accent-400" />
          <a href={`tel:${lebanon.tel}`} dir="ltr" className="rounded-sm hover:underline">
            <span className="sr-only">{t(`offices.${lebanon.key}`)}: </span>
            {lebanon.display}
          </a>
          {otherPhones.map((phone) => (
            <a key={phone.tel} href={`tel:${phone.tel}`} dir="ltr" className="hidden rounded-sm hover:underline xl:inline">
              <span className="sr-only">{t(`offices.${phone.key}`)}: </span>
              {phone.display}
            </a>
          ))}
        </li>
        <li className="flex items-center gap-2">
          <Mail aria-hidden className="size-4 shrink-0 text-accent-400" />
          <a href={`mailto:${COMPANY.emails.info}`} className="rounded-sm hover:underline">
            {COMPANY.emails.info}
          </a>
        </li>
      </ul>
    </aside>
  );
}
