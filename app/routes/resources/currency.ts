import { redirect } from "react-router";
import { toVisitorCurrency } from "~/domain/currencies";
import { safeRedirectPath } from "~/domain/users";
import { currencyCookieHeader } from "~/server/platform/visitor-currency.server";
import type { Route } from "./+types/currency";

/**
 * The currency switcher's GET form lands here (it works without JavaScript): the choice is
 * remembered in a cookie and the visitor goes back to the page they were on, on this site only.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const currency = toVisitorCurrency(params.get("currency"));
  return redirect(safeRedirectPath(params.get("back"), "/"), {
    status: 303,
    headers: { "Set-Cookie": currencyCookieHeader(currency), "Cache-Control": "no-store" },
  });
}
