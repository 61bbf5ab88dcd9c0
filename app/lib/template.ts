import { type Locale, localeInfo } from "./locale.ts";

/**
 * `{name}`, or an ICU plural, `{name, plural, one {# Night} other {# Nights}}`: forms named by
 * Intl.PluralRules' categories (or `=N` for one number), each plain text in which `#` is the
 * number. Plurals are selected by the platform's Intl.PluralRules rather than intl-messageformat:
 * this file ships in the contact page's JavaScript, and the platform's rules add nothing to it.
 */
const placeholder =
  /\{(\w*)(?:,\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*)?\}/g;
const pluralForm = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/** The names of a sentence's placeholders, plural or not, in order ("" for an empty `{}`). */
export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(placeholder)].map((match) => match[1] ?? "");
}

function pluralText(form: string, name: string, value: number, locale: Locale, template: string) {
  const forms = new Map([...form.matchAll(pluralForm)].map((match) => [match[1], match[2]]));
  const category = new Intl.PluralRules(localeInfo[locale].intl).select(value);
  const text = forms.get(`=${value}`) ?? forms.get(category) ?? forms.get("other");
  if (text === undefined) throw new Error(`No "other" form for {${name}} in "${template}"`);
  return text.replaceAll("#", String(value));
}

/**
 * Fills a sentence's placeholders: `fillTemplate("Rated {rating} out of {max}", { rating: 5, max: 5 })`.
 * Sentences live whole in the content of each language, so word order belongs to the language; a
 * component only supplies the values. A placeholder without a value is a content mistake and
 * throws, so it is caught by the tests instead of reaching a visitor as "{rating}". A plural
 * (`{nights, plural, one {# Night} other {# Nights}}`) needs a number and the sentence's language.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
  locale?: Locale,
) {
  return template.replace(placeholder, (match, name: string, forms: string | undefined) => {
    if (name === "") return match;
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    if (forms === undefined) return String(value);
    if (typeof value !== "number" || !locale) {
      throw new Error(`The plural {${name}} in "${template}" needs a number and a language`);
    }
    return pluralText(forms, name, value, locale, template);
  });
}
