import { useMemo, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { IntlProvider, useLocale, type Messages } from "use-intl";
import type { loader as rootLoader } from "~/root";

function ignoreIntlError() {}

/**
 * Adds a page's own message namespaces, sent by its loader (`pageMessagesFor`), to the ones
 * every page gets from the root, for the components below (decision 0033).
 */
export function PageMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const locale = useLocale();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const merged = useMemo(() => ({ ...root?.messages, ...messages }) as Messages, [root?.messages, messages]);
  return (
    <IntlProvider locale={locale} messages={merged} timeZone="Asia/Beirut" onError={ignoreIntlError}>
      {children}
    </IntlProvider>
  );
}
