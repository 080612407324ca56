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
import { readFormTranslations } from "~/server/translations.server";
import { adminMeta } from "~/components/admin/admin-page-header";
import type { Destination } from "~/domain/catalogue";
import { toFormValues } from "~/domain/catalogue-admin";
import { catalogueTexts, DESTINATION_FIELDS as FIELDS } from "~/content/catalogue-admin";
import { DESTINATION_DEFAULTS, DestinationFormSchema } from "~/domain/catalogue-forms";
import { handleFormAction, requireRecord } from "./catalogue.server";
import { addDestination, getDestination, updateDestination } from "~/server/destinations.server";
import type { Route } from "./+types/destination-form";

const texts = catalogueTexts("destination");

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
  const { id, updatedAt, ...fields } = destination;
  return toFormValues(fields);
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
    >
      <CatalogueInput name="title" text={FIELDS.title} wide />
      <CatalogueInput name="country" text={FIELDS.country} />
      <CatalogueInput name="continent" text={FIELDS.continent} />
      <CatalogueImageInput text={FIELDS.image} />
      <CatalogueRatingInput text={FIELDS.rating} />
      <CatalogueInput name="activities" text={FIELDS.activities} wide />
      <CatalogueTextarea name="description" text={FIELDS.description} />
      <CatalogueSwitch name="featured" text={FIELDS.featured} />
      <TranslationFields kind="destination" fields={FIELDS} />
    </CatalogueFormPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueNotFound texts={texts} error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.destination ? texts.editTitle : texts.addTitle);
