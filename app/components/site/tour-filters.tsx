import { SlidersHorizontal } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslations } from "use-intl";
import { DURATION_FILTER, isAdvancedTourFilter, TOUR_SORTS, tourFilterQuery, type PriceRange, type TourFilter } from "~/domain/filters";
import { priceSliderLabel, type PriceSliderLabels } from "~/domain/currencies";
import type { CurrencyCode } from "~/domain/money";
import { RangeField, SearchField, SelectField } from "./filter-fields";
import { FILTER_DEBOUNCE_MS, FilterForm, useUrlFilter } from "./url-filter";
import { useLocalizedPath } from "./use-localized-path";

/**
 * Search box, destination dropdown and the Advanced Filters panel (price and duration sliders)
 * of the tours list. A GET form that works without JavaScript, where the panel is a
 * <details> open whenever a slider is off its default; JavaScript makes every change instant.
 */
export function TourFilters({
  filter,
  destinations,
  months,
  priceRange,
}: {
  filter: TourFilter;
  destinations: { id: string; title: string }[];
  /** "Departing in" (issue #12): the months, labelled on the server. */
  months: { value: string; label: string }[];
  /** The price slider in the visitor's currency, its amounts written by the server. */
  priceRange: PriceRange & { currency: CurrencyCode; labels: PriceSliderLabels };
}) {
  const t = useTranslations("toursPage");
  const departing = useTranslations("departures");
  const days = useTranslations("cards");
  const localized = useLocalizedPath();
  const toQuery = useCallback((current: TourFilter) => tourFilterQuery({ ...current, q: current.q.trim() }, 1, priceRange), [priceRange]);
  const { values, update, applyNow } = useUrlFilter(filter, toQuery);
  const [open, setOpen] = useState(isAdvancedTourFilter(filter, priceRange));
  const options = [{ value: "", label: t("all") }, ...destinations.map(({ id, title }) => ({ value: id, label: title }))];
  // Free text from an older link (?destination=new%20york) stays visible as its own choice.
  if (values.destination && !destinations.some(({ id }) => id === values.destination)) {
    options.push({ value: values.destination, label: values.destination });
  }
  const active = toQuery(filter) !== "";

  return (
    <FilterForm
      label={t("legend")}
      applyNow={applyNow}
      submitLabel={t("submit")}
      reset={{ to: localized("/tours"), label: t("reset"), shown: active }}
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <SearchField
          id="tour-search"
          label={t("search")}
          placeholder={t("searchPlaceholder")}
          value={values.q}
          onChange={(q) => update({ q }, FILTER_DEBOUNCE_MS)}
        />
        <SelectField
          id="tour-destination"
          name="destination"
          label={t("destination")}
          value={values.destination}
          options={options}
          onChange={(destination) => update({ destination })}
        />
        <SelectField
          id="tour-month"
          name="month"
          label={departing("month")}
          value={values.month}
          options={[{ value: "", label: departing("anyMonth") }, ...months]}
          onChange={(month) => update({ month })}
        />
        <SelectField
          id="tour-sort"
          name="sort"
          label={t("sort")}
          value={values.sort ?? "title"}
          options={TOUR_SORTS.map((sort) => ({ value: sort, label: t(`sortBy.${sort}`) }))}
          onChange={(sort) => update({ sort: TOUR_SORTS.find((known) => known === sort) ?? "title" })}
        />
      </div>

      {/* At least as tall as its summary (48 px and the border): the browser may paint the
          <details> before the <summary> arrives, with a shorter label of its own, and the
          results below would move (a layout shift). */}
      <details
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        className="group min-h-12.5 rounded-lg border border-gray-200"
      >
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          {t("advanced")}
        </summary>
        <div className="grid gap-6 border-t border-gray-200 px-4 py-5 md:grid-cols-3">
          <RangeField
            id="tour-max-price"
            name="maxPrice"
            label={t("maxPrice")}
            range={priceRange}
            value={values.maxPrice}
            valueText={t("priceValueIn", { amount: priceSliderLabel(priceRange, priceRange.labels, values.maxPrice, filter.maxPrice) })}
            boundTexts={[priceRange.labels.steps[0] ?? "", priceRange.labels.steps.at(-1) ?? ""]}
            onChange={(maxPrice) => update({ maxPrice }, FILTER_DEBOUNCE_MS)}
          />
          <RangeField
            id="tour-min-days"
            name="minDays"
            label={t("minDays")}
            range={DURATION_FILTER}
            value={values.minDays}
            valueText={days("days", { count: values.minDays })}
            onChange={(minDays) => update({ minDays, maxDays: Math.max(minDays, values.maxDays) }, FILTER_DEBOUNCE_MS)}
          />
          <RangeField
            id="tour-max-days"
            name="maxDays"
            label={t("maxDays")}
            range={DURATION_FILTER}
            value={values.maxDays}
            valueText={days("days", { count: values.maxDays })}
            onChange={(maxDays) => update({ maxDays, minDays: Math.min(maxDays, values.minDays) }, FILTER_DEBOUNCE_MS)}
          />
        </div>
      </details>
    </FilterForm>
  );
}
