import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/** False while the server renders and during hydration, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
