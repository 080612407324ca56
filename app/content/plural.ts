/**
 * The one way to say "1 day" / "2 days": the count picks a form by the language's plural
 * rules (Intl.PluralRules), never by `count === 1`. English needs `one` and `other`; Arabic,
 * coming with the message catalogues, also has `zero`, `two`, `few` and `many`, which fall
 * back to `other` when a text does not give them. `#` in a form stands for the count.
 */
export type PluralForms = {
  one: string;
  other: string;
} & Partial<Record<"zero" | "two" | "few" | "many", string>>;

const rulesByLocale = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/** `plural(3, { one: "# day", other: "# days" })` is "3 days". */
export function plural(count: number, forms: PluralForms, locale = "en"): string {
  const category = rulesFor(locale).select(count);
  const form = forms[category] ?? forms.other;
  return form.replaceAll("#", String(count));
}
