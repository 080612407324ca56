import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { IntlProvider } from "use-intl";
import { expect, test } from "vitest";
import type { Locale } from "~/domain/locale";
import { messagesFor } from "~/server/platform/messages.server";
import type { PublicTour } from "~/domain/catalogue";
import { money } from "~/domain/money";
import { NO_TOUR_DETAILS } from "~/domain/tour-form-values";
import { TourCard } from "./tour-card";

function tour(duration: number): PublicTour {
  return {
    id: "day-trip",
    title: "Day Trip",
    description: "A short trip for one day only.",
    image: "/images/placeholder.svg",
    destinationId: "bali",
    destination: "Bali",
    duration,
    price: money(99),
    priceText: "$99",
    groupSize: 1,
    rating: 4.5,
    includedServices: [],
    featured: false,
    status: "published",
    publishAt: null,
    version: 1,
    updatedAt: new Date(0),
    ...NO_TOUR_DETAILS,
  };
}

function cardHtml(duration: number, locale: Locale): string {
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messagesFor(locale)} timeZone="UTC">
      <MemoryRouter>
        <TourCard tour={tour(duration)} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

/** The card's visible text, as a reader sees it (tags dropped). */
function cardText(duration: number, locale: Locale = "en"): string {
  return cardHtml(duration, locale)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

test("a one-day tour's card reads '1 day', not '1 days'", () => {
  const text = cardText(1);
  expect(text).toContain("Duration: 1 day ");
  expect(text).not.toContain("1 days");
});

test("a longer tour's card counts its days", () => {
  expect(cardText(8)).toContain("Duration: 8 days ");
});

test("an Arabic card says two days in the dual and links to the Arabic tour page", () => {
  expect(cardText(2, "ar")).toContain("المدة: يومان ");
  expect(cardHtml(2, "ar")).toContain('href="/ar/tours/day-trip"');
});
