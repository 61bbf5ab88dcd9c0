import { isRouteErrorResponse } from "react-router";

/** What an error screen shows of an error: its message, or the status of a failed response. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
