import { Plus, Wand2 } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { useOutcomeOrKept } from "~/components/admin/kept-form";
import { SaveProblemAlert } from "~/components/admin/problem-alert";
import { RemoveRowButton } from "~/components/admin/remove-row-button";
import { Button } from "~/components/ui/button";
import { Field, FieldError, FieldHint } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useAnswerKey } from "~/components/ui/use-answer-key";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { QUOTE_ADMIN_TEXTS as TEXTS, QUOTE_LINE_KIND_LABELS } from "~/content/quotes-admin";
import { formatMoney } from "~/domain/money";
import { QUOTE_SEATS_TEXTS as SEATS_TEXTS } from "~/content/booking-changes-admin";
import { formValues, rowsAt, textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { MINOR_DIGITS, type CurrencyCode } from "~/domain/money";
import { quoteFormSchema } from "~/domain/quote-form";
import { QUOTE_CURRENCIES, QUOTE_LINE_KINDS, quoteCurrency } from "~/domain/quotes";
import type { Problem } from "~/content/problem";

/** The departures staff can pick, by tour (the enquiry's tour first). */
export type DepartureChoice = { tourTitle: string; departures: { id: string; label: string; seatsLeft: number }[] };

export type QuoteFormOutcome = {
  problem?: Problem;
  conflict?: boolean;
  fieldErrors?: FieldErrors;
  values?: FormValues;
  /** Said after a step that changed the lines (filled in from the departure). */
  notice?: string;
};

/** The lines posted, as rows of text (what goes back into the controls). */
export function lineRows(values: FormValues): Record<string, string>[] {
  return rowsAt(values, "lines");
}

/** The total the typed lines make, in the chosen currency; null while a quantity or a price is not a number. */
function typedTotal(values: FormValues): string | null {
  const currency = quoteCurrency(textAt(values, "currency")) ?? "USD";
  let minor = 0;
  for (const row of lineRows(values)) {
    const quantity = Number(row.quantity ?? "");
    const price = Number((row.unitPrice ?? "").replaceAll(",", ""));
    if (!Number.isFinite(quantity) || !Number.isFinite(price) || row.unitPrice?.trim() === "") return null;
    minor += Math.round(quantity * Math.round(price * 10 ** MINOR_DIGITS[currency]));
  }
  return Number.isSafeInteger(minor) ? formatMoney({ amountMinor: minor, currency }) : null;
}

/** The seats the typed lines ask for (adult and child quantities) on the chosen departure, and what it has left. */
function seatsOf(values: FormValues, departures: DepartureChoice[]): { asked: number; left: number } | null {
  const id = textAt(values, "departureId") ?? "";
  const choice = departures.flatMap((group) => group.departures).find((departure) => departure.id === id);
  if (!choice) return null;
  const asked = lineRows(values)
    .filter((row) => row.kind === "adult" || row.kind === "child")
    .reduce((sum, row) => sum + (Number.isInteger(Number(row.quantity)) ? Math.max(0, Number(row.quantity)) : 0), 0);
  return { asked, left: choice.seatsLeft };
}

/**
 * The quote form (issue #13): the departure, currency, last day and note, then the lines.
 * Without JavaScript every button posts the form: Fill in, Add a line and Remove come back
 * with the rows changed and nothing saved; Save checks everything. With it, the fields are
 * checked as they are typed and the total follows the lines.
 */
export function QuoteForm({
  values,
  today,
  departures,
  rateText,
  outcome,
  submitLabel,
  version,
}: {
  values: FormValues;
  today: string;
  departures: DepartureChoice[];
  /** The kept rate (or "in dollars") as the screen says it. */
  rateText: string;
  outcome: QuoteFormOutcome | undefined;
  submitLabel: string;
  /** The quote's version when editing one (decision 0004). */
  version?: number;
}) {
  const formKey = useAnswerKey();
  const schema = useMemo(() => quoteFormSchema(today), [today]);
  // Values kept when the session ended come back as a refused save's would (decision 0041).
  const answer = useOutcomeOrKept(outcome, (kept) => "currency" in kept);
  const { errors, formProps } = useFormValidation(schema, answer?.fieldErrors);
  const shown = answer?.values ?? values;
  const [total, setTotal] = useState(() => typedTotal(shown));
  const [seats, setSeats] = useState(() => seatsOf(shown, departures));
  const value = (name: string) => textAt(shown, name) ?? "";
  const currency = (quoteCurrency(value("currency")) ?? "USD") as CurrencyCode;
  const rows = lineRows(shown);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const typed = formValues(new FormData(event.currentTarget));
    setTotal(typedTotal(typed));
    setSeats(seatsOf(typed, departures));
  };

  return (
    <Form
      // A fresh form each time the action answers with new rows, once (not again when the location follows).
      key={formKey}
      method="post"
      className="space-y-6"
      onInput={onInput}
      {...formProps}
      onChange={(event) => {
        formProps.onChange(event);
        onInput(event);
      }}
    >
      {outcome?.problem ? <SaveProblemAlert problem={outcome.problem} conflict={outcome.conflict} reloadLabel={TEXTS.reload} /> : null}
      {outcome?.notice ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {outcome.notice}
        </p>
      ) : null}
      {/* The version the typed values were based on, so a quote changed meanwhile answers with the conflict. */}
      {version !== undefined ? <input type="hidden" name="version" value={textAt(shown, "version") ?? version} /> : null}

      <section className="grid gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:grid-cols-2">
        <Field
          name="departureId"
          label={TEXTS.fields.departure.label}
          hint={TEXTS.fields.departure.hint}
          error={errors.departureId}
          className="sm:col-span-2"
        >
          {(control) => (
            <Select {...control} defaultValue={value("departureId")}>
              <option value="">{TEXTS.fields.departure.none}</option>
              {departures.map((group) => (
                <optgroup key={group.tourTitle} label={group.tourTitle}>
                  {group.departures.map((departure) => (
                    <option key={departure.id} value={departure.id}>
                      {departure.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          )}
        </Field>
        {seats ? (
          // Issue #23: a quote never promises seats that do not exist; a draft may still be saved.
          <div className="space-y-1 text-sm sm:col-span-2" aria-live="polite" data-testid="quote-seats">
            <p className="font-medium text-ink">{SEATS_TEXTS.left(seats.left)}</p>
            {seats.asked > seats.left ? (
              <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
                {SEATS_TEXTS.asks(seats.asked, seats.left)}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" name="intent" value="fill" variant="secondary" formNoValidate>
            <Wand2 aria-hidden />
            {TEXTS.fill}
          </Button>
          <FieldHint className="text-sm">{TEXTS.fillHint}</FieldHint>
        </div>
        <Field name="currency" label={TEXTS.fields.currency.label} hint={TEXTS.fields.currency.hint} error={errors.currency}>
          {(control) => (
            <Select {...control} defaultValue={value("currency") || "USD"}>
              {QUOTE_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field name="validUntil" label={TEXTS.fields.validUntil.label} hint={TEXTS.fields.validUntil.hint} error={errors.validUntil}>
          {(control) => <Input {...control} type="date" min={today} defaultValue={value("validUntil")} required />}
        </Field>
        <Field name="note" label={TEXTS.fields.note.label} hint={TEXTS.fields.note.hint} error={errors.note} className="sm:col-span-2">
          {(control) => <Textarea {...control} rows={3} defaultValue={value("note")} />}
        </Field>
      </section>

      <fieldset className="space-y-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm" aria-describedby="quote-lines-hint">
        <legend className="px-1 text-lg font-semibold text-ink">{TEXTS.lines.legend}</legend>
        <FieldHint id="quote-lines-hint" className="text-sm">
          {TEXTS.lines.hint}
        </FieldHint>
        <FieldError id="quote-lines-error">{errors.lines}</FieldError>
        <ol className="space-y-4">
          {rows.map((row, index) => (
            <QuoteLineRow key={index} index={index} row={row} currency={currency} errors={errors} />
          ))}
        </ol>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
          <Button type="submit" name="intent" value="add-line" variant="outline" formNoValidate>
            <Plus aria-hidden />
            {TEXTS.lines.add}
          </Button>
          <p className="text-lg font-semibold text-ink" aria-live="polite">
            {TEXTS.total}: <span className="tabular-nums">{total ?? "—"}</span>
          </p>
        </div>
        <p className="text-sm text-muted">{rateText}</p>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="save">
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function QuoteLineRow({
  index,
  row,
  currency,
  errors,
}: {
  index: number;
  row: Record<string, string>;
  currency: CurrencyCode;
  errors: FieldErrors;
}) {
  const name = (field: string) => `lines[${index}].${field}`;
  return (
    <li className="grid gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:grid-cols-12" aria-label={TEXTS.lines.line(index + 1)}>
      <Field name={name("kind")} label={TEXTS.lines.kind} error={errors[name("kind")]} className="sm:col-span-3">
        {(control) => (
          <Select {...control} defaultValue={row.kind || "other"}>
            {QUOTE_LINE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {QUOTE_LINE_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field name={name("description")} label={TEXTS.lines.description} error={errors[name("description")]} className="sm:col-span-9">
        {(control) => <Input {...control} defaultValue={row.description ?? ""} maxLength={300} />}
      </Field>
      <Field name={name("quantity")} label={TEXTS.lines.quantity} error={errors[name("quantity")]} className="sm:col-span-3">
        {(control) => <Input {...control} inputMode="numeric" defaultValue={row.quantity ?? "1"} />}
      </Field>
      <Field name={name("unitPrice")} label={TEXTS.lines.unitPrice(currency)} error={errors[name("unitPrice")]} className="sm:col-span-5">
        {(control) => <Input {...control} inputMode="decimal" defaultValue={row.unitPrice ?? ""} />}
      </Field>
      <div className="flex items-end sm:col-span-4 sm:justify-end">
        <RemoveRowButton intent={`remove-line:${index}`} shortLabel={TEXTS.lines.removeShort} label={TEXTS.lines.remove(index + 1)} />
      </div>
    </li>
  );
}
