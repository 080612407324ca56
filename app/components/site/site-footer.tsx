import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslations } from "use-intl";
import { PUBLIC_NAV } from "~/content/company";
import { SOCIAL_BADGES } from "~/content/site";
import { OFFICE_IDS } from "~/domain/offices";
import type { SiteContent } from "~/domain/site-content";
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, telHref } from "~/domain/site-links";
import { BrandMark } from "./brand-mark";
import { useLocalizedPath } from "./use-localized-path";

export type FooterDestination = { id: string; title: string };

const HEADING = "text-sm font-semibold uppercase tracking-wider text-accent-400";
const LINK = "rounded-sm text-brand-100 hover:text-white hover:underline";

/**
 * The public footer. Popular destinations are the featured ones, linking to their real pages
 * (docs/product-decisions.md). Contact details and social links are the site content admins edit
 * (issue #11); each office's address and phone come from the offices section (issue #23); a network without an address is left out, and with none the footer says they are coming.
 */
/** The footer's id: public pages hold their first paint until the parser reaches it (routes/public/layout.tsx). */
export const SITE_FOOTER_ID = "site-footer";

export function SiteFooter({
  contact,
  offices,
  social,
  destinations,
  year,
}: {
  contact: SiteContent["contact"];
  offices: SiteContent["offices"];
  social: SiteContent["social"];
  destinations: FooterDestination[];
  year: number;
}) {
  const t = useTranslations("site");
  const localized = useLocalizedPath();
  const networks = SOCIAL_NETWORKS.filter((network) => social[network]);
  return (
    <footer id={SITE_FOOTER_ID} className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <section aria-labelledby="footer-about" className="flex flex-col gap-4">
          <h2 id="footer-about" className="flex items-center gap-2.5 text-lg font-bold text-white">
            <BrandMark className="size-9 shrink-0" />
            {contact.companyName}
          </h2>
          <p className="text-sm leading-relaxed">{t("footer.blurb")}</p>
          <div>
            <h3 className="sr-only">{t("footer.social")}</h3>
            {networks.length > 0 ? (
              <ul className="flex gap-2" aria-label={t("footer.social")}>
                {networks.map((network) => (
                  <li key={network}>
                    <a
                      href={social[network]}
                      rel="me noopener noreferrer"
                      className="flex size-9 items-center justify-center rounded-full bg-white/10 text-sm font-bold text-white hover:bg-white/20"
                    >
                      <span aria-hidden="true">{SOCIAL_BADGES[network]}</span>
                      <span className="sr-only">{SOCIAL_NETWORK_NAMES[network]}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-xs text-brand-100">{t("footer.socialNote")}</p>
            )}
          </div>
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={HEADING}>
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-4 flex flex-col gap-2.5 text-sm">
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <a href={localized(item.to)} className={LINK}>
                  {t(`nav.${item.label}`)}
                </a>
              </li>
            ))}
            {/* The public tracking page (issue #26), for senders and receivers with a number. */}
            <li>
              <a href={localized("/track")} className={LINK}>
                {t("footer.track")}
              </a>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-destinations">
          <h2 id="footer-destinations" className={HEADING}>
            {t("footer.popularDestinations")}
          </h2>
          <ul className="mt-4 flex flex-col gap-2.5 text-sm">
            {destinations.map((destination) => (
              <li key={destination.id}>
                <a href={localized(`/destinations/${destination.id}`)} className={LINK}>
                  {destination.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={HEADING}>
            {t("footer.contact")}
          </h2>
          <address className="mt-4 flex flex-col gap-4 text-sm not-italic">
            {/* Each office's address and phone are the offices section's (issue #23), as on the contact page. */}
            <ul className="flex flex-col gap-3">
              {OFFICE_IDS.map((id) => (
                <li key={id} className="flex flex-col gap-1" data-testid={`footer-office-${id}`}>
                  <p className="font-semibold text-white">{offices[id].name}</p>
                  <p className="flex gap-2.5">
                    <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-400" />
                    <span>{offices[id].address}</span>
                  </p>
                  <p className="flex gap-2.5">
                    <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-400" />
                    <a href={telHref(offices[id].phone)} dir="ltr" className={LINK}>
                      {offices[id].phone}
                    </a>
                  </p>
                </li>
              ))}
            </ul>
            <ul className="flex flex-col gap-1.5">
              {(["info", "cargo"] as const)
                .map((mailbox) => contact.emails[mailbox])
                .map((email, index) => (
                  <li key={index} className="flex gap-2.5">
                    <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-400" />
                    <a href={`mailto:${email}`} className={`${LINK} break-all`}>
                      {email}
                    </a>
                  </li>
                ))}
            </ul>
          </address>
        </section>
      </div>
      {/* Room under the last line for the WhatsApp button in the corner (from sm; issue #23). */}
      <div className="border-t border-white/10 sm:pb-20">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm sm:px-6 lg:px-8">
          © {year} {contact.legalName ?? contact.companyName}. {t("footer.rights")}
        </p>
      </div>
    </footer>
  );
}
