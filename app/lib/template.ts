/**
 * Fills a sentence's placeholders: `fillTemplate("Rated {rating} out of {max}", { rating: 5, max: 5 })`.
 * Sentences live whole in the content of each language, so word order belongs to the language; a
 * component only supplies the values. A placeholder without a value is a content mistake and
 * throws, so it is caught by the tests instead of reaching a visitor as "{rating}".
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return String(value);
  });
}
