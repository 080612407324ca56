import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { DESTINATIONS_PAGE } from "~/content/catalogue-pages";
import { destinationFilterQuery, type DestinationFilter } from "~/domain/filters";
import {
  FILTER_DEBOUNCE_MS,
  RESET_LINK,
  SearchField,
  SelectField,
  SUBMIT_BUTTON,
  useUrlFilter,
} from "./catalogue-filters";

const texts = DESTINATIONS_PAGE.filters;

const toQuery = (filter: DestinationFilter) => destinationFilterQuery({ ...filter, q: filter.q.trim() });

/** Search box and continent dropdown of the destinations list; a GET form that JavaScript makes instant. */
export function DestinationFilters({ filter, continents }: { filter: DestinationFilter; continents: string[] }) {
  const { values, update, applyNow } = useUrlFilter(filter, toQuery);
  // The URL may spell a continent in any case; show the dropdown's own spelling.
  const continent = continents.find((name) => name.toLowerCase() === values.continent.toLowerCase()) ?? values.continent;
  const options = [{ value: "", label: texts.all }, ...continents.map((name) => ({ value: name, label: name }))];
  if (continent && !continents.includes(continent)) options.push({ value: continent, label: continent });
  const active = Boolean(filter.q || filter.continent);

  return (
    <Form
      method="get"
      role="search"
      aria-label={texts.legend}
      onSubmit={(event) => {
        event.preventDefault();
        applyNow();
      }}
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-end"
    >
      <SearchField
        id="destination-search"
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={values.q}
        onChange={(q) => update({ q }, FILTER_DEBOUNCE_MS)}
      />
      <SelectField
        id="destination-continent"
        name="continent"
        label={texts.continent}
        value={continent}
        options={options}
        onChange={(value) => update({ continent: value })}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={SUBMIT_BUTTON}>
          <Search aria-hidden="true" />
          {texts.submit}
        </button>
        {active ? (
          <Link to="/destinations" preventScrollReset className={RESET_LINK}>
            {texts.reset}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
