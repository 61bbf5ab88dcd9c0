/**
 * Some of an object's fields, in the order `keys` lists them:
 * `pick({ a: 1, b: 2, c: 3 }, ["c", "a"])` → `{ c: 3, a: 1 }`.
 */
export function pick<T extends object, K extends keyof T>(item: T, keys: readonly K[]): Pick<T, K> {
  // Filled below, one key at a time: TypeScript cannot follow that, so the empty object is typed
  // as the finished one.
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = item[key];
  return picked;
}
