import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { useOutcomeOrKept } from "~/components/admin/kept-form";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { Button } from "~/components/ui/button";
import { Field, FieldError, FieldHint } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useAnswerKey } from "~/components/ui/use-answer-key";
import { PIECE_KIND_WORDS } from "~/content/cargo-admin";
import { CARGO_RATES_TEXTS as TEXTS } from "~/content/cargo-rates";
import type { Problem } from "~/content/problem";
import { PIECE_KINDS } from "~/domain/cargo/cargo-pricing";
import { bracketRows, piecePriceRows, type CargoRateMode } from "~/domain/cargo/rate-card-form";
import { textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { CURRENCIES } from "~/domain/money";

export type RateCardOutcome = { values: FormValues; fieldErrors?: FieldErrors; problem?: Problem };

/**
 * "New rate card" (issue #26): the date, currency and terms, then the brackets and the flat
 * prices as rows. Without JavaScript every button posts the form: Add and Remove come back with
 * the rows changed and nothing saved; a refused save comes back with every value typed.
 */
export function RateCardForm({ mode, values, outcome }: { mode: CargoRateMode; values: FormValues; outcome: RateCardOutcome | undefined }) {
  const formKey = useAnswerKey();
  const answer = useOutcomeOrKept(outcome, (kept) => "brackets" in kept || "minimum" in kept);
  const shown = answer?.values ?? values;
  const errors = answer?.fieldErrors ?? {};
  const value = (name: string) => textAt(shown, name) ?? "";
  const brackets = bracketRows(shown);
  const pieces = piecePriceRows(shown);
  return (
    <Form key={formKey} method="post" className="space-y-6" noValidate>
      <ProblemAlert problem={outcome?.problem} />
      <FieldError>{errors.form}</FieldError>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field name="validFrom" label={TEXTS.fields.validFrom} error={errors.validFrom}>
          {(control) => <Input {...control} type="date" defaultValue={value("validFrom")} required />}
        </Field>
        <Field name="currency" label={TEXTS.fields.currency} error={errors.currency}>
          {(control) => (
            <Select {...control} defaultValue={value("currency") || "USD"}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field name="minimum" label={TEXTS.fields.minimum} hint={TEXTS.fields.minimumHint} error={errors.minimum}>
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" defaultValue={value("minimum")} />}
        </Field>
        {mode === "air" ? (
          <>
            <Field name="divisor" label={TEXTS.fields.divisor} hint={TEXTS.fields.divisorHint} error={errors.divisor}>
              {(control) => <Input {...control} inputMode="numeric" autoComplete="off" defaultValue={value("divisor")} required />}
            </Field>
            <Field name="step" label={TEXTS.fields.step} hint={TEXTS.fields.stepHint} error={errors.step}>
              {(control) => <Input {...control} inputMode="decimal" autoComplete="off" defaultValue={value("step")} required />}
            </Field>
          </>
        ) : null}
      </div>

      <RepeatedRows
        name="brackets"
        texts={{ ...TEXTS.brackets, hint: TEXTS.brackets.hint[mode] }}
        rows={brackets}
        error={errors.brackets}
        intents={{ add: "add-bracket", remove: "remove-bracket" }}
      >
        {(row, index) => (
          <>
            <Field name={`brackets[${index}].from`} label={TEXTS.brackets.from[mode]} error={errors[`brackets[${index}].from`]}>
              {(control) => <Input {...control} inputMode="decimal" autoComplete="off" defaultValue={row.from ?? ""} />}
            </Field>
            <Field name={`brackets[${index}].rate`} label={TEXTS.brackets.rate[mode]} error={errors[`brackets[${index}].rate`]}>
              {(control) => <Input {...control} inputMode="decimal" autoComplete="off" defaultValue={row.rate ?? ""} />}
            </Field>
          </>
        )}
      </RepeatedRows>

      <RepeatedRows
        name="pieces"
        texts={TEXTS.pieces}
        rows={pieces}
        error={errors.pieces}
        intents={{ add: "add-piece-price", remove: "remove-piece-price" }}
      >
        {(row, index) => (
          <>
            <Field name={`pieces[${index}].kind`} label={TEXTS.pieces.kind} error={errors[`pieces[${index}].kind`]}>
              {(control) => (
                <Select {...control} defaultValue={row.kind ?? ""}>
                  {PIECE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {PIECE_KIND_WORDS[kind]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field name={`pieces[${index}].price`} label={TEXTS.pieces.price} error={errors[`pieces[${index}].price`]}>
              {(control) => <Input {...control} inputMode="decimal" autoComplete="off" defaultValue={row.price ?? ""} />}
            </Field>
          </>
        )}
      </RepeatedRows>

      <Button type="submit" name="intent" value="save">
        {TEXTS.save}
      </Button>
    </Form>
  );
}

type RowsTexts = {
  legend: string;
  hint: string;
  none?: string;
  add: string;
  row: (index: number) => string;
  remove: (index: number) => string;
};

/** A repeated group of the form: its rows, each with a Remove button, and an Add button (both post an intent). */
function RepeatedRows({
  name,
  texts,
  rows,
  error,
  intents,
  children,
}: {
  name: string;
  texts: RowsTexts;
  rows: Record<string, string>[];
  error: string | undefined;
  intents: { add: string; remove: string };
  children: (row: Record<string, string>, index: number) => ReactNode;
}) {
  return (
    <fieldset className="space-y-3" aria-describedby={`rate-${name}-hint`}>
      <legend className="text-base font-semibold text-ink">{texts.legend}</legend>
      <FieldHint id={`rate-${name}-hint`}>{texts.hint}</FieldHint>
      <FieldError>{error}</FieldError>
      {rows.length === 0 && texts.none ? <p className="text-sm text-muted">{texts.none}</p> : null}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li
            key={index}
            aria-label={texts.row(index + 1)}
            className="grid items-end gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3 sm:grid-cols-[1fr_1fr_auto]"
          >
            {children(row, index)}
            <Button
              type="submit"
              name="intent"
              value={`${intents.remove}:${index}`}
              variant="ghost"
              formNoValidate
              aria-label={texts.remove(index + 1)}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <Button type="submit" name="intent" value={intents.add} variant="outline" formNoValidate>
        <Plus aria-hidden />
        {texts.add}
      </Button>
    </fieldset>
  );
}
