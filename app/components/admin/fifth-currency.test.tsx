import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test, vi } from "vitest";
import { catalogueFormSchemas } from "~/domain/catalogue-forms";
import { CATALOGUE_FORM_WORDS } from "~/content/catalogue-admin";
import { formValues } from "~/domain/form-fields";
import TourFormScreen from "~/routes/admin/catalogue/tour-form";
import { TOUR_POST } from "../../../tests/catalogue-inputs";

const { TourFormSchema } = catalogueFormSchemas(CATALOGUE_FORM_WORDS);

/*
 * A currency is data plus words (decision 0054): the euro added to the list of currencies
 * (with its minor digits) and its field's label is a price the tour form shows, posts as
 * `prices.EUR` and checks, without a change to the form, its schema or its route.
 */

vi.mock("~/domain/money", async (original) => {
  const money = await original<typeof import("~/domain/money")>();
  return {
    ...money,
    CURRENCIES: [...money.CURRENCIES, "EUR"],
    OTHER_CURRENCIES: [...money.OTHER_CURRENCIES, "EUR"],
    MINOR_DIGITS: { ...money.MINOR_DIGITS, EUR: 2 },
  };
});

vi.mock("~/content/catalogue-admin", async (original) => {
  const content = await original<typeof import("~/content/catalogue-admin")>();
  const hint = content.TOUR_PRICE_FIELDS.LBP.hint;
  return { ...content, TOUR_PRICE_FIELDS: { ...content.TOUR_PRICE_FIELDS, EUR: { label: "Price in euros (EUR)", hint } } };
});

function posted(prices: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(TOUR_POST)) form.set(name, value);
  for (const [currency, value] of Object.entries(prices)) form.set(`prices.${currency}`, value);
  return form;
}

test("the tour form's schema takes a price in the added currency, rounded to its cents, and refuses one that is not a number", () => {
  const input = TourFormSchema.parse(formValues(posted({ LBP: "89,500,000", XOF: "", LRD: "2470.5", EUR: "1189.999" })));
  expect(input.prices).toEqual({ LBP: 89_500_000, XOF: null, LRD: 2470.5, EUR: 1190 });
  const refused = TourFormSchema.safeParse(formValues(posted({ EUR: "a lot" })));
  expect(refused.error?.issues).toMatchObject([{ path: ["prices", "EUR"], message: "Price must be a number" }]);
});

test("the tour form shows one price field per currency, the added one last with its label", () => {
  const Stub = createRoutesStub([{ id: "screen", path: "/admin/tours/new", Component: TourFormScreen as ComponentType }]);
  const html = renderToStaticMarkup(
    <Stub
      initialEntries={["/admin/tours/new"]}
      hydrationData={{ loaderData: { screen: { tour: null, destinations: [], translations: {} } } }}
    />,
  );
  const names = [...html.matchAll(/name="(prices\.[A-Z]+)"/g)].map((match) => match[1]);
  expect(names).toEqual(["prices.LBP", "prices.XOF", "prices.LRD", "prices.EUR"]);
  expect(html).toContain("Price in euros (EUR)");
  expect(html).toMatch(/<input[^>]*name="prices\.EUR"[^>]*inputMode="decimal"|<input[^>]*inputMode="decimal"[^>]*name="prices\.EUR"/);
});
