import { useTranslations } from "use-intl";
import type { PublicTour } from "~/domain/catalogue";
import type { PublicTourDates } from "~/domain/departures";
import type { GalleryPhoto } from "~/domain/photos";
import type { TourPageFacts } from "~/domain/tour-details";
import { DetailSection } from "./catalogue-detail-parts";
import { TourDepartures } from "./tour-departures";
import { TourFaqs } from "./tour-faqs";
import { TourGallery } from "./tour-gallery";
import { TourInclusions } from "./tour-inclusions";
import { TourItinerary } from "./tour-itinerary";
import { TourMeetingPoint } from "./tour-meeting-point";
import { TourOverview } from "./tour-overview";

export type TourSectionsProps = {
  tour: PublicTour;
  facts: TourPageFacts;
  dates: PublicTourDates;
  gallery: GalleryPhoto[];
  /** The request's `map` parameter: which point's live map the visitor asked for. */
  shownMap: string | null;
};

/**
 * The tour page's main column below its picture, in the order: Overview, About,
 * Itinerary, What's included, Dates & prices, FAQs, Meeting point, Gallery. Nothing in it
 * runs in the browser, so the tour page's loader renders it to HTML (`renderStaticHtml`).
 */
export function TourSections({ tour, facts, dates, gallery, shownMap }: TourSectionsProps) {
  const t = useTranslations("tourPage");
  return (
    <>
      <TourOverview tour={tour} difficulty={facts.difficulty} />
      <DetailSection id="about-tour" title={t("about")}>
        <p dir="auto" className="text-lg leading-relaxed whitespace-pre-line text-ink">
          {tour.description}
        </p>
      </DetailSection>
      <TourItinerary tour={tour} meals={facts.meals} />
      <TourInclusions tour={tour} />
      <TourDepartures tourId={tour.id} dates={dates} />
      <TourFaqs tour={tour} />
      <TourMeetingPoint places={facts.places} shownMap={shownMap} />
      <TourGallery photos={gallery} title={tour.title} lightbox />
    </>
  );
}
