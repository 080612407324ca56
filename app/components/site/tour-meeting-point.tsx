import { MapPin } from "lucide-react";
import { useTranslations } from "use-intl";
import type { TourPlace } from "~/domain/tour-details";
import { DetailSection } from "./catalogue-detail-parts";
import { LINK_BUTTON } from "./link-styles";

/**
 * Where the tour starts and ends. With coordinates, a link opens OpenStreetMap; the live map
 * frame loads only when the visitor asks (`?map=meeting`, a plain link, so no script), as the
 * contact page's map does (decision 0006). The links come from the server (`tourPageFacts`),
 * and the section is rendered to HTML there (`renderStaticHtml`), so `shownMap` is the request's `map`.
 */
export function TourMeetingPoint({ places, shownMap }: { places: TourPlace[]; shownMap: string | null }) {
  const t = useTranslations("tourDetails");
  if (places.length === 0) return null;
  return (
    <DetailSection id="tour-meeting-point" title={t("meetingPoint")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {places.map((place) => (
          <MapPointCard key={place.which} point={place} shown={shownMap === place.which} />
        ))}
      </div>
    </DetailSection>
  );
}

function MapPointCard({ point, shown }: { point: TourPlace; shown: boolean }) {
  const t = useTranslations("tourDetails");
  const { linkUrl: link, embedUrl: embed } = point;
  const showFrame = embed !== null && shown;
  return (
    <div className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 print:break-inside-avoid">
      <h3 className="flex items-center gap-2 font-semibold text-ink">
        <MapPin aria-hidden="true" className="size-5 text-brand-700" />
        {point.which === "meeting" ? t("meetingPoint") : t("endPoint")}
      </h3>
      <p dir="auto" className="text-ink">
        {point.place}
      </p>
      {showFrame ? (
        <iframe
          src={embed}
          title={t("mapFrameTitle", { place: point.place })}
          className="aspect-[4/3] w-full rounded-md border-0 print:hidden"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      ) : null}
      {link ? (
        <p className="flex flex-wrap gap-2 print:hidden">
          {!showFrame ? (
            <a href={`?map=${point.which}#tour-meeting-point`} className={`${LINK_BUTTON.outline} px-3 py-1.5 text-sm`}>
              {t("showMap")}
            </a>
          ) : null}
          <a href={link} className={`${LINK_BUTTON.primary} px-3 py-1.5 text-sm`}>
            {t("openMap")}
          </a>
        </p>
      ) : null}
      {link ? <p className="text-xs text-muted print:hidden">{t("mapNotice")}</p> : null}
    </div>
  );
}
