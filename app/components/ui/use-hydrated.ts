import { startTransition, useEffect, useState } from "react";

/** Set once the first page has hydrated: components mounted after that start enhanced. */
let pageHydrated = false;

/**
 * False while the server renders and during hydration, true once the browser has taken over.
 *
 * The switch is a transition, so the re-render it causes is done in short slices like the
 * hydration itself. (useSyncExternalStore with a different server snapshot, the usual way,
 * makes React re-render the component synchronously after hydration: the header's menu
 * toggle cost one 40–80 ms task on a throttled phone, most of the page's blocking time.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
