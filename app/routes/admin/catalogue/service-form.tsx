import { CatalogueNotFound } from "~/components/admin/catalogue-detail";
import { CatalogueFormPage, CatalogueInput, CatalogueTextarea, useCatalogueField } from "~/components/admin/catalogue-form";
import { TranslationFields, translationFormValues } from "~/components/admin/translation-fields";
import { readFormTranslations } from "~/server/catalogue/translations.server";
import { adminMeta } from "~/components/admin/admin-page-header";
import { AuditHistory } from "~/components/admin/audit-history";
import { historyItems } from "~/server/accounts/audit.server";
import { CatalogueServiceIcon } from "~/components/admin/catalogue-service-icon";
import { FieldSet } from "~/components/ui/field";
import { SERVICE_ICONS, type Service } from "~/domain/catalogue";
import { toFormValues } from "~/domain/catalogue-admin";
import { publishAtFieldValue } from "~/domain/publication";
import { CATALOGUE_FORM_WORDS, catalogueTexts, SERVICE_FIELDS as FIELDS } from "~/content/catalogue-admin";
import { catalogueFormSchemas } from "~/domain/catalogue-forms";
import { handleFormAction, requireRecord } from "./catalogue.server";
import { PublicationControls, PublishAtInput } from "~/components/admin/publication-controls";
import { addService, getService, updateService } from "~/server/catalogue/services.server";
import type { Route } from "./+types/service-form";

const texts = catalogueTexts("service");
const { ServiceFormSchema } = catalogueFormSchemas(CATALOGUE_FORM_WORDS);

export async function loader({ params }: Route.LoaderArgs) {
  const service = params.id === undefined ? null : await requireRecord("service", getService, params.id);
  // Services have no detail screen: their history sits below the edit form.
  return {
    service,
    history: service ? await historyItems("service", service.id) : null,
    translations: await readFormTranslations("service", service?.id),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleFormAction(request, {
    kind: "service",
    schema: ServiceFormSchema,
    id: params.id,
    create: (input) => addService(input),
    update: updateService,
  });
}

function startingValues(service: Service | null): Record<string, string> {
  if (!service) return {};
  const { id, updatedAt, status, publishAt, ...fields } = service;
  return { ...toFormValues(fields), publishAt: publishAtFieldValue(publishAt) };
}

export default function ServiceFormScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { service, history, translations } = loaderData;
  return (
    <div className="space-y-6">
      <CatalogueFormPage
        texts={texts}
        mode={service ? "edit" : "create"}
        schema={ServiceFormSchema}
        values={{ ...startingValues(service), ...translationFormValues(translations) }}
        outcome={actionData}
        headerActions={service ? <PublicationControls kind="service" record={service} /> : null}
      >
        <CatalogueInput name="title" text={FIELDS.title} wide />
        <CatalogueTextarea name="description" text={FIELDS.description} rows={4} />
        <IconPicker />
        <PublishAtInput />
        <TranslationFields kind="service" fields={FIELDS} />
      </CatalogueFormPage>
      {history ? <AuditHistory items={history} /> : null}
    </div>
  );
}

/** The twelve icons as radio buttons drawn as tiles: keyboard and no-JS forms work as with any radio group. */
function IconPicker() {
  const { value, error } = useCatalogueField("icon");
  return (
    <FieldSet legend={FIELDS.icon.label} hint={FIELDS.icon.hint} error={error} className="sm:col-span-2">
      {(group) => (
        <div role="radiogroup" {...group} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {SERVICE_ICONS.map((icon) => (
            <label
              key={icon}
              className="relative flex cursor-pointer flex-col items-center gap-1.5 rounded-md border border-gray-200 bg-white p-3 text-xs text-muted transition-colors hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500"
            >
              <input
                type="radio"
                name="icon"
                value={icon}
                defaultChecked={value === icon}
                // Transparent over the whole tile: the tile is the click target, the radio keeps the semantics.
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              <CatalogueServiceIcon name={icon} className="size-6" />
              <span>{icon}</span>
            </label>
          ))}
        </div>
      )}
    </FieldSet>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueNotFound texts={texts} error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.service ? texts.editTitle : texts.addTitle);
