import { MapPin } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useTranslations } from "use-intl";
import type { PublicTour } from "~/domain/catalogue";
import { mapEmbedUrl, mapLinkUrl } from "~/domain/tour-details";
import { DetailSection } from "./catalogue-detail-parts";
import { LINK_BUTTON } from "./link-styles";

type Point = { which: "meeting" | "end"; place: string; latitude: number | null; longitude: number | null };

/**
 * Where the tour starts and ends. With coordinates, a link opens OpenStreetMap; the live map
 * frame loads only when the visitor asks (`?map=meeting`, a plain link, so no script), as the
 * contact page's map does (decision 0006).
 */
export function TourMeetingPoint({ tour }: { tour: PublicTour }) {
  const t = useTranslations("tourDetails");
  const points: Point[] = [];
  if (tour.meetingPoint)
    points.push({ which: "meeting", place: tour.meetingPoint, latitude: tour.meetingLatitude, longitude: tour.meetingLongitude });
  if (tour.endPoint) points.push({ which: "end", place: tour.endPoint, latitude: tour.endLatitude, longitude: tour.endLongitude });
  if (points.length === 0) return null;
  return (
    <DetailSection id="tour-meeting-point" title={t("meetingPoint")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {points.map((point) => (
          <MapPointCard key={point.which} point={point} />
        ))}
      </div>
    </DetailSection>
  );
}

function MapPointCard({ point }: { point: Point }) {
  const t = useTranslations("tourDetails");
  // useLocation, not useSearchParams: the latter adds its code to every page's framework bundle.
  const { search } = useLocation();
  const link = mapLinkUrl(point);
  const embed = mapEmbedUrl(point);
  const showFrame = embed !== null && new URLSearchParams(search).get("map") === point.which;
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
            <Link to={`?map=${point.which}#tour-meeting-point`} preventScrollReset className={`${LINK_BUTTON.outline} px-3 py-1.5 text-sm`}>
              {t("showMap")}
            </Link>
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
