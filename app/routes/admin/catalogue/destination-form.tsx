import {
  CatalogueFormPage,
  CatalogueImageInput,
  CatalogueInput,
  CatalogueRatingInput,
  CatalogueSwitch,
  CatalogueTextarea,
} from "~/components/admin/catalogue-form";
import { CatalogueNotFound } from "~/components/admin/catalogue-detail";
import { TranslationFields, translationFormValues } from "~/components/admin/translation-fields";
import { readFormTranslations } from "~/server/catalogue/translations.server";
import { adminMeta } from "~/components/admin/admin-page-header";
import type { Destination } from "~/domain/catalogue";
import { toFormValues } from "~/domain/catalogue-admin";
import { publishAtFieldValue } from "~/domain/publication";
import { CATALOGUE_FORM_WORDS, catalogueTexts, DESTINATION_FIELDS as FIELDS } from "~/content/catalogue-admin";
import { catalogueFormSchemas, DESTINATION_DEFAULTS } from "~/domain/catalogue-forms";
import { handleFormAction, requireRecord } from "./catalogue.server";
import { PublicationControls, PublishAtInput } from "~/components/admin/publication-controls";
import { addDestination, getDestination, updateDestination } from "~/server/catalogue/destinations.server";
import { TRAVEL_INFO_FIELDS_TEXT as TRAVEL } from "~/content/tour-details-admin";
import { TRAVEL_INFO_FIELDS } from "~/domain/tour-details";
import type { Route } from "./+types/destination-form";

const texts = catalogueTexts("destination");
const { DestinationFormSchema } = catalogueFormSchemas(CATALOGUE_FORM_WORDS);
const TRAVEL_INFO_HEADING = "Travel information";

export async function loader({ params }: Route.LoaderArgs) {
  const destination = params.id === undefined ? null : await requireRecord("destination", getDestination, params.id);
  return { destination, translations: await readFormTranslations("destination", destination?.id) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleFormAction(request, {
    kind: "destination",
    schema: DestinationFormSchema,
    id: params.id,
    create: (input) => addDestination(input),
    update: updateDestination,
  });
}

/** The form's starting values: the destination being edited, or the spec's defaults. */
function startingValues(destination: Destination | null): Record<string, string> {
  if (!destination) return toFormValues(DESTINATION_DEFAULTS);
  const { id, updatedAt, status, publishAt, ...fields } = destination;
  return { ...toFormValues(fields), publishAt: publishAtFieldValue(publishAt) };
}

export default function DestinationFormScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { destination, translations } = loaderData;
  return (
    <CatalogueFormPage
      texts={texts}
      mode={destination ? "edit" : "create"}
      schema={DestinationFormSchema}
      values={{ ...startingValues(destination), ...translationFormValues(translations) }}
      outcome={actionData}
      headerActions={destination ? <PublicationControls kind="destination" record={destination} /> : null}
    >
      <CatalogueInput name="title" text={FIELDS.title} wide />
      <CatalogueInput name="country" text={FIELDS.country} />
      <CatalogueInput name="continent" text={FIELDS.continent} />
      <CatalogueImageInput text={FIELDS.image} />
      <CatalogueRatingInput text={FIELDS.rating} />
      <CatalogueInput name="activities" text={FIELDS.activities} wide />
      <CatalogueTextarea name="description" text={FIELDS.description} />
      <CatalogueSwitch name="featured" text={FIELDS.featured} />
      <h2 className="border-t border-gray-200 pt-5 text-base font-semibold text-ink sm:col-span-2">{TRAVEL_INFO_HEADING}</h2>
      {TRAVEL_INFO_FIELDS.map((field) =>
        field === "timeZone" ? (
          <CatalogueInput key={field} name={field} text={TRAVEL[field]} wide />
        ) : (
          <CatalogueTextarea key={field} name={field} text={TRAVEL[field]} rows={2} />
        ),
      )}
      <PublishAtInput />
      <TranslationFields kind="destination" fields={{ ...FIELDS, ...TRAVEL }} />
    </CatalogueFormPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueNotFound texts={texts} error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.destination ? texts.editTitle : texts.addTitle);
