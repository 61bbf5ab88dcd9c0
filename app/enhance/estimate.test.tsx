// @vitest-environment jsdom
/**
 * The estimate's script on the markup the build writes (package-estimate.tsx's rows and schedule):
 * after a change of the form it says the lines, total and payment dates that the same functions
 * give for the new choice, in copies of the rows and items the build rendered.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { fullPackageDetails } from "../../tests/support/full-package.ts";
import { EstimateLineRow, ScheduleList } from "../components/sections/package/package-estimate.tsx";
import { behaviour } from "../lib/page-behaviour.ts";
import { type EstimateChoice, firstChoice, travellerKinds } from "../trip/estimate.ts";
import { describeEstimate, type EstimateData } from "../trip/estimate-view.ts";
import { enhanceEstimate } from "./estimate.ts";

const data: EstimateData = {
  locale: "en",
  intl: "en-US",
  today: "2026-11-29",
  prices: { twin: 20_000_000, triple: 19_000_000, childWithBed: 15_000_000, infant: 2_000_000 },
  extras: [
    {
      name: "Visa",
      purpose: "for a regular passport",
      amountIdr: 500_000,
      per: "person",
      optional: false,
    },
  ],
  departures: ["2027-04-02", "2027-10-08"],
  // The fixture package's payment terms (tests/support/full-package.ts).
  payment: fullPackageDetails.en.payment,
  words: {
    rows: {
      twin: "Adult, twin room",
      triple: "Adult, triple room",
      childWithBed: "Child with bed",
      childNoBed: "Child without bed",
      infant: "Infant",
      singleSupplement: "Single supplement",
    },
    rooms: { twin: "Twin", triple: "Triple", single: "Single" },
    passports: { "e-passport": "E-passport", regular: "Regular passport" },
    people: {
      adults: "Adults",
      childWithBed: "Children with bed",
      childNoBed: "Children without bed",
      infants: "Infants",
    },
    lineCount: "{count} × {price}",
    normalPrice: "normally {price}",
    promo: "{kind} until {date}",
    promoKinds: { promo: "Promo", "early-bird": "Early bird" },
    perPerson: "per person",
    perGroup: "per group",
    summary: "{choice}: {total}",
    schedule: {
      intro: "For the departure on {date}:",
      deposit: "Deposit {amount} {perPerson}",
      balance: "Balance {amount} by {date} ({days})",
      cancellationTitle: "Cancellation",
      cancellation: "From {date} ({days}): {charge}",
      past: "passed",
    },
  },
};

const start: EstimateChoice = { ...firstChoice(data.prices), passport: "regular" };
const [firstDeparture, secondDeparture] = data.departures;

/** The estimate block as the build writes it, for the first choice and departure. */
function render() {
  const view = describeEstimate(data, start, firstDeparture);
  if (!view?.schedule) throw new Error("the first choice has an estimate and a schedule");
  const number = (name: string, value: number) =>
    `<input type="number" name="${name}" value="${value}">`;
  const markup = renderToStaticMarkup(
    <table>
      <tbody>
        {view.lines.map((line) => (
          <EstimateLineRow key={line.label + line.detail} line={line} />
        ))}
      </tbody>
    </table>,
  );
  document.body.innerHTML = `
    <div ${behaviour.estimate} hidden>
      <form>
        <select name="departure">${data.departures.map((day) => `<option>${day}</option>`).join("")}</select>
        <select name="room"><option>twin</option><option>triple</option></select>
        ${travellerKinds.map((kind) => number(kind, start[kind])).join("")}
        <input type="radio" name="passport" value="regular" checked>
      </form>
      ${markup.replace("<tbody>", `<tbody ${behaviour.estimateLines}>`)}
      <p ${behaviour.estimateTotal}>${view.total}</p>
      <p ${behaviour.estimateAverage}>${view.average}</p>
      <p ${behaviour.estimateMissing} hidden></p>
      <div ${behaviour.estimateSchedule}>${renderToStaticMarkup(<ScheduleList schedule={view.schedule} />)}</div>
    </div>
    <script type="application/json" ${behaviour.estimateData}>${JSON.stringify(data)}</script>`;
}

const field = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
function change(name: string, value: string) {
  const element = field(name);
  if (!element) throw new Error(`no field ${name}`);
  element.value = value;
  element.dispatchEvent(new Event("change", { bubbles: true }));
}

/** What a visitor reads in the block: each row's cells, the total, the payment dates. */
function shown() {
  const rows = [...document.querySelectorAll(`[${behaviour.estimateLines}] tr`)].map((row) =>
    [...row.querySelectorAll("th, td, span")].map((cell) => cell.textContent),
  );
  const schedule = document.querySelector(`[${behaviour.estimateSchedule}]`);
  return {
    rows,
    total: document.querySelector(`[${behaviour.estimateTotal}]`)?.textContent,
    schedule: [...(schedule?.children ?? [])].map((child) =>
      child.localName === "ul"
        ? [...child.children].map((item) => item.textContent)
        : child.textContent,
    ),
  };
}

/** The same, as the page's markup would say it for `choice` and `departure`. */
function expected(choice: EstimateChoice, departure: string | undefined) {
  const view = describeEstimate(data, choice, departure);
  if (!view?.schedule) throw new Error("an estimate with its schedule");
  const { schedule } = view;
  return {
    rows: view.lines.map((line) => [
      `${line.label}${line.purpose}${line.detail}`,
      line.purpose,
      line.detail,
      line.amount,
    ]),
    total: view.total,
    schedule: [
      schedule.intro,
      [schedule.deposit, schedule.balance],
      schedule.cancellationTitle,
      schedule.cancellation,
    ],
  };
}

describe("the estimate's script", () => {
  beforeEach(() => {
    render();
    enhanceEstimate();
  });

  it("shows the block, which stays hidden without it", () => {
    expect(document.querySelector<HTMLElement>(`[${behaviour.estimate}]`)?.hidden).toBe(false);
    expect(shown()).toEqual(expected(start, firstDeparture));
  });

  it("says the new lines, total and payment dates after a change, in the build's markup", () => {
    const before = document.querySelector(`[${behaviour.estimateLines}] tr`)?.outerHTML;
    change("adults", "3");
    change("childWithBed", "1");
    change("departure", secondDeparture ?? "");
    const choice = { ...start, adults: 3, childWithBed: 1 };
    expect(shown()).toEqual(expected(choice, secondDeparture));
    expect(shown().rows.length).toBeGreaterThan(1);
    // Each row is a copy of the build's: the same elements and classes, other words.
    const row = document.querySelector(`[${behaviour.estimateLines}] tr`);
    const shape = (html: string | undefined) => html?.replace(/>[^<]*</g, "><");
    expect(shape(row?.outerHTML)).toBe(shape(before));
  });
});
