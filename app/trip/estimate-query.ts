/**
 * The estimate's choice in the link from a package page to the contact page:
 * "?package=kyoto&room=twin&adults=2&childWithBed=1&infants=1&passport=regular&departure=2027-10-02".
 * The query string is anyone's to write: each value is read strictly (a whole number in range,
 * one of the known words, a departure the package gives) and a choice that does not parse is
 * ignored. No total travels in it: the contact page prices the choice again from the content.
 * Checked by hand rather than with zod, which stays out of the browser (biome.json).
 */
import {
  type EstimateChoice,
  estimateRooms,
  maxTravellers,
  passportTypes,
  travellerKinds,
} from "./estimate.ts";

export interface EstimateQuery {
  choice: EstimateChoice;
  departure?: string;
}

/** The parameters of a choice, to add to the contact page's link. */
export function estimateParams({ choice, departure }: EstimateQuery): Array<[string, string]> {
  const params: Array<[string, string]> = [["room", choice.room]];
  for (const kind of travellerKinds) {
    if (kind === "adults" || choice[kind] > 0) params.push([kind, String(choice[kind])]);
  }
  params.push(["passport", choice.passport]);
  if (choice.optional.length > 0) params.push(["optional", choice.optional.join(".")]);
  if (departure) params.push(["departure", departure]);
  return params;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The choice in `search`, if every value it names is well formed and within what the package
 * offers (`departures`, `extraCount` optional extras); undefined otherwise.
 */
export function parseEstimateQuery(
  search: string,
  departures: readonly string[],
  optionalExtras: readonly number[],
): EstimateQuery | undefined {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return undefined;
  }
  const single = (name: string) => {
    const values = params.getAll(name);
    return values.length === 1 ? values[0] : values.length === 0 ? "" : undefined;
  };
  const count = (name: string) => {
    const value = single(name);
    if (value === "") return 0;
    if (value === undefined || !/^\d{1,2}$/.test(value)) return undefined;
    const number = Number(value);
    return number <= maxTravellers ? number : undefined;
  };
  const room = oneOf(estimateRooms, single("room"));
  const passport = oneOf(passportTypes, single("passport"));
  const counts = travellerKinds.map(count);
  const optionalText = single("optional");
  const departure = single("departure");
  if (!room || !passport || optionalText === undefined || departure === undefined) return undefined;
  const [adults, childWithBed, childNoBed, infants] = counts;
  if (adults === undefined || childWithBed === undefined || childNoBed === undefined)
    return undefined;
  if (infants === undefined || adults < 1) return undefined;
  const optional = optionalText === "" ? [] : optionalText.split(".").map(Number);
  if (new Set(optional).size !== optional.length) return undefined;
  if (!optional.every((index) => optionalExtras.includes(index))) return undefined;
  if (departure !== "" && !departures.includes(departure)) return undefined;
  if (departure === "" && departures.length > 0) return undefined;
  return {
    choice: { room, adults, childWithBed, childNoBed, infants, passport, optional },
    ...(departure ? { departure } : {}),
  };
}
