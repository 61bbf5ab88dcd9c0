// negotiator 1.0 ships no types, and @types/negotiator describes 0.6, which had no `preferred`.
declare module "negotiator" {
  class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` for the request's Accept-Encoding; `preferred` breaks ties. */
    encoding(
      available?: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined;
  }
  export = Negotiator;
}
