import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "use-intl";
import type { Locale } from "~/domain/locale";
import { messagesFor } from "./messages.server";

function ignoreIntlError() {}

/**
 * Renders a part of a page that has nothing to do in the browser (no state, no handlers) to
 * HTML on the server, in the page's language, for `<ServerHtml>` to show. Its components then
 * stay out of the browser's JavaScript: the tour page's sections, which a tour operator fills
 * with days, questions and dates, cost the visitor no script however many there are.
 * Everything inside is rendered by React, so every text the agency or a visitor wrote is escaped.
 */
export function renderStaticHtml(locale: Locale, element: ReactElement): string {
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Beirut" onError={ignoreIntlError}>
      {element}
    </IntlProvider>,
  );
}
