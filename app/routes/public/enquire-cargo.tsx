import { useState } from "react";
import { useTranslations } from "use-intl";
import { DateControl, SelectControl, TextControl, type KindFieldsProps } from "~/components/site/enquiry-form";
import { EnquiryPage, enquiryMeta } from "~/components/site/enquiry-page";
import { FORM_CONTROL, Required } from "~/components/site/form-parts";
import { useLocalizedPath } from "~/components/site/use-localized-path";
import { Field } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { cargoEnquirySchema } from "~/domain/cargo-enquiry";
import { ENQUIRY_LIMITS } from "~/domain/enquiry-forms";
import { CARGO_PLACES } from "~/domain/enquiry-kinds";
import { textAt } from "~/domain/form-fields";
import { data, useLocation } from "react-router";
import { CargoEstimate } from "~/components/site/cargo-estimate";
import { EnquiryForm } from "~/components/site/enquiry-form";
import { pageMessagesFor } from "~/server/platform/messages.server";
import { visitor } from "~/server/platform/visitor.server";
import { loadCargoEstimate } from "./cargo-estimate.server";
import { enquiryAction, enquiryHeaders, loadEnquiryPage } from "./enquire.server";
import type { Route } from "./+types/enquire-cargo";

/**
 * The cargo form (issue #13): from and to an office (Beirut, Abidjan, Monrovia) or another
 * place written in, what is sent, its approximate weight and size, the pickup date. It goes to
 * the cargo mailbox (CARGO_MAIL_TO).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ page, headers }, { estimate, prefill }] = await Promise.all([
    loadEnquiryPage("cargo", request, context),
    loadCargoEstimate(request, context),
  ]);
  const messages = { ...page.messages, ...pageMessagesFor(visitor(context).locale, ["cargoEstimate"]) };
  return data({ ...page, messages, estimate, prefill }, { headers });
}
export const action = enquiryAction("cargo");
export const headers = enquiryHeaders;

/** The estimate first (issue #26: where a visitor meets cargo), then the form it can fill in. */
export default function CargoEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const form = { page: loaderData, refusal: actionData ?? loaderData.prefill, schema: cargoEnquirySchema, fields: CargoFieldsOf };
  return (
    <EnquiryPage {...form}>
      {/* A new query (the form sent without reloading) starts the estimate from what it asks. */}
      <CargoEstimate key={location.search} data={loaderData.estimate} />
      <EnquiryForm {...form} />
    </EnquiryPage>
  );
}

function CargoFieldsOf(props: KindFieldsProps) {
  return <CargoFields {...props} />;
}

function CargoFields({ errors, values, today, lastDay }: KindFieldsProps) {
  const t = useTranslations("enquire.cargo");
  const localized = useLocalizedPath();
  return (
    <>
      {/* Someone who shipped already may be here to follow it (issue #26). */}
      <p className="text-sm text-muted sm:col-span-2">
        {t("trackQuestion")}{" "}
        <a href={localized("/track")} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("trackLink")}
        </a>
      </p>
      <CargoRoute errors={errors} values={values} />
      <Field name="contents" label={<Required>{t("contents")}</Required>} error={errors.contents} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            className={FORM_CONTROL.textarea}
            rows={3}
            defaultValue={textAt(values, "contents")}
            required
            maxLength={ENQUIRY_LIMITS.contents}
            placeholder={t("contentsPlaceholder")}
          />
        )}
      </Field>
      <TextControl name="weightKg" label={t("weight")} hint={t("weightHint")} required inputMode="decimal" {...{ errors, values }} />
      <TextControl name="size" label={t("size")} hint={t("sizeHint")} maxLength={ENQUIRY_LIMITS.place} {...{ errors, values }} />
      <DateControl name="pickupDate" label={t("pickupDate")} required min={today} max={lastDay} {...{ errors, values }} />
    </>
  );
}

/**
 * From and to: an office, or another place written in. With JavaScript the place field shows
 * only when "Another place" is chosen; without it both are there, and the action keeps a
 * written place only beside "Another place".
 */
function CargoRoute({ errors, values }: Pick<KindFieldsProps, "errors" | "values">) {
  const t = useTranslations("enquire.cargo");
  const hydrated = useHydrated();
  const [offices, setOffices] = useState({ from: textAt(values, "fromOffice") ?? "", to: textAt(values, "toOffice") ?? "" });
  const options = CARGO_PLACES.map((place) => ({ value: place, label: t(`offices.${place}`) }));
  return (
    <>
      {(["from", "to"] as const).map((end) => (
        <div key={end} className="flex flex-col gap-5">
          <SelectControl
            name={`${end}Office`}
            label={t(end === "from" ? "fromOffice" : "toOffice")}
            required
            placeholder={t("officePlaceholder")}
            options={options}
            onChange={(event) => setOffices((current) => ({ ...current, [end]: event.target.value }))}
            {...{ errors, values }}
          />
          {!hydrated || offices[end] === "other" ? (
            <TextControl
              name={`${end}Place`}
              label={t(end === "from" ? "fromPlace" : "toPlace")}
              hint={t("placeHint")}
              required={offices[end] === "other"}
              maxLength={ENQUIRY_LIMITS.place}
              {...{ errors, values }}
            />
          ) : null}
        </div>
      ))}
    </>
  );
}

export const meta = enquiryMeta("cargo");
