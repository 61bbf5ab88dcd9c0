import { behaviour } from "../lib/page-behaviour.ts";
import {
  type EstimateChoice,
  estimateRooms,
  passportTypes,
  travellerKinds,
} from "../trip/estimate.ts";
import { estimateParams } from "../trip/estimate-query.ts";
import {
  describeEstimate,
  type EstimateData,
  type EstimateLineView,
  type ScheduleView,
} from "../trip/estimate-view.ts";

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/** The form's choice: counts as whole numbers (an empty or odd field counts as none). */
function readChoice(form: HTMLFormElement): { choice: EstimateChoice; departure?: string } {
  const data = new FormData(form);
  const count = (name: string) => {
    const value = Number(data.get(name));
    return Number.isInteger(value) && value > 0 ? value : 0;
  };
  const [adults = 0, childWithBed = 0, childNoBed = 0, infants = 0] = travellerKinds.map(count);
  const departure = data.get("departure");
  return {
    choice: {
      room: oneOf(estimateRooms, data.get("room"), "twin"),
      adults,
      childWithBed,
      childNoBed,
      infants,
      passport: oneOf(passportTypes, data.get("passport"), "regular"),
      optional: data.getAll("optional").map(Number),
    },
    ...(typeof departure === "string" && departure ? { departure } : {}),
  };
}

/**
 * The estimate's markup is written once, in package-estimate.tsx: the script fills copies of the
 * rows and list items the build rendered for the first choice (a row: the label, then its purpose
 * and detail, then the amount; the payment dates: a paragraph, a list, a paragraph, a list).
 * `copyOf` is a deep copy of an element, of the element's own type.
 */
const copyOf = <T extends Element>(element: T): T => element.cloneNode(true) as T;

function lineRow(template: HTMLTableRowElement, line: EstimateLineView): HTMLTableRowElement {
  const row = copyOf(template);
  const [head, amount] = row.cells;
  if (!head || !amount) throw new Error("An estimate row has a heading cell and an amount cell");
  head.firstChild?.replaceWith(line.label);
  const [purpose, detail] = head.children;
  if (purpose) purpose.textContent = line.purpose;
  if (detail) detail.textContent = line.detail;
  amount.textContent = line.amount;
  return row;
}

function fillSchedule(schedule: HTMLElement, item: HTMLLIElement, plan: ScheduleView): void {
  const [intro, dues, cancellationTitle, cancellation] = schedule.children;
  const items = (texts: string[]) =>
    texts.map((text) => Object.assign(copyOf(item), { textContent: text }));
  if (intro) intro.textContent = plan.intro;
  dues?.replaceChildren(...items([plan.deposit, plan.balance]));
  if (cancellationTitle) cancellationTitle.textContent = plan.cancellationTitle;
  cancellation?.replaceChildren(...items(plan.cancellation));
}

/**
 * A package's estimate (decision 0017: no React on this page): reads the figures the build wrote
 * into the page, and after each change of the form says the lines, the total, the payment dates
 * and the link to ask for a quotation, with the same functions the build used (app/lib/).
 */
export function enhanceEstimate(): void {
  const block = document.querySelector<HTMLElement>(`[${behaviour.estimate}]`);
  const source = document.querySelector(`[${behaviour.estimateData}]`);
  const form = block?.querySelector("form");
  if (!block || !source || !form) return;
  const data: EstimateData = JSON.parse(source.textContent ?? "");
  const find = (name: string) => block.querySelector<HTMLElement>(`[${name}]`);
  const lines = find(behaviour.estimateLines);
  const total = find(behaviour.estimateTotal);
  const average = find(behaviour.estimateAverage);
  const missing = find(behaviour.estimateMissing);
  const schedule = find(behaviour.estimateSchedule);
  const ask = block.querySelector<HTMLAnchorElement>(`[${behaviour.estimateAsk}]`);
  const firstRow = lines?.querySelector("tr");
  const rowTemplate = firstRow ? copyOf(firstRow) : undefined;
  const firstItem = schedule?.querySelector("li");
  const itemTemplate = firstItem ? copyOf(firstItem) : undefined;
  const askBase = ask ? new URL(ask.href) : undefined;

  const update = () => {
    const chosen = readChoice(form);
    const view = describeEstimate(data, chosen.choice, chosen.departure);
    if (missing) missing.hidden = Boolean(view);
    if (rowTemplate)
      lines?.replaceChildren(...(view?.lines.map((line) => lineRow(rowTemplate, line)) ?? []));
    if (total) total.textContent = view?.total ?? "–";
    if (average) average.textContent = view?.average ?? "–";
    if (schedule && itemTemplate && view?.schedule)
      fillSchedule(schedule, itemTemplate, view.schedule);
    if (ask && askBase) {
      const url = new URL(askBase.pathname, location.href);
      url.searchParams.set("package", askBase.searchParams.get("package") ?? "");
      if (view)
        for (const [name, value] of estimateParams(chosen)) url.searchParams.set(name, value);
      ask.href = `${url.pathname}${url.search}`;
    }
  };
  form.addEventListener("input", update);
  form.addEventListener("change", update);
  form.addEventListener("submit", (event) => event.preventDefault());
  block.hidden = false;
}
