import { expect, test } from "vitest";
import { touristTripJsonLd, type TouristTripInput } from "./tour-json-ld";

const input: TouristTripInput = {
  name: "Bali Island Escape",
  description: "Eight relaxed days.",
  url: "https://example.com/tours/bali-island-escape",
  image: "https://example.com/images/tours/bali.svg",
  tripCode: "BALI-08",
  destination: { name: "Bali", url: "https://example.com/destinations/bali" },
  itinerary: [
    { title: "Arrival", description: "Transfer to Ubud." },
    { title: "Temples", description: "" },
  ],
  provider: { name: "Cedar Wings Travel", url: "https://example.com/" },
  offers: [{ "@type": "Offer", price: "1299.00", priceCurrency: "USD", url: "https://example.com/tours/bali-island-escape" }],
};

test("a TouristTrip whose itinerary lists the days in order", () => {
  const data = touristTripJsonLd(input);
  expect(data).toMatchObject({ "@type": "TouristTrip", name: "Bali Island Escape", identifier: "BALI-08" });
  expect(data.itinerary).toEqual({
    "@type": "ItemList",
    numberOfItems: 2,
    itemListElement: [
      { "@type": "ListItem", position: 1, item: { "@type": "Trip", name: "Arrival", description: "Transfer to Ubud." } },
      { "@type": "ListItem", position: 2, item: { "@type": "Trip", name: "Temples" } },
    ],
  });
  expect(data.offers).toEqual(input.offers[0]);
});

test("a tour without days lists its destination; several offers stay a list", () => {
  const offers = [input.offers[0]!, { ...input.offers[0]!, price: "1199.00", validFrom: "2027-03-01" }];
  const data = touristTripJsonLd({ ...input, tripCode: null, itinerary: [], offers });
  expect(data).not.toHaveProperty("identifier");
  expect(data.itinerary).toMatchObject({
    numberOfItems: 1,
    itemListElement: [{ position: 1, item: { "@type": "TouristDestination", name: "Bali" } }],
  });
  expect(data.offers).toEqual(offers);
});
