/**
 * A group's estimate from the company's own figures: the package price for each room and age, and
 * each extra it lists (visa by passport type, tips, insurance, the optional items chosen). Pure:
 * the package page's build (React) and its small script (app/enhance/estimate.ts) call the same
 * functions, so the figures on the page and after a change cannot differ. Whole rupiah only.
 */

export const estimateRooms = ["twin", "triple", "single"] as const;
export type EstimateRoom = (typeof estimateRooms)[number];

export const passportTypes = ["e-passport", "regular"] as const;
export type PassportType = (typeof passportTypes)[number];

export const extraPer = ["person", "group"] as const;

/** The price table's rows, by room and age (content: `prices`). */
export interface EstimatePrices {
  twin?: number;
  triple?: number;
  childWithBed?: number;
  childNoBed?: number;
  infant?: number;
  singleSupplement?: number;
}

export interface EstimateExtra {
  amountIdr: number;
  per: (typeof extraPer)[number];
  passport?: PassportType;
  optional: boolean;
}

export const travellerKinds = ["adults", "childWithBed", "childNoBed", "infants"] as const;
export type TravellerKind = (typeof travellerKinds)[number];

export interface EstimateChoice {
  room: EstimateRoom;
  adults: number;
  childWithBed: number;
  childNoBed: number;
  infants: number;
  passport: PassportType;
  /** Indexes of the optional extras the buyer adds. */
  optional: number[];
}

/** The most travellers of one kind the form offers. */
export const maxTravellers = 20;

/**
 * One line of the estimate. `kind` names it: a room's package price for the adults, a child's or
 * an infant's, the single room's supplement, or extra number `extra` of the content's list.
 */
export interface EstimateLine {
  kind: "room" | "childWithBed" | "childNoBed" | "infant" | "singleSupplement" | "extra";
  extra?: number;
  count: number;
  unitIdr: number;
  amountIdr: number;
  /** What one traveller of this line pays as the package price (the deposit is never more). */
  perTraveller?: boolean;
}

export interface Estimate {
  lines: EstimateLine[];
  totalIdr: number;
  travellers: number;
  /** The total shared by everyone, rounded up to the rupiah. */
  averageIdr: number;
}

/** The rooms the price table offers: a single room is the twin price plus its supplement. */
export function roomsOffered(prices: EstimatePrices): EstimateRoom[] {
  return estimateRooms.filter((room) =>
    room === "single"
      ? prices.twin !== undefined && prices.singleSupplement !== undefined
      : prices[room] !== undefined,
  );
}

const wholeCount = (value: number) =>
  Number.isInteger(value) && value >= 0 && value <= maxTravellers;

/** Whether a choice can be priced from these figures: every traveller's price is given. */
export function canEstimate(prices: EstimatePrices, choice: EstimateChoice): boolean {
  if (!travellerKinds.every((kind) => wholeCount(choice[kind]))) return false;
  if (choice.adults < 1 || !roomsOffered(prices).includes(choice.room)) return false;
  if (choice.childWithBed > 0 && prices.childWithBed === undefined) return false;
  if (choice.childNoBed > 0 && prices.childNoBed === undefined) return false;
  return choice.infants === 0 || prices.infant !== undefined;
}

/** The estimate for a choice, or undefined when the figures do not price it. */
export function estimate(
  prices: EstimatePrices,
  extras: readonly EstimateExtra[],
  choice: EstimateChoice,
): Estimate | undefined {
  if (!canEstimate(prices, choice)) return undefined;
  const lines: EstimateLine[] = [];
  const add = (line: Omit<EstimateLine, "amountIdr">) => {
    if (line.count > 0) lines.push({ ...line, amountIdr: line.count * line.unitIdr });
  };
  const roomPrice = (choice.room === "single" ? prices.twin : prices[choice.room]) ?? 0;
  add({ kind: "room", count: choice.adults, unitIdr: roomPrice, perTraveller: true });
  if (choice.room === "single") {
    add({ kind: "singleSupplement", count: choice.adults, unitIdr: prices.singleSupplement ?? 0 });
  }
  const ages = [
    ["childWithBed", choice.childWithBed, prices.childWithBed],
    ["childNoBed", choice.childNoBed, prices.childNoBed],
    ["infant", choice.infants, prices.infant],
  ] as const;
  for (const [kind, count, unitIdr] of ages) {
    add({ kind, count, unitIdr: unitIdr ?? 0, perTraveller: true });
  }
  const travellers = choice.adults + choice.childWithBed + choice.childNoBed + choice.infants;
  extras.forEach((extra, index) => {
    if (extra.passport && extra.passport !== choice.passport) return;
    if (extra.optional && !choice.optional.includes(index)) return;
    add({
      kind: "extra",
      extra: index,
      count: extra.per === "person" ? travellers : 1,
      unitIdr: extra.amountIdr,
    });
  });
  const totalIdr = lines.reduce((sum, line) => sum + line.amountIdr, 0);
  return { lines, totalIdr, travellers, averageIdr: Math.ceil(totalIdr / travellers) };
}

/** The deposit for the group: `depositIdr` per traveller, never more than their package price. */
export function depositFor(result: Estimate, depositIdr: number): number {
  return result.lines
    .filter((line) => line.perTraveller)
    .reduce((sum, line) => sum + line.count * Math.min(depositIdr, line.unitIdr), 0);
}

/** The choice the form starts with: two adults in the first room offered, nothing optional. */
export function firstChoice(prices: EstimatePrices): EstimateChoice {
  return {
    room: roomsOffered(prices)[0] ?? "twin",
    adults: 2,
    childWithBed: 0,
    childNoBed: 0,
    infants: 0,
    passport: "regular",
    optional: [],
  };
}
