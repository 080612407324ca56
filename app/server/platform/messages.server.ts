import compile from "icu-minify/compile";
import { createTranslator } from "use-intl/core";
import type { Locale } from "~/domain/locale";
import { ar } from "~/messages/ar";
import { en, type Messages } from "~/messages/en";
import { fr } from "~/messages/fr";

const CATALOGUES: Record<Locale, Messages> = { en, fr, ar };

type CompiledTree = { [key: string]: CompiledTree | ReturnType<typeof compile> };

function compileTree(tree: Record<string, unknown>): CompiledTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === "string" ? compile(value) : compileTree(value as Record<string, unknown>),
    ]),
  );
}

const compiled = new Map<Locale, Messages>();

/**
 * One language's messages, compiled once per process from ICU text to icu-minify's arrays: the
 * browser formats them with use-intl's format-only build (vite.config.ts), without an ICU parser.
 * Typed as the source catalogue, which is what use-intl's keys are checked against.
 */
export function messagesFor(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileTree(CATALOGUES[locale]) as unknown as Messages;
    compiled.set(locale, messages);
  }
  return messages;
}

type Translator = ReturnType<typeof createTranslator<Messages>>;
const translators = new Map<Locale, Translator>();

/**
 * Server-side texts in a language (a refused contact form's messages): `translatorFor("fr")("contact.sent")`.
 * One translator per language for the process: it keeps the plural rules and number formats it
 * builds, which loaders would otherwise build again on every request.
 */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator({ locale, messages: messagesFor(locale) });
    translators.set(locale, translator);
  }
  return translator;
}

/**
 * Namespaces that only some pages use (one page's texts, the contact and enquiry forms, the
 * customer's quote) or only the server (the words around a staff reply): the root loader leaves
 * them out of every page, those pages' loaders send them (`pageMessagesFor`), and the public
 * layout adds them to the IntlProvider of the page below it (`PageMessages`; decision 0033).
 * What every page shows (header, footer, cards, filters of several pages) stays in the root's.
 */
export const PAGE_NAMESPACES = [
  "home",
  "about",
  "destinationsPage",
  "destinationPage",
  "toursPage",
  "tourPage",
  "gallery",
  "servicesPage",
  "contact",
  "contactErrors",
  "enquire",
  "enquireErrors",
  "quote",
  "track",
  "cargoEstimate",
  "enquiryReply",
  "mail",
] as const satisfies readonly (keyof Messages)[];
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

const rootMessages = new Map<Locale, Messages>();

/**
 * What every page gets with the root loader: the language's messages without the page-only
 * namespaces. Typed as the whole catalogue, which use-intl checks keys against; the pages that
 * use the others add them.
 */
export function rootMessagesFor(locale: Locale): Messages {
  let messages = rootMessages.get(locale);
  if (!messages) {
    const all: Record<string, unknown> = { ...messagesFor(locale) };
    for (const namespace of PAGE_NAMESPACES) delete all[namespace];
    messages = all as Messages;
    rootMessages.set(locale, messages);
  }
  return messages;
}

/** A page's own namespaces, compiled like the rest, for its loader to send. */
export function pageMessagesFor<N extends PageNamespace>(locale: Locale, namespaces: readonly N[]): Pick<Messages, N> {
  const messages = messagesFor(locale);
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, N>;
}
