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
  // Every query this form asked for and whose page has not arrived yet, oldest first: while the
  // visitor types, the page for an older keystroke may arrive after a newer one was asked for.
  const requested = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const position = requested.current.indexOf(location.search);
    if (position >= 0) {
      // Our own request (or an older one) arrived: the form already shows at least that much.
      requested.current = requested.current.slice(position + 1);
      return;
    }
    // Something else changed the URL (a sort header, a link, back): a search still waiting to
    // be sent would put the old URL back, so it is dropped and the form follows the URL.
    clearTimeout(timer.current);
    requested.current = [];
    latest.current = filter;
    setValues(filter);
    // Only a change of URL (not a new filter object for the same URL) resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter is derived from the URL
  }, [location.search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const go = useCallback(
    (next: Filter, delay: number) => {
      clearTimeout(timer.current);
      const run = () => {
        const query = toQuery(next);
        if (query === window.location.search) return;
        requested.current.push(query);
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

const SUBMIT_BUTTON =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 [&_svg]:size-5";
const RESET_LINK =
  "inline-flex h-11 items-center rounded-lg px-3 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500";

/**
 * The filter form of a list: a GET form that works without JavaScript and, with it, applies
 * the filter at once on submit (`applyNow` from useUrlFilter). Its fields come first, then
 * the submit button and, while a filter is on, the link back to the whole list.
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
