import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { TRANSLATION_TEXTS } from "~/content/catalogue-admin";
import { TOUR_DETAIL_FIELDS as FIELDS, TOUR_DETAIL_TEXTS as TEXTS } from "~/content/tour-details-admin";
import type { FormValue } from "~/domain/form-fields";
import { localeDirection } from "~/domain/locale";
import { MEALS } from "~/domain/tour-details";
import { rowIntent, type RowList } from "~/domain/tour-form-values";
import { TRANSLATED_LOCALES } from "~/domain/translations";
import { CatalogueInput, CatalogueTextarea, useCatalogueField, useCatalogueFormState } from "./catalogue-form";

/**
 * The tour form's new fields (issue #12). Days and FAQs are rows of plain inputs named by
 * index (`itinerary[2].title`, `translations.fr.itinerary[2].title`); their Add, Move and
 * Remove buttons post `intent` and the action shows the form again with the rows changed
 * (decision 0011), so they work without JavaScript; with it the same round trip is a fetch.
 */
export function TourDetailFields() {
  return (
    <>
      <input type="hidden" name="rowsPosted" value="on" />
      <SectionHeading id="tour-details-heading">{TEXTS.detailsHeading}</SectionHeading>
      <CatalogueInput name="tripCode" text={FIELDS.tripCode} autoCapitalize="characters" />
      <DifficultySelect />
      <CatalogueInput name="minimumAge" text={FIELDS.minimumAge} inputMode="numeric" />
      <CatalogueTextarea name="summary" text={FIELDS.summary} rows={3} />
      <CatalogueTextarea name="highlights" text={FIELDS.highlights} rows={4} />
      <CatalogueInput name="notIncluded" text={FIELDS.notIncluded} wide />

      <SectionHeading id="tour-prices-heading">{TEXTS.pricesHeading}</SectionHeading>
      <CatalogueInput name="childPrice" text={FIELDS.childPrice} inputMode="decimal" />
      <CatalogueInput name="singleSupplement" text={FIELDS.singleSupplement} inputMode="decimal" />
      <CatalogueInput name="salePrice" text={FIELDS.salePrice} inputMode="decimal" />
      <CatalogueInput name="saleEndsOn" text={FIELDS.saleEndsOn} type="date" />

      <SectionHeading id="tour-places-heading">{TEXTS.placesHeading}</SectionHeading>
      <CatalogueInput name="meetingPoint" text={FIELDS.meetingPoint} wide />
      <CatalogueInput name="meetingLatitude" text={FIELDS.meetingLatitude} inputMode="decimal" />
      <CatalogueInput name="meetingLongitude" text={FIELDS.meetingLongitude} inputMode="decimal" />
      <CatalogueInput name="endPoint" text={FIELDS.endPoint} wide />
      <CatalogueInput name="endLatitude" text={FIELDS.endLatitude} inputMode="decimal" />
      <CatalogueInput name="endLongitude" text={FIELDS.endLongitude} inputMode="decimal" />

      <ItineraryEditor />
      <FaqEditor />
    </>
  );
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="border-t border-gray-200 pt-5 text-base font-semibold text-ink sm:col-span-2">
      {children}
    </h2>
  );
}

function DifficultySelect() {
  const { value, error } = useCatalogueField("difficulty");
  return (
    <Field name="difficulty" label={FIELDS.difficulty.label} error={error}>
      {(control) => (
        <Select {...control} defaultValue={value ?? ""}>
          <option value="">{FIELDS.difficulty.placeholder}</option>
          {TEXTS.difficulty.map((label, index) => (
            <option key={label} value={index + 1}>
              {index + 1} – {label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The rows posted or loaded for a list, each with its key (a hidden field) so React keeps its inputs with it. */
function useRows(list: RowList): string[] {
  const { values } = useCatalogueFormState();
  const rows = values[list];
  const entries: FormValue[] = Array.isArray(rows) ? rows : [];
  return Array.from(entries, (row, index) => {
    const key = row && typeof row === "object" && !Array.isArray(row) ? row.key : undefined;
    return typeof key === "string" ? key : `k${index}`;
  });
}

function ItineraryEditor() {
  const keys = useRows("itinerary");
  return (
    <RowsSection list="itinerary" heading={TEXTS.itineraryHeading} empty={TEXTS.itineraryEmpty} addLabel={TEXTS.addDay} count={keys.length}>
      {keys.map((key, index) => {
        const name = `itinerary[${index}]`;
        const what = TEXTS.dayHeading(index + 1);
        return (
          <RowFieldset key={key} list="itinerary" index={index} count={keys.length} legend={what} rowKey={key}>
            <CatalogueInput name={`${name}.title`} text={FIELDS.day.title} wide />
            <CatalogueTextarea name={`${name}.description`} text={FIELDS.day.description} rows={3} />
            <CatalogueInput name={`${name}.overnight`} text={FIELDS.day.overnight} />
            <MealChecks name={name} />
            {TRANSLATED_LOCALES.map((locale) => {
              const translated = `translations.${locale}.itinerary[${index}]`;
              const language = { lang: locale, dir: localeDirection(locale) };
              const label = (text: { label: string }) => ({
                label: TRANSLATION_TEXTS.fieldLabel(text.label, TRANSLATION_TEXTS.englishName[locale]),
              });
              return (
                <div key={locale} className="contents">
                  <CatalogueInput name={`${translated}.title`} text={label(FIELDS.day.title)} {...language} />
                  <CatalogueInput name={`${translated}.overnight`} text={label(FIELDS.day.overnight)} {...language} />
                  <CatalogueTextarea name={`${translated}.description`} text={label(FIELDS.day.description)} rows={2} {...language} />
                </div>
              );
            })}
          </RowFieldset>
        );
      })}
    </RowsSection>
  );
}

function FaqEditor() {
  const keys = useRows("faqs");
  return (
    <RowsSection list="faqs" heading={TEXTS.faqsHeading} empty={TEXTS.faqsEmpty} addLabel={TEXTS.addFaq} count={keys.length}>
      {keys.map((key, index) => {
        const name = `faqs[${index}]`;
        return (
          <RowFieldset key={key} list="faqs" index={index} count={keys.length} legend={TEXTS.faqHeading(index + 1)} rowKey={key}>
            <CatalogueInput name={`${name}.question`} text={FIELDS.faq.question} wide />
            <CatalogueTextarea name={`${name}.answer`} text={FIELDS.faq.answer} rows={2} />
            {TRANSLATED_LOCALES.map((locale) => {
              const translated = `translations.${locale}.faqs[${index}]`;
              const language = { lang: locale, dir: localeDirection(locale) };
              const label = (text: { label: string }) => ({
                label: TRANSLATION_TEXTS.fieldLabel(text.label, TRANSLATION_TEXTS.englishName[locale]),
              });
              return (
                <div key={locale} className="contents">
                  <CatalogueInput name={`${translated}.question`} text={label(FIELDS.faq.question)} wide {...language} />
                  <CatalogueTextarea name={`${translated}.answer`} text={label(FIELDS.faq.answer)} rows={2} {...language} />
                </div>
              );
            })}
          </RowFieldset>
        );
      })}
    </RowsSection>
  );
}

function RowsSection({
  list,
  heading,
  empty,
  addLabel,
  count,
  children,
}: {
  list: RowList;
  heading: string;
  empty: string;
  addLabel: string;
  count: number;
  children: React.ReactNode;
}) {
  const { errors } = useCatalogueFormState();
  return (
    <section aria-labelledby={`${list}-heading`} className="space-y-4 sm:col-span-2">
      <h2 id={`${list}-heading`} className="border-t border-gray-200 pt-5 text-base font-semibold text-ink">
        {heading}
      </h2>
      {errors[list] ? <p className="text-sm font-medium text-red-700">{errors[list]}</p> : null}
      {count === 0 ? <p className="text-sm text-muted">{empty}</p> : <ol className="space-y-4">{children}</ol>}
      <Button type="submit" name="intent" value={rowIntent(list, "add")} variant="outline" formNoValidate>
        <Plus aria-hidden />
        {addLabel}
      </Button>
    </section>
  );
}

function RowFieldset({
  list,
  index,
  count,
  legend,
  rowKey,
  children,
}: {
  list: RowList;
  index: number;
  count: number;
  legend: string;
  rowKey: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <fieldset className="grid gap-4 rounded-md border border-gray-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
        <input type="hidden" name={`${list}[${index}].key`} value={rowKey} />
        {children}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button
            type="submit"
            name="intent"
            value={rowIntent(list, "up", index)}
            variant="outline"
            size="sm"
            formNoValidate
            disabled={index === 0}
          >
            <ArrowUp aria-hidden />
            {TEXTS.moveUp(legend)}
          </Button>
          <Button
            type="submit"
            name="intent"
            value={rowIntent(list, "down", index)}
            variant="outline"
            size="sm"
            formNoValidate
            disabled={index === count - 1}
          >
            <ArrowDown aria-hidden />
            {TEXTS.moveDown(legend)}
          </Button>
          <Button type="submit" name="intent" value={rowIntent(list, "remove", index)} variant="outline" size="sm" formNoValidate>
            <Trash2 aria-hidden />
            {TEXTS.remove(legend)}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

/** Breakfast, lunch and dinner as three checkboxes (posted "on" when ticked). */
function MealChecks({ name }: { name: string }) {
  const { values } = useCatalogueFormState();
  const day = (values.itinerary as FormValue[] | undefined)?.[Number(/\[(\d+)\]/.exec(name)?.[1])];
  const ticked = (meal: string) => !!day && typeof day === "object" && !Array.isArray(day) && day[meal] === "on";
  return (
    <fieldset className="flex flex-wrap items-center gap-4">
      <legend className="mb-1.5 text-sm font-medium text-ink">{FIELDS.day.meals}</legend>
      {MEALS.map((meal) => (
        <label key={meal} className="inline-flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" name={`${name}.${meal}`} defaultChecked={ticked(meal)} className="size-4 accent-brand-700" />
          {TEXTS.meals[meal]}
        </label>
      ))}
    </fieldset>
  );
}
