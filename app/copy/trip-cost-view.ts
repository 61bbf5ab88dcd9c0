/**
 * What a package page receives for its estimate, payment dates and departures, and the contact
 * page for the hand-off (built by trip-cost-copy.ts). Types only.
 */
import type { EstimateChoice } from "~/trip/estimate";
import type { EstimateData, EstimateView } from "~/trip/estimate-view";

export interface EstimateFormCopy {
  badge: string;
  title: string;
  intro: string;
  /** "Ini perkiraan, bukan tagihan… diperiksa pada 27 November 2026." */
  checked: string;
  labels: {
    departure: string;
    room: string;
    people: EstimateData["words"]["people"];
    passport: string;
    optional: string;
    total: string;
    average: string;
    notOffered: string;
    ask: string;
    schedule: string;
  };
  /** Departures a group can still book, and the full ones (shown, not chosen). */
  departures: Array<{ date: string; label: string; full: boolean }>;
  rooms: Array<{ key: EstimateChoice["room"]; label: string }>;
  passports: Array<{ key: EstimateChoice["passport"]; label: string }>;
  optionalExtras: Array<{ index: number; label: string }>;
  /** The form's first choice, and its estimate as the build computed it. */
  initial: { choice: EstimateChoice; departure?: string; view: EstimateView };
  /** The contact page with the package chosen: the script adds the choice to it. */
  contactPath: string;
  /** What the script computes from, written into the page as JSON. */
  data: EstimateData;
}

/** A price as the page says it; a promo's price with the normal one struck through beside it. */
export interface PriceCopy {
  now: string;
  /** The normal price: shown struck through, said in words ("harga normal Rp16.900.000"). */
  was?: { shown: string; said: string };
}

/** A departure's adult twin price on the departures list and the tours page, with its promo. */
export interface DeparturePriceCopy extends PriceCopy {
  label: string;
  /** "Promo s/d 31 Januari 2027". */
  promo?: string;
}

/**
 * Without JavaScript, and on paper: the package price per person by room and age, once per price
 * of its departures (each group headed by its dates and promo), and the extras.
 */
export interface PerPersonTableCopy {
  title: string;
  headings: { room: string; price: string };
  groups: Array<{ heading?: string; rows: Array<{ label: string; price: PriceCopy }> }>;
  extrasTitle: string;
  extras: Array<{ label: string; amount: string }>;
}

export interface TripCostCopy {
  estimate?: EstimateFormCopy;
  perPerson?: PerPersonTableCopy;
}

/** A package's `Offer` in its structured data (Google's product snippet). */
export interface PackageOffer {
  /** The starting price, as the page shows it. */
  priceIdr: number;
  availability: "InStock" | "LimitedAvailability" | "SoldOut";
  priceValidUntil?: string;
  /** Each departure on sale at its adult twin price, when the departures give one. */
  departures?: Array<{
    date: string;
    priceIdr: number;
    availability: "InStock" | "LimitedAvailability" | "SoldOut";
    priceValidUntil?: string;
  }>;
}

/** The tours page's coming departures: by month, each date with its package and status. */
export interface UpcomingDeparturesCopy {
  title: string;
  intro: string;
  months: Array<{
    month: string;
    items: Array<{
      date: string;
      title: string;
      to: string;
      status: string;
      price?: DeparturePriceCopy;
    }>;
  }>;
}
