import { useLocation, useRouteLoaderData } from "react-router";
import type { CurrencySwitcherData } from "~/domain/currencies";

const CONTROL = "h-9 rounded-lg border px-2 text-sm focus-visible:outline-3 focus-visible:outline-accent-500";

/**
 * The visitor's currency (issue #11): a plain GET form to /currency, which remembers the choice
 * in a cookie and comes back to this page, so it works without JavaScript and adds next to no script.
 */
export function CurrencySwitcher({ className = "" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const switcher = useCurrencySwitcher();
  if (!switcher) return null;
  return (
    <form action="/currency" className={`items-center gap-2 text-sm ${className}`}>
      <input type="hidden" name="back" value={pathname + search} />
      <label className="flex items-center gap-2 font-semibold text-ink">
        <span>{switcher.label}</span>
        <select name="currency" defaultValue={switcher.current} className={`${CONTROL} border-gray-300 bg-white font-normal`}>
          {switcher.choices.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button className={`${CONTROL} border-brand-700 font-semibold text-brand-700 hover:bg-brand-50`}>{switcher.change}</button>
    </form>
  );
}

/** The switcher's words and the visitor's currency, from the public layout's loader. */
export function useCurrencySwitcher(): CurrencySwitcherData | undefined {
  return (useRouteLoaderData("routes/public/layout") as { currencySwitcher?: CurrencySwitcherData } | undefined)?.currencySwitcher;
}
