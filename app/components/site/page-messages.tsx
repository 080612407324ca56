import { useMemo, type ReactNode } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import { IntlProvider, useLocale, type Messages } from "use-intl";
import type { loader as rootLoader } from "~/root";

function ignoreIntlError() {}

/**
 * Adds the message namespaces the pages below send with their loaders (`pageMessagesFor`,
 * `messages` in their loader data) to the ones every page gets from the root (decision 0033).
 * The public layout puts it around its outlet, so a page only has to send them.
 */
export function PageMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const matches = useMatches();
  const merged = useMemo(() => {
    const pages = matches
      .filter((match) => match.id !== "root")
      .map((match) => (match.loaderData as { messages?: Partial<Messages> } | undefined)?.messages);
    return pages.some(Boolean) ? (Object.assign({}, root?.messages, ...pages) as Messages) : null;
  }, [root?.messages, matches]);
  if (!merged) return <>{children}</>;
  return (
    <IntlProvider locale={locale} messages={merged} timeZone="Asia/Beirut" onError={ignoreIntlError}>
      {children}
    </IntlProvider>
  );
}
