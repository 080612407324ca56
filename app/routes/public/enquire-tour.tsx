import { Form, Link, data } from "react-router";
import { useTranslations } from "use-intl";
import { CountControl, DateControl, SelectControl, type KindFieldsProps } from "~/components/site/enquiry-form";
import { EnquiryPage, enquiryMeta } from "~/components/site/enquiry-page";
import { FORM_CONTROL } from "~/components/site/form-parts";
import { LINK_BUTTON } from "~/components/site/link-styles";
import { useLocalizedPath } from "~/components/site/use-localized-path";
import { Field } from "~/components/ui/field";
import { tourEnquirySchema } from "~/domain/tour-enquiry";
import { ENQUIRY_LIMITS } from "~/domain/enquiry-forms";
import { enquiryFormPath } from "~/domain/enquiry-kinds";
import { enquiryAction, enquiryHeaders, loadEnquiryPage, loadTourChoice, type TourChoice } from "./enquire.server";
import { visitor } from "~/server/platform/visitor.server";
import type { Route } from "./+types/enquire-tour";

/**
 * The tour form (issue #13). The tour page's buttons open it with the tour (`?tour=`) and a
 * departure's date (`&date=`) filled in; without a tour it first asks which one (a GET form,
 * so it works without JavaScript). Then: a departure with seats left or another date, adults
 * and children, and the person.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ page, headers }, choice] = await Promise.all([
    loadEnquiryPage("tour", request, context),
    loadTourChoice(new URL(request.url), visitor(context)),
  ]);
  return data({ ...page, choice }, { headers });
}

export const action = enquiryAction("tour");
export const headers = enquiryHeaders;

export default function TourEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { choice } = loaderData;
  return (
    <EnquiryPage
      page={loaderData}
      refusal={actionData}
      schema={tourEnquirySchema}
      fields={(props) => (choice.tour ? <TourFields {...props} choice={choice} /> : null)}
    >
      {choice.tour ? undefined : <TourChooser tours={choice.tours} />}
    </EnquiryPage>
  );
}

/** The chosen tour, fixed (another is chosen on the chooser), a departure or another date, adults and children. */
function TourFields({ errors, values, today, lastDay, choice }: KindFieldsProps & { choice: Extract<TourChoice, { tour: object }> }) {
  const t = useTranslations("enquire.tour");
  const localized = useLocalizedPath();
  return (
    <>
      <input type="hidden" name="tourId" value={choice.tour.id} />
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 rounded-xl bg-brand-50 p-4 sm:col-span-2">
        <p className="flex flex-col">
          <span className="text-sm font-medium text-muted">{t("tour")}</span>
          <span className="text-lg font-semibold text-ink">{choice.tour.title}</span>
        </p>
        <Link to={localized(enquiryFormPath("tour"))} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("changeTour")}
        </Link>
        {errors.tourId ? <p className="w-full text-sm font-medium text-red-700">{errors.tourId}</p> : null}
      </div>
      {choice.departures.length > 0 ? (
        <SelectControl
          name="departureId"
          label={t("departure")}
          hint={t("departureHint")}
          placeholder={t("departureOther")}
          initial={choice.departureId ?? ""}
          options={choice.departures.map((departure) => ({ value: departure.id, label: departure.label }))}
          className="sm:col-span-2"
          {...{ errors, values }}
        />
      ) : (
        <p className="text-ink sm:col-span-2">{t("noDepartures")}</p>
      )}
      <CountControl name="adults" label={t("adults")} initial="2" {...ENQUIRY_LIMITS.adults} {...{ errors, values }} />
      <CountControl name="children" label={t("children")} initial="0" {...ENQUIRY_LIMITS.children} {...{ errors, values }} />
      <DateControl
        name="preferredDate"
        label={t("preferredDate")}
        hint={t("preferredDateHint")}
        min={today}
        max={lastDay}
        {...{ errors, values }}
      />
    </>
  );
}

/** Which tour: a GET form to this page with `?tour=`, then the tour's own form. */
function TourChooser({ tours }: { tours: { id: string; title: string }[] }) {
  const t = useTranslations("enquire.tour");
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="tour-chooser-title" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="tour-chooser-title" className="text-2xl font-bold tracking-tight text-ink">
        {t("chooseTitle")}
      </h2>
      {tours.length === 0 ? (
        <p className="mt-4 text-ink">
          <Link to={localized("/contact")} reloadDocument className="font-medium text-brand-700 underline underline-offset-4">
            {t("noTours")}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-2 text-muted">{t("chooseText")}</p>
          <Form method="get" action={localized(enquiryFormPath("tour"))} className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end">
            <Field name="tour" label={t("chooseLabel")} className="grow">
              {(control) => (
                <select {...control} className={FORM_CONTROL.select} required defaultValue="">
                  <option value="" disabled>
                    {t("choosePlaceholder")}
                  </option>
                  {tours.map((tour) => (
                    <option key={tour.id} value={tour.id}>
                      {tour.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button type="submit" className={LINK_BUTTON.primary}>
              {t("chooseSubmit")}
            </button>
          </Form>
          <p className="mt-4">
            <Link to={localized("/tours")} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {t("browseTours")}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

export const meta = enquiryMeta("tour");
