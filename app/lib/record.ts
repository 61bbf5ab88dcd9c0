/**
 * An object with one entry per key, typed by its keys: `recordOf(["en", "id"], (code) => path(code))`
 * is a `Record<"en" | "id", string>`. Every key is checked to be there, so the type holds without a
 * cast (`Object.fromEntries` is typed as any string's).
 */
export function recordOf<K extends PropertyKey, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<K, V> {
  const record: Partial<Record<K, V>> = {};
  for (const key of keys) record[key] = value(key);
  if (!hasEvery(record, keys)) throw new Error(`recordOf: a key is missing of ${String(keys)}`);
  return record;
}

const hasEvery = <K extends PropertyKey, V>(
  record: Partial<Record<K, V>>,
  keys: readonly K[],
): record is Record<K, V> => keys.every((key) => Object.hasOwn(record, key));

/** The keys of an object as its own key type (`Object.keys` is typed as any string's). */
export const keysOf = <T extends object>(object: T): Array<keyof T & string> =>
  Object.keys(object).filter((key): key is keyof T & string => Object.hasOwn(object, key));
