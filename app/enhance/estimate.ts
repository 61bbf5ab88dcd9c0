import {
  type EstimateChoice,
  estimateRooms,
  passportTypes,
  travellerKinds,
} from "../lib/estimate.ts";
import { estimateParams } from "../lib/estimate-query.ts";
import { describeEstimate, type EstimateData } from "../lib/estimate-view.ts";
import { behaviour } from "../lib/page-behaviour.ts";

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

/** A table row of the estimate, built as the page's markup builds it (package-estimate.tsx). */
function lineRow(line: { label: string; purpose: string; detail: string; amount: string }) {
  const row = document.createElement("tr");
  row.className = "border-t border-line/70 align-top";
  const head = document.createElement("th");
  head.scope = "row";
  head.className = "py-2 pr-3 text-left font-semibold text-ink";
  head.append(line.label);
  for (const text of [line.purpose, line.detail]) {
    const note = document.createElement("span");
    note.className = "block text-sm font-normal text-muted";
    note.textContent = text;
    head.append(note);
  }
  const amount = document.createElement("td");
  amount.className = "w-px py-2 text-right font-semibold text-ink whitespace-nowrap";
  amount.textContent = line.amount;
  row.append(head, amount);
  return row;
}

function list(items: string[]) {
  const element = document.createElement("ul");
  element.className = "mt-2 list-disc space-y-1 pl-5";
  for (const item of items) {
    const entry = document.createElement("li");
    entry.textContent = item;
    element.append(entry);
  }
  return element;
}

function paragraph(text: string, className: string) {
  const element = document.createElement("p");
  element.className = className;
  element.textContent = text;
  return element;
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
  const askBase = ask ? new URL(ask.href) : undefined;

  const update = () => {
    const chosen = readChoice(form);
    const view = describeEstimate(data, chosen.choice, chosen.departure);
    if (missing) missing.hidden = Boolean(view);
    lines?.replaceChildren(...(view?.lines.map(lineRow) ?? []));
    if (total) total.textContent = view?.total ?? "–";
    if (average) average.textContent = view?.average ?? "–";
    if (schedule && view?.schedule) {
      const plan = view.schedule;
      schedule.replaceChildren(
        paragraph(plan.intro, "mt-2 font-semibold text-ink"),
        list([plan.deposit, plan.balance]),
        paragraph(plan.cancellationTitle, "mt-3 font-semibold text-ink"),
        list(plan.cancellation),
      );
    }
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
