import { useId } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { CURRENCY_TEXTS } from "~/content/currency";
import { CURRENCIES, type CurrencyCode } from "~/domain/money";

/**
 * The visitor's currency (issue #11): a plain GET form to /currency, which remembers the choice
 * in a cookie and comes back to this page, so it works without JavaScript and adds no script.
 * The current choice comes from the public layout's loader.
 */
export function CurrencySwitcher({ className = "" }: { className?: string }) {
  const id = useId();
  const location = useLocation();
  const current = (useRouteLoaderData("routes/public/layout") as { currency?: CurrencyCode } | undefined)?.currency ?? "USD";
  return (
    <form method="get" action="/currency" className={`items-center gap-2 ${className}`}>
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {CURRENCY_TEXTS.switcherLabel}
      </label>
      <select
        id={id}
        name="currency"
        defaultValue={current}
        key={current}
        className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500"
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {CURRENCY_TEXTS.names[code]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="h-10 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500"
      >
        {CURRENCY_TEXTS.change}
      </button>
    </form>
  );
}
