import { Search } from "lucide-react";
import { SITE_CONTROL } from "./control-styles";

/**
 * The fields of the public list filters. Each is a named control of the GET form (so it
 * works without JavaScript) whose changes go to `onChange` for the instant URL update.
 */

/** The search box of a list, with its icon. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={SITE_CONTROL.label}>
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
        <input
          id={id}
          name="q"
          type="search"
          value={value}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onChange(event.currentTarget.value)}
          className={`${SITE_CONTROL.input} ps-10`}
        />
      </div>
    </div>
  );
}

/** A dropdown whose first option, All, means no filter. */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={SITE_CONTROL.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`mt-1.5 ${SITE_CONTROL.select}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A slider named exactly by its label, with its current value shown beside the label. */
export function RangeField({
  id,
  name,
  label,
  range,
  value,
  valueText,
  boundTexts,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  range: { min: number; max: number; step: number };
  value: number;
  valueText: string;
  /** The slider's two ends as words (a price in its currency); else the bare numbers. */
  boundTexts?: readonly [string, string];
  onChange: (value: number) => void;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={SITE_CONTROL.label}>
          {label}
        </label>
        {/* Screen readers hear the value from the slider itself (aria-valuetext). */}
        <span aria-hidden="true" className="text-sm font-semibold text-brand-700 tabular-nums">
          {valueText}
        </span>
      </div>
      <input
        id={id}
        name={name}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className={`mt-3 ${SITE_CONTROL.range}`}
      />
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted tabular-nums">
        <span>{boundTexts?.[0] ?? range.min}</span>
        <span>{boundTexts?.[1] ?? range.max}</span>
      </div>
    </div>
  );
}
