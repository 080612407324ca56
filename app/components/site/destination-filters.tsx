import { useTranslations } from "use-intl";
import { destinationFilterQuery, type DestinationFilter } from "~/domain/filters";
import { SearchField, SelectField } from "./filter-fields";
import { FILTER_DEBOUNCE_MS, FilterForm, useUrlFilter } from "./url-filter";
import { useLocalizedPath } from "./use-localized-path";

const toQuery = (filter: DestinationFilter) => destinationFilterQuery({ ...filter, q: filter.q.trim() });

/** Search box and continent dropdown of the destinations list; a GET form that JavaScript makes instant. */
export function DestinationFilters({ filter, continents }: { filter: DestinationFilter; continents: string[] }) {
  const t = useTranslations("destinationsPage");
  const localized = useLocalizedPath();
  const { values, update, applyNow } = useUrlFilter(filter, toQuery);
  // The URL may spell a continent in any case; show the dropdown's own spelling.
  const continent = continents.find((name) => name.toLowerCase() === values.continent.toLowerCase()) ?? values.continent;
  const options = [{ value: "", label: t("all") }, ...continents.map((name) => ({ value: name, label: name }))];
  if (continent && !continents.includes(continent)) options.push({ value: continent, label: continent });
  const active = Boolean(filter.q || filter.continent);

  return (
    <FilterForm
      label={t("legend")}
      applyNow={applyNow}
      submitLabel={t("submit")}
      reset={{ to: localized("/destinations"), label: t("reset"), shown: active }}
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-end"
    >
      <SearchField
        id="destination-search"
        label={t("search")}
        placeholder={t("searchPlaceholder")}
        value={values.q}
        onChange={(q) => update({ q }, FILTER_DEBOUNCE_MS)}
      />
      <SelectField
        id="destination-continent"
        name="continent"
        label={t("continent")}
        value={continent}
        options={options}
        onChange={(value) => update({ continent: value })}
      />
    </FilterForm>
  );
}
