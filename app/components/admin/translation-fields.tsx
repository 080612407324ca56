import { Badge } from "~/components/ui/badge";
import { TRANSLATION_TEXTS as TEXTS } from "~/content/catalogue-admin";
import { toFormValues } from "~/domain/catalogue-admin";
import type { FormValues } from "~/domain/form-fields";
import { LOCALE_NAMES, localeDirection } from "~/domain/locale";
import {
  TRANSLATABLE_FIELDS,
  TRANSLATED_LOCALES,
  type TranslatableKind,
  type TranslatedLocale,
  type Translations,
  type TranslationStates,
} from "~/domain/translations";
import { translatedDetailFormValues } from "~/domain/tour-form-values";
import { CatalogueInput, CatalogueTextarea } from "./catalogue-form";

type FieldText = { label: string; hint?: string };

/** Fields written as several lines. */
const MULTILINE = new Set(["description", "summary", "highlights", "bestTimeToVisit", "visa", "health", "currencyInfo", "languageInfo"]);

/** Fields the form shows as rows or lines (the tour's days and FAQs, its highlights), drawn by their own editors. */
const STRUCTURED = new Set(["itinerary", "faqs", "highlights"]);

/**
 * A catalogue form's translatable fields once more for each language but English, a group
 * per language (`translations.fr.title`), each input marked with its language and direction
 * (Arabic right to left). Plain inputs: the form posts them with or without JavaScript.
 */
export function TranslationFields({ kind, fields }: { kind: TranslatableKind; fields: Record<string, FieldText> }) {
  return (
    <section aria-labelledby="translations-heading" className="space-y-4 sm:col-span-2">
      <div className="border-t border-gray-200 pt-5">
        <h2 id="translations-heading" className="text-base font-semibold text-ink">
          {TEXTS.heading}
        </h2>
        <p className="text-sm text-muted">{TEXTS.hint}</p>
      </div>
      {TRANSLATED_LOCALES.map((locale) => (
        <fieldset key={locale} className="grid gap-5 rounded-md border border-gray-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-ink">
            <span lang={locale} dir={localeDirection(locale)}>
              {LOCALE_NAMES[locale]}
            </span>
          </legend>
          {TRANSLATABLE_FIELDS[kind]
            .filter((field) => field === "highlights" || !STRUCTURED.has(field))
            .map((field) => (
              <TranslatedField key={field} field={field} locale={locale} text={fields[field]!} />
            ))}
        </fieldset>
      ))}
    </section>
  );
}

function TranslatedField({ field, locale, text }: { field: string; locale: TranslatedLocale; text: FieldText }) {
  const name = `translations.${locale}.${field}`;
  const labelled = { ...text, label: TEXTS.fieldLabel(text.label, TEXTS.englishName[locale]) };
  const language = { lang: locale, dir: localeDirection(locale) };
  return MULTILINE.has(field) ? (
    <CatalogueTextarea name={name} text={labelled} {...language} />
  ) : (
    <CatalogueInput name={name} text={labelled} wide={field === "title" || text.hint !== undefined} {...language} />
  );
}

/** A record's translations as the form's starting values (`translations.fr.title`, lists comma-separated). */
export function translationFormValues(translations: Translations): FormValues {
  const values: Record<string, FormValues> = {};
  for (const [locale, translation] of Object.entries(translations)) {
    const plain = Object.entries(translation ?? {}).filter(([field, value]) => value !== undefined && !STRUCTURED.has(field));
    values[locale] = { ...toFormValues(Object.fromEntries(plain) as never), ...translatedDetailFormValues(translation ?? {}) };
  }
  return { translations: values };
}

/** "FR missing" or "AR incomplete" beside a record in an admin list, spoken in words. */
export function TranslationBadges({ states }: { states: TranslationStates | undefined }) {
  if (!states) return null;
  const unfinished = TRANSLATED_LOCALES.filter((locale) => states[locale] !== "complete");
  if (unfinished.length === 0) return null;
  return (
    <span className="ms-2 inline-flex flex-wrap gap-1 align-middle">
      {unfinished.map((locale) => {
        const state = states[locale] === "missing" ? "missing" : "partial";
        return (
          <Badge key={locale} variant={state === "missing" ? "warning" : "muted"}>
            <span aria-hidden>{TEXTS.badge[state](locale.toUpperCase())}</span>
            <span className="sr-only">{TEXTS.badgeSpoken[state](TEXTS.englishName[locale])}</span>
          </Badge>
        );
      })}
    </span>
  );
}
