import { Search } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";

/** How long typing or dragging pauses before the list follows (ms). */
export const FILTER_DEBOUNCE_MS = 250;

/**
 * A list filter kept in the URL. Without JavaScript the filter form is a plain GET form; with
 * it, every change navigates (debounced, replacing the history entry, keeping the scroll) to
 * the filter's query string with the defaults left out. The form's own values follow the URL
 * only when something else changed it (back, forward, a link), so a reply to an older
 * keystroke never overwrites what the visitor has typed since.
 */
export function useUrlFilter<Filter>(filter: Filter, toQuery: (filter: Filter) => string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState(filter);
  const latest = useRef(filter);
  const requested = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (requested.current === location.search) {
      requested.current = null;
      return;
    }
    latest.current = filter;
    setValues(filter);
    // Only a change of URL (not a new filter object for the same URL) resets the form.
  }, [location.search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const go = useCallback(
    (next: Filter, delay: number) => {
      clearTimeout(timer.current);
      const run = () => {
        const query = toQuery(next);
        if (query === window.location.search) return;
        requested.current = query;
        navigate({ pathname: window.location.pathname, search: query }, { replace: true, preventScrollReset: true });
      };
      if (delay > 0) timer.current = setTimeout(run, delay);
      else run();
    },
    [navigate, toQuery],
  );

  const update = useCallback(
    (patch: Partial<Filter>, delay = 0) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setValues(next);
      go(next, delay);
    },
    [go],
  );

  return { values, update, applyNow: () => go(latest.current, 0) };
}

/** True while this page's list is being filtered again. */
export function useFiltering(pathname: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.location?.pathname === pathname;
}

export const FIELD_LABEL = "block text-sm font-semibold text-ink";
const CONTROL =
  "block h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-ink shadow-xs focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500";
export const FIELD_CONTROL = `mt-1.5 ${CONTROL}`;
export const SUBMIT_BUTTON =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 [&_svg]:size-5";
export const RESET_LINK =
  "inline-flex h-11 items-center rounded-lg px-3 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500";

/**
 * The filter form of a list: a GET form that works without JavaScript and, with it, applies
 * the filter at once on submit. Its fields come first, then the submit button and, while a
 * filter is on, the link back to the whole list.
 */
export function FilterForm({
  label,
  applyNow,
  submitLabel,
  reset,
  className,
  children,
}: {
  label: string;
  applyNow: () => void;
  submitLabel: string;
  reset: { to: string; label: string; shown: boolean };
  className: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        applyNow();
      }}
      className={className}
    >
      {children}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={SUBMIT_BUTTON}>
          <Search aria-hidden="true" />
          {submitLabel}
        </button>
        {reset.shown ? (
          <Link to={reset.to} preventScrollReset className={RESET_LINK}>
            {reset.label}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The search box of a list, with its icon. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
        <input
          id={id}
          name="q"
          type="search"
          value={value}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onChange(event.currentTarget.value)}
          className={`${CONTROL} ps-10`}
        />
      </div>
    </div>
  );
}

/** A dropdown whose first option, All, means no filter. */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={FIELD_CONTROL}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The count of results, announced to screen readers whenever the filter changes it. */
export function ResultCount({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm font-semibold text-muted">
      {children}
    </p>
  );
}

/** 'No destinations found' / 'No tours found' with a hint. */
export function EmptyResults({ title, hint, action }: { title: string; hint: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-gray-50 px-6 py-16 text-center">
      <Search aria-hidden="true" className="size-10 text-gray-400" />
      <p className="text-xl font-semibold text-ink">{title}</p>
      <p className="max-w-md text-muted">{hint}</p>
      {action}
    </div>
  );
}

/** The coloured band at the top of a list page, with its one h1. */
export function ListHero({ eyebrow, title, text }: { eyebrow: string; title: string; text: string }) {
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{eyebrow}</p>
        <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90">{text}</p>
      </div>
    </section>
  );
}

/** The words of a public list page, from app/content/catalogue-pages.ts. */
export type ListPageTexts = {
  hero: { eyebrow: string; title: string; text: string };
  resultsHeading: string;
  resultCount: (count: number) => string;
  empty: { title: string; hint: string };
};

/**
 * A public list page (destinations, tours): the hero, the filter form, then the results as a
 * grid of cards (`children`, one <li> each), dimmed while the filter is being applied.
 */
export function ListPage({
  texts,
  pathname,
  filters,
  count,
  children,
}: {
  texts: ListPageTexts;
  pathname: string;
  filters: ReactNode;
  count: number;
  children: ReactNode;
}) {
  const filtering = useFiltering(pathname);
  return (
    <main id="main">
      <ListHero {...texts.hero} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        {filters}
        <section aria-labelledby="results-title" aria-busy={filtering} className="space-y-5">
          <h2 id="results-title" className="sr-only">
            {texts.resultsHeading}
          </h2>
          <ResultCount>{texts.resultCount(count)}</ResultCount>
          {count === 0 ? (
            <EmptyResults {...texts.empty} />
          ) : (
            <ul className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${filtering ? "opacity-60" : ""}`}>
              {children}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
