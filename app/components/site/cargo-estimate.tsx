import { useState, type FormEvent, type MouseEvent } from "react";
import { Form } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { Field } from "~/components/ui/field";
import {
  estimate,
  ESTIMATE_ID,
  estimateQuery,
  PIECE_FIELDS,
  readEstimate,
  typedEstimate,
  MAX_ESTIMATE_PIECES,
  type EstimateCard,
  type EstimateProblem,
  type EstimateRates,
  type EstimateTyped,
  type PieceField,
} from "~/domain/cargo/cargo-estimate";
import { enquiryFormPath } from "~/domain/enquiry-kinds";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { OFFICE_IDS } from "~/domain/offices";
import { SITE_CONTROL } from "./control-styles";
import { useLocalizedPath } from "./use-localized-path";

/** What the page's loader gives the estimate (routes/public/cargo-estimate.server.ts). */
export type CargoEstimateData = {
  typed: EstimateTyped;
  /** The form was sent: missing fields are worth a message. */
  asked: boolean;
  cards: EstimateCard[];
  rates: EstimateRates;
  currency: CurrencyCode;
};

/** Problems that only say something is missing: shown once the visitor sends the form, not while typing. */
const MISSING: readonly EstimateProblem[] = ["office-required", "mode-required", "no-pieces", "empty"];

/**
 * The cargo estimate (issue #26): a GET form to this page that the loader answers without
 * JavaScript, and that answers as the visitor types with it, from the cards the page was sent.
 * The price is in the visitor's currency, marked as an estimate, with the card's own amount and
 * the chargeable weight; "Send this as an enquiry" fills the cargo form in below.
 */
export function CargoEstimate({ data }: { data: CargoEstimateData }) {
  const t = useTranslations("cargoEstimate");
  const offices = useTranslations("enquire.cargo.offices");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const [typed, setTyped] = useState(data.typed);
  const [asked, setAsked] = useState(data.asked);
  const reading = readEstimate(typed);
  const problems = reading.ok ? {} : reading.problems;
  const shown = (field: string) => {
    const problem = problems[field];
    return problem && (asked || !MISSING.includes(problem)) ? t(`problems.${problem}`) : undefined;
  };
  const result = reading.ok ? estimate(reading.request, data.cards, data.currency, data.rates) : null;
  const number = new Intl.NumberFormat(locale === "ar" ? "ar-u-nu-latn" : locale, { maximumFractionDigits: 3 });
  const path = localized(enquiryFormPath("cargo"));
  // In Arabic a number or price reads left to right inside the sentence (a first-strong isolate).
  const isolated = (text: string) => (locale === "ar" ? `\u2068${text}\u2069` : text);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    setTyped(
      typedEstimate(new URLSearchParams([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"))),
    );
  };
  const changePieces = (event: MouseEvent<HTMLButtonElement>, change: (pieces: EstimateTyped["pieces"]) => EstimateTyped["pieces"]) => {
    // With JavaScript the rows change here; without it the button sends the form (`add`, `remove`).
    event.preventDefault();
    setAsked(false);
    setTyped((current) => {
      const pieces = change(current.pieces);
      return { ...current, pieces: pieces.length > 0 ? pieces : [{ w: "", l: "", wd: "", h: "" }] };
    });
  };
  const pieceLabels: Record<PieceField, string> = { w: t("weight"), l: t("length"), wd: t("width"), h: t("height") };

  return (
    <section
      id={ESTIMATE_ID}
      aria-labelledby="cargo-estimate-title"
      className="mb-8 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="cargo-estimate-title" className="text-2xl font-bold tracking-tight text-ink">
        {t("title")}
      </h2>
      <p className="mt-2 text-sm text-muted">{t("text")}</p>
      <Form
        method="get"
        action={`${path}#${ESTIMATE_ID}`}
        preventScrollReset
        noValidate
        className="mt-6 flex flex-col gap-5"
        onInput={onInput}
        onChange={onInput}
        onSubmit={() => setAsked(true)}
      >
        <div className="grid gap-5 sm:grid-cols-3">
          {(["from", "to"] as const).map((end) => (
            <Field key={end} name={end} label={t(end)} error={shown(end)}>
              {(control) => (
                <select {...control} value={typed[end]} onChange={() => undefined} className={SITE_CONTROL.select}>
                  <option value="">{t("officePlaceholder")}</option>
                  {OFFICE_IDS.map((office) => (
                    <option key={office} value={office}>
                      {offices(office)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ))}
          <Field name="mode" label={t("mode")} error={shown("mode")}>
            {(control) => (
              <select {...control} value={typed.mode} onChange={() => undefined} className={SITE_CONTROL.select}>
                <option value="air">{t("modes.air")}</option>
                <option value="sea">{t("modes.sea")}</option>
              </select>
            )}
          </Field>
        </div>
        <ol className="flex flex-col gap-4">
          {typed.pieces.map((piece, index) => (
            <li key={index}>
              <fieldset className="grid items-start gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3 sm:grid-cols-[repeat(4,1fr)_auto]">
                <legend className="px-1 text-sm font-semibold text-ink">{t("piece", { number: index + 1 })}</legend>
                {PIECE_FIELDS.map((field) => (
                  <Field key={field} name={field} label={pieceLabels[field]} error={shown(`pieces[${index}].${field}`)}>
                    {(control) => (
                      <input
                        {...control}
                        value={piece[field]}
                        onChange={() => undefined}
                        inputMode="decimal"
                        dir="ltr"
                        autoComplete="off"
                        maxLength={20}
                        className={SITE_CONTROL.input}
                      />
                    )}
                  </Field>
                ))}
                {typed.pieces.length > 1 ? (
                  <button
                    type="submit"
                    name="remove"
                    value={index}
                    formNoValidate
                    onClick={(event) => changePieces(event, (pieces) => pieces.filter((_, at) => at !== index))}
                    className="h-11 self-end rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
                  >
                    {t("removePiece", { number: index + 1 })}
                  </button>
                ) : null}
              </fieldset>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          {typed.pieces.length < MAX_ESTIMATE_PIECES ? (
            <button
              type="submit"
              name="add"
              value="piece"
              formNoValidate
              onClick={(event) => changePieces(event, (pieces) => [...pieces, { w: "", l: "", wd: "", h: "" }])}
              className="h-11 rounded-lg border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t("addPiece")}
            </button>
          ) : null}
          <button type="submit" className="h-11 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
            {t("submit")}
          </button>
        </div>
      </Form>
      <div aria-live="polite" data-testid="cargo-estimate-result" className="mt-6">
        {result?.kind === "price" ? (
          <div className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4">
            <h3 className="text-sm font-semibold text-muted">{t("resultTitle")}</h3>
            <p className="text-2xl font-bold text-ink">
              {t("estimated", {
                price: isolated(
                  formatMoney(result.inVisitorCurrency ?? result.price, locale, {
                    approximate: result.inVisitorCurrency?.currency !== result.price.currency,
                  }),
                ),
              })}
            </p>
            {result.inVisitorCurrency && result.inVisitorCurrency.currency !== result.price.currency ? (
              <p className="text-sm text-ink">{t("inCardCurrency", { price: isolated(formatMoney(result.price, locale)) })}</p>
            ) : null}
            <p className="text-sm text-ink">
              {typed.mode === "sea"
                ? t("chargeableSea", { units: isolated(number.format(result.chargeableGrams / 1_000_000)) })
                : t("chargeable", { weight: isolated(number.format(result.chargeableGrams / 1_000)) })}
            </p>
            <p className="text-sm text-muted">{t("note")}</p>
            <p>
              <a
                href={`${path}?${estimateQuery(typed).toString()}&enquire=1#enquiry-form-title`}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {t("sendEnquiry")}
              </a>
            </p>
          </div>
        ) : result?.kind === "no-rates" ? (
          <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">{t("noRates")}</p>
        ) : asked ? (
          <p className="text-sm text-muted">{t("fillIn")}</p>
        ) : null}
      </div>
    </section>
  );
}
