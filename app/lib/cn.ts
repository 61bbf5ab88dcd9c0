import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (8 KB gzip on every page): a component
 * that lets callers override a utility must not set a conflicting one itself.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
