/**
 * The browser's session storage, used for what a visitor types (it stays in this tab and is never
 * sent anywhere). Storage can be missing, disabled, full, or hold something another version wrote:
 * reading and writing never throw, and what is read is checked by `parse` before it is used.
 */
function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored<T>(
  key: string,
  parse: (value: unknown) => T | undefined,
): T | undefined {
  try {
    const text = storage()?.getItem(key);
    return text ? parse(JSON.parse(text)) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON, or removes the key when `value` is undefined. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the visitor keeps what is on screen, only a reload would lose it.
  }
}
