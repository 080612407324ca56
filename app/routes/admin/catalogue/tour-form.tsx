import { CatalogueNotFound } from "~/components/admin/catalogue-detail";
import {
  CatalogueFormPage,
  CatalogueImageInput,
  CatalogueInput,
  CatalogueRatingInput,
  CatalogueSwitch,
  CatalogueTextarea,
  useCatalogueField,
} from "~/components/admin/catalogue-form";
import { TranslationFields, translationFormValues } from "~/components/admin/translation-fields";
import { TourDetailFields } from "~/components/admin/tour-details-fields";
import { TOUR_DETAIL_FIELDS as DETAIL_FIELDS } from "~/content/tour-details-admin";
import type { FormValues } from "~/domain/form-fields";
import { splitTourDetails, tourDetailFormValues } from "~/domain/tour-form-values";
import { readFormTranslations } from "~/server/catalogue/translations.server";
import { adminMeta } from "~/components/admin/admin-page-header";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import type { Tour } from "~/domain/catalogue";
import { toFormValues } from "~/domain/catalogue-admin";
import { publishAtFieldValue } from "~/domain/publication";
import {
  CATALOGUE_FORM_WORDS,
  catalogueTexts,
  SELECTED_DESTINATION_NOT_FOUND,
  TOUR_FIELDS as FIELDS,
  TOUR_PRICE_FIELDS,
} from "~/content/catalogue-admin";
import { catalogueFormSchemas, TOUR_DEFAULTS } from "~/domain/catalogue-forms";
import { MINOR_DIGITS, OTHER_CURRENCIES, toMajorUnits, type Money } from "~/domain/money";
import { handleFormAction, requireRecord } from "./catalogue.server";
import { PublicationControls, PublishAtInput } from "~/components/admin/publication-controls";
import { getDestination, listDestinations } from "~/server/catalogue/destinations.server";
import { addTour, getTour, updateTour } from "~/server/catalogue/tours.server";
import type { Route } from "./+types/tour-form";

const texts = catalogueTexts("tour");
const { TourFormSchema } = catalogueFormSchemas(CATALOGUE_FORM_WORDS);
const { summary, highlights, notIncluded, meetingPoint, endPoint } = DETAIL_FIELDS;
const TRANSLATED_DETAILS = { summary, highlights, notIncluded, meetingPoint, endPoint };

export async function loader({ params }: Route.LoaderArgs) {
  const tour = params.id === undefined ? null : await requireRecord("tour", getTour, params.id);
  const destinations = (await listDestinations()).map(({ id, title, country }) => ({ id, title, country }));
  return { tour, destinations, translations: await readFormTranslations("tour", tour?.id) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleFormAction(request, {
    kind: "tour",
    schema: TourFormSchema,
    id: params.id,
    create: (input) => addTour(input),
    // Its photos are uploaded on its own screen (issue #23), so a new tour opens there.
    createdPath: (saved) => `/admin/tours/${encodeURIComponent(saved.id)}`,
    update: updateTour,
    check: async (input) => ((await getDestination(input.destinationId)) ? null : SELECTED_DESTINATION_NOT_FOUND),
  });
}

/** An explicit price as its field shows it: the amount in major units, empty for none. */
function explicitPriceText(value: Money | null | undefined): string {
  return value ? String(toMajorUnits(value)) : "";
}

/** The form's starting values: the tour being edited, or the spec's defaults. */
function startingValues(tour: Tour | null): FormValues {
  if (!tour) return toFormValues(TOUR_DEFAULTS);
  const { id, updatedAt, destination, price, prices, status: _status, publishAt, ...rest } = tour;
  const { fields, details } = splitTourDetails(rest);
  return {
    ...toFormValues({
      ...fields,
      // Not rated (0) is an empty field.
      rating: fields.rating || "",
      price: toMajorUnits(price),
      publishAt: publishAtFieldValue(publishAt),
    }),
    prices: Object.fromEntries(OTHER_CURRENCIES.map((currency) => [currency, explicitPriceText(prices?.[currency])])),
    ...tourDetailFormValues(details),
  };
}

export default function TourFormScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { tour, destinations, translations } = loaderData;
  return (
    <CatalogueFormPage
      texts={texts}
      mode={tour ? "edit" : "create"}
      schema={TourFormSchema}
      values={{ ...startingValues(tour), ...translationFormValues(translations) }}
      outcome={actionData}
      headerActions={tour ? <PublicationControls kind="tour" record={tour} /> : null}
    >
      <CatalogueInput name="title" text={FIELDS.title} wide />
      <DestinationSelect destinations={destinations} />
      <CatalogueImageInput text={FIELDS.image} />
      <CatalogueInput name="duration" text={FIELDS.duration} inputMode="numeric" />
      <CatalogueInput name="price" text={FIELDS.price} inputMode="decimal" />
      {OTHER_CURRENCIES.map((currency) => (
        <CatalogueInput
          key={currency}
          name={`prices.${currency}`}
          text={TOUR_PRICE_FIELDS[currency]}
          inputMode={MINOR_DIGITS[currency] === 0 ? "numeric" : "decimal"}
        />
      ))}
      <CatalogueInput name="groupSize" text={FIELDS.groupSize} inputMode="numeric" />
      <CatalogueRatingInput text={FIELDS.rating} />
      <CatalogueInput name="includedServices" text={FIELDS.includedServices} wide />
      <CatalogueTextarea name="description" text={FIELDS.description} />
      <CatalogueSwitch name="featured" text={FIELDS.featured} />
      <TourDetailFields />
      <PublishAtInput />
      <TranslationFields kind="tour" fields={{ ...FIELDS, ...TRANSLATED_DETAILS }} />
    </CatalogueFormPage>
  );
}

/** Every destination as 'title, country', after the 'Select a destination' placeholder. */
function DestinationSelect({ destinations }: { destinations: { id: string; title: string; country: string }[] }) {
  const { value, error } = useCatalogueField("destinationId");
  return (
    <Field name="destinationId" label={FIELDS.destinationId.label} error={error} className="sm:col-span-2">
      {(control) => (
        <Select {...control} defaultValue={value ?? ""}>
          <option value="">{FIELDS.destinationId.placeholder}</option>
          {destinations.map((destination) => (
            <option key={destination.id} value={destination.id}>
              {destination.title}, {destination.country}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueNotFound texts={texts} error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.tour ? texts.editTitle : texts.addTitle);
