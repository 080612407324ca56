import { Plus } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { AdminFacts } from "~/components/admin/catalogue-detail";
import { useOutcomeOrKept } from "~/components/admin/kept-form";
import { SaveProblemAlert } from "~/components/admin/problem-alert";
import { RemoveRowButton } from "~/components/admin/remove-row-button";
import { Button } from "~/components/ui/button";
import { Field, FieldError, FieldHint } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useAnswerKey } from "~/components/ui/use-answer-key";
import { CARGO_MODE_WORDS, CARGO_PAYER_WORDS, PIECE_KIND_WORDS } from "~/content/cargo-admin";
import { SHIPMENT_FORM_TEXTS as TEXTS } from "~/content/cargo-register";
import { PIECE_KINDS } from "~/domain/cargo/cargo-pricing";
import { AIR_DIVISOR, AIR_STEP_GRAMS, chargeableGrams, readCentimetres, readKilograms } from "~/domain/cargo/chargeable-weight";
import { pieceFieldName, pieceRows, type PieceRow } from "~/domain/cargo/shipment-form";
import { formValues, textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { LOCALE_NAMES, LOCALES } from "~/domain/locale";
import { CURRENCIES } from "~/domain/money";

export type ShipmentFormOutcome = {
  problem?: { title: string; description: string };
  conflict?: boolean;
  fieldErrors?: FieldErrors;
  values?: FormValues;
  /** The route and mode have no rate card on that day: admins get Settings → Cargo rates, editors are told to ask. */
  noRateCard?: boolean;
  rateCardLink?: string;
};

type Office = { id: string; name: string };

/** What an edited shipment shows but cannot change. */
export type FixedShipmentFacts = { route: string; mode: string; dropOff: string; pieces: string[] };

const kilograms = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A piece's chargeable weight by air (the usual 6000 divisor and 0.5 kg step) while it is typed; null until it reads. */
function airPreview(row: PieceRow): string | null {
  const weight = readKilograms(row.weightKg);
  const sides = [row.lengthCm, row.widthCm, row.heightCm].map(readCentimetres);
  if (!weight.ok || !sides.every((side) => side.ok)) return null;
  const [lengthCm, widthCm, heightCm] = sides.map((side) => (side.ok ? side.cm : 0)) as [number, number, number];
  const grams = chargeableGrams({ grams: weight.grams, lengthCm, widthCm, heightCm }, { divisor: AIR_DIVISOR, stepGrams: AIR_STEP_GRAMS });
  return `${kilograms.format(grams / 1000)} kg`;
}

/**
 * The shipment form (issue #26): sender, receiver, route, pieces, contents and payment. Without
 * JavaScript Add a piece and Remove post the form and come back with the rows changed, nothing
 * saved; Save checks everything on the server. Editing shows the route, mode and pieces read-only.
 */
export function ShipmentForm({
  values,
  offices,
  outcome,
  submitLabel,
  version,
  fixed,
}: {
  values: FormValues;
  offices: Office[];
  outcome: ShipmentFormOutcome | undefined;
  submitLabel: string;
  version?: number;
  fixed?: FixedShipmentFacts | null;
}) {
  const formKey = useAnswerKey();
  // Values kept when the session ended come back as a refused save's would (decision 0041).
  const answer = useOutcomeOrKept(outcome, (kept) => "sender" in kept);
  const errors = answer?.fieldErrors ?? {};
  const shown = answer?.values ?? values;
  const value = (name: string) => textAt(shown, name) ?? "";
  const rows = fixed ? [] : pieceRows(shown);
  // The previews of what was typed into this answer's form; a new answer (rows added or removed) starts from its own values.
  const [typed, setTyped] = useState<{ key: string; previews: (string | null)[] } | null>(null);
  const previews = typed?.key === formKey ? typed.previews : value("mode") === "air" ? rows.map(airPreview) : [];

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (fixed) return;
    const current = formValues(new FormData(event.currentTarget));
    setTyped({ key: formKey, previews: textAt(current, "mode") === "air" ? pieceRows(current).map(airPreview) : [] });
  };

  const text = (name: string, label: string, props: { hint?: string; className?: string; type?: string; required?: boolean } = {}) => (
    <Field name={name} label={label} hint={props.hint} error={errors[name]} className={props.className}>
      {(control) => <Input {...control} type={props.type ?? "text"} dir="auto" defaultValue={value(name)} required={props.required} />}
    </Field>
  );

  return (
    <Form key={formKey} method="post" className="space-y-6" onInput={onInput} onChange={onInput} noValidate>
      {outcome?.problem ? <SaveProblemAlert problem={outcome.problem} conflict={outcome.conflict} reloadLabel={TEXTS.reload} /> : null}
      {outcome?.noRateCard ? (
        <p className="text-sm">
          {outcome.rateCardLink ? (
            <Link to={outcome.rateCardLink} className="font-medium text-brand-700 underline">
              {TEXTS.noRateCardLink}
            </Link>
          ) : (
            TEXTS.noRateCardAskAdmin
          )}
        </p>
      ) : null}
      {version !== undefined ? <input type="hidden" name="version" value={value("version") || version} /> : null}
      <input type="hidden" name="enquiryId" value={value("enquiryId")} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={TEXTS.sections.sender}>
          {text("sender.name", TEXTS.fields.name, { className: "sm:col-span-2", required: true })}
          {text("sender.phone", TEXTS.fields.phone, { type: "tel", required: true })}
          {text("sender.email", TEXTS.fields.email, { type: "email", hint: TEXTS.fields.emailHint })}
        </Section>
        <Section title={TEXTS.sections.receiver}>
          {text("receiver.name", TEXTS.fields.name, { className: "sm:col-span-2", required: true })}
          {text("receiver.phone", TEXTS.fields.phone, { type: "tel", required: true })}
          {text("receiver.email", TEXTS.fields.email, { type: "email", hint: TEXTS.fields.emailHint })}
          {text("receiver.city", TEXTS.fields.city, { className: "sm:col-span-2", required: true })}
        </Section>
      </div>

      {fixed ? (
        <Section title={TEXTS.sections.route}>
          <div className="sm:col-span-2">
            <AdminFacts
              facts={[
                [TEXTS.readOnly.route, fixed.route],
                [TEXTS.readOnly.mode, fixed.mode],
                [TEXTS.readOnly.dropOff, fixed.dropOff],
                [
                  TEXTS.readOnly.pieces,
                  <ul className="space-y-1 text-end">
                    {fixed.pieces.map((piece) => (
                      <li key={piece}>{piece}</li>
                    ))}
                  </ul>,
                ],
              ]}
            />
          </div>
        </Section>
      ) : (
        <>
          <Section title={TEXTS.sections.route}>
            <Choice name="fromOffice" label={TEXTS.fields.fromOffice} error={errors.fromOffice} value={value("fromOffice")}>
              {offices.map((office) => (
                <option key={office.id} value={office.id}>
                  {office.name}
                </option>
              ))}
            </Choice>
            <Choice name="toOffice" label={TEXTS.fields.toOffice} error={errors.toOffice} value={value("toOffice")}>
              <option value="">—</option>
              {offices.map((office) => (
                <option key={office.id} value={office.id}>
                  {office.name}
                </option>
              ))}
            </Choice>
            <Choice name="mode" label={TEXTS.fields.mode} error={errors.mode} value={value("mode")}>
              {(["air", "sea"] as const).map((mode) => (
                <option key={mode} value={mode}>
                  {CARGO_MODE_WORDS[mode]}
                </option>
              ))}
            </Choice>
            <Field name="dropOffDate" label={TEXTS.fields.dropOffDate} error={errors.dropOffDate}>
              {(control) => <Input {...control} type="date" defaultValue={value("dropOffDate")} required />}
            </Field>
          </Section>
          <PiecesFieldset rows={rows} errors={errors} previews={previews} />
        </>
      )}

      <Section title={TEXTS.sections.shipment}>
        <Field name="contents" label={TEXTS.fields.contents} error={errors.contents} className="sm:col-span-2">
          {(control) => <Textarea {...control} rows={2} dir="auto" defaultValue={value("contents")} required />}
        </Field>
        <Field name="declaredValue.amount" label={TEXTS.fields.declaredValue} error={errors["declaredValue.amount"]}>
          {(control) => <Input {...control} inputMode="decimal" defaultValue={value("declaredValue.amount")} />}
        </Field>
        <Choice
          name="declaredValue.currency"
          label={TEXTS.fields.currency}
          error={errors["declaredValue.currency"]}
          value={value("declaredValue.currency") || "USD"}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Choice>
        <Choice name="payer" label={TEXTS.fields.payer} error={errors.payer} value={value("payer")}>
          {(["sender", "receiver"] as const).map((payer) => (
            <option key={payer} value={payer}>
              {CARGO_PAYER_WORDS[payer]}
            </option>
          ))}
        </Choice>
        <Choice name="locale" label={TEXTS.fields.locale} hint={TEXTS.fields.localeHint} error={errors.locale} value={value("locale")}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </Choice>
        <Field
          name="internalNote"
          label={TEXTS.fields.internalNote}
          hint={TEXTS.fields.internalNoteHint}
          error={errors.internalNote}
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={2} dir="auto" defaultValue={value("internalNote")} />}
        </Field>
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="save">
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid content-start gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

function Choice({
  name,
  label,
  hint,
  error,
  value,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  children: ReactNode;
}) {
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <Select {...control} defaultValue={value}>
          {children}
        </Select>
      )}
    </Field>
  );
}

function PiecesFieldset({ rows, errors, previews }: { rows: PieceRow[]; errors: FieldErrors; previews: (string | null)[] }) {
  const words = TEXTS.pieces;
  return (
    <fieldset className="space-y-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm" aria-describedby="shipment-pieces-hint">
      <legend className="px-1 text-lg font-semibold text-ink">{TEXTS.sections.pieces}</legend>
      <FieldHint id="shipment-pieces-hint" className="text-sm">
        {words.hint}
      </FieldHint>
      <FieldError id="shipment-pieces-error">{errors.pieces}</FieldError>
      <ol className="space-y-4">
        {rows.map((row, index) => (
          <PieceRowFields key={index} index={index} row={row} errors={errors} preview={previews[index] ?? null} />
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
        <Button type="submit" name="intent" value="add-piece" variant="outline" formNoValidate>
          <Plus aria-hidden />
          {words.add}
        </Button>
        <p className="text-sm text-muted" aria-live="polite">
          {words.count(rows.length)}
        </p>
      </div>
    </fieldset>
  );
}

function PieceRowFields({ index, row, errors, preview }: { index: number; row: PieceRow; errors: FieldErrors; preview: string | null }) {
  const words = TEXTS.pieces;
  const measure = (field: "weightKg" | "lengthCm" | "widthCm" | "heightCm", label: string) => {
    const name = pieceFieldName(index, field);
    return (
      <Field name={name} label={label} error={errors[name]} className="sm:col-span-2">
        {(control) => <Input {...control} inputMode="decimal" defaultValue={row[field]} required />}
      </Field>
    );
  };
  const kindName = pieceFieldName(index, "kind");
  return (
    <li
      className="grid gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:grid-cols-12"
      aria-label={words.piece(index + 1)}
      data-piece={index + 1}
    >
      <Field name={kindName} label={words.kind} error={errors[kindName]} className="sm:col-span-2">
        {(control) => (
          <Select {...control} defaultValue={row.kind || "box"}>
            {PIECE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PIECE_KIND_WORDS[kind]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {measure("weightKg", words.weight)}
      {measure("lengthCm", words.length)}
      {measure("widthCm", words.width)}
      {measure("heightCm", words.height)}
      <div className="flex flex-col items-end justify-end gap-1 sm:col-span-2">
        {preview ? (
          <p className="text-xs text-muted" data-testid="piece-preview">
            {words.chargeable(preview)}
          </p>
        ) : null}
        <RemoveRowButton intent={`remove-piece:${index}`} shortLabel={words.removeShort} label={words.remove(index + 1)} />
      </div>
    </li>
  );
}
