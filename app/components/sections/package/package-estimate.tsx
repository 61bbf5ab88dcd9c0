import { ArrowLink } from "~/components/ui/arrow-link";
import { Price } from "~/components/ui/price";
import { Section } from "~/components/ui/section";
import type { EstimateFormCopy, PerPersonTableCopy } from "~/copy/trip-cost-view";
import { behaviour } from "~/lib/page-behaviour";
import { travellerKinds } from "~/trip/estimate";
import { estimateParams } from "~/trip/estimate-query";
import type { EstimateLineView, ScheduleView } from "~/trip/estimate-view";

const field =
  "block w-full rounded-xl border border-muted/70 bg-white px-3 text-base text-ink min-h-11 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-1";

/** The link to the contact page carrying the package and this choice. */
export function askHref(contactPath: string, initial: EstimateFormCopy["initial"]): string {
  const params = new URLSearchParams(contactPath.split("?")[1] ?? "");
  for (const [name, value] of estimateParams(initial)) params.set(name, value);
  return `${contactPath.split("?")[0]}?${params}`;
}

/**
 * One line of the estimate: what it is, what for and count × price under it, then the amount. Two
 * columns, so that a 375 px phone shows every amount whole. The script fills copies of these rows
 * and of the schedule's items, so their markup is written here only (app/enhance/estimate.ts).
 */
export function EstimateLineRow({ line }: { line: EstimateLineView }) {
  return (
    <tr className="border-t border-line/70 align-top">
      <th scope="row" className="py-2 pr-3 text-left font-semibold text-ink">
        {line.label}
        <span className="block text-sm font-normal text-muted">{line.purpose}</span>
        <span className="block text-sm font-normal text-muted">{line.detail}</span>
      </th>
      <td className="w-px py-2 text-right font-semibold text-ink whitespace-nowrap">
        {line.amount}
      </td>
    </tr>
  );
}

/** When to pay for the chosen departure: DP, pelunasan, the cancellation charges by date. */
export function ScheduleList({ schedule }: { schedule: ScheduleView }) {
  return (
    <>
      <p className="mt-2 font-semibold text-ink">{schedule.intro}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{schedule.deposit}</li>
        <li>{schedule.balance}</li>
      </ul>
      <p className="mt-3 font-semibold text-ink">{schedule.cancellationTitle}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {schedule.cancellation.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * A package's estimate. The build renders the first choice's lines, total and payment dates with
 * the same functions the page's script runs after each change (app/enhance/estimate.ts): the block
 * stays hidden until that script shows it. Without JavaScript, and on paper, the per-person table
 * below says the prices and the extras.
 */
export function PackageEstimate({
  estimate,
  perPerson,
}: {
  estimate: EstimateFormCopy;
  perPerson?: PerPersonTableCopy;
}) {
  const { labels, initial } = estimate;
  const { view, choice } = initial;
  const json = JSON.stringify(estimate.data).replace(/</g, "\\u003c");
  return (
    // On paper only the per-person table: the prices by date, and the extras.
    <Section labelledBy="estimate-heading" tone="cream" width="narrow">
      <p className="text-xs font-semibold tracking-[0.16em] text-brand uppercase print:hidden">
        {estimate.badge}
      </p>
      <h2 id="estimate-heading" className="mt-2 text-3xl leading-tight print:hidden">
        {estimate.title}
      </h2>
      <p className="mt-3 text-muted print:hidden">{estimate.intro}</p>
      <div {...{ [behaviour.estimate]: "" }} hidden className="mt-6 print:hidden">
        <form className="grid gap-4 sm:grid-cols-2" noValidate>
          {estimate.departures.length > 0 ? (
            <label className="grid gap-1 text-sm font-semibold text-ink sm:col-span-2">
              {labels.departure}
              <select name="departure" defaultValue={initial.departure} className={field}>
                {estimate.departures.map((item) => (
                  <option key={item.date} value={item.date} disabled={item.full}>
                    {item.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="grid gap-1 text-sm font-semibold text-ink sm:col-span-2">
            {labels.room}
            <select name="room" defaultValue={choice.room} className={field}>
              {estimate.rooms.map((room) => (
                <option key={room.key} value={room.key}>
                  {room.label}
                </option>
              ))}
            </select>
          </label>
          {travellerKinds.map((kind) => (
            <label key={kind} className="grid gap-1 text-sm font-semibold text-ink">
              {labels.people[kind]}
              <input
                type="number"
                name={kind}
                inputMode="numeric"
                min={kind === "adults" ? 1 : 0}
                max={20}
                defaultValue={choice[kind]}
                className={field}
              />
            </label>
          ))}
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="text-sm font-semibold text-ink">{labels.passport}</legend>
            {estimate.passports.map((passport) => (
              <label key={passport.key} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="passport"
                  value={passport.key}
                  defaultChecked={passport.key === choice.passport}
                  className="size-5 accent-brand"
                />
                {passport.label}
              </label>
            ))}
          </fieldset>
          {estimate.optionalExtras.length > 0 ? (
            <fieldset className="grid gap-2 sm:col-span-2">
              <legend className="text-sm font-semibold text-ink">{labels.optional}</legend>
              {estimate.optionalExtras.map((extra) => (
                <label key={extra.index} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name="optional"
                    value={extra.index}
                    className="size-5 accent-brand"
                  />
                  {extra.label}
                </label>
              ))}
            </fieldset>
          ) : null}
        </form>
        <div
          aria-live="polite"
          className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-line/70 sm:p-5"
        >
          <table className="w-full text-base">
            <caption className="sr-only">{estimate.title}</caption>
            <tbody {...{ [behaviour.estimateLines]: "" }}>
              {view.lines.map((line) => (
                <EstimateLineRow key={`${line.label}-${line.detail}`} line={line} />
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-ink/70">
                <th scope="row" className="pt-3 text-left font-display text-xl">
                  {labels.total}
                </th>
                <td
                  {...{ [behaviour.estimateTotal]: "" }}
                  className="pt-3 text-right font-display text-xl whitespace-nowrap"
                >
                  {view.total}
                </td>
              </tr>
              <tr>
                <th scope="row" className="pt-1 text-left text-sm font-normal text-muted">
                  {labels.average}
                </th>
                <td
                  {...{ [behaviour.estimateAverage]: "" }}
                  className="pt-1 text-right text-sm text-muted whitespace-nowrap"
                >
                  {view.average}
                </td>
              </tr>
            </tfoot>
          </table>
          <p {...{ [behaviour.estimateMissing]: "" }} hidden className="mt-3 text-brand-dark">
            {labels.notOffered}
          </p>
        </div>
        {view.schedule ? (
          <div className="mt-6">
            <h3 className="text-xl">{labels.schedule}</h3>
            <div {...{ [behaviour.estimateSchedule]: "" }} className="text-muted">
              <ScheduleList schedule={view.schedule} />
            </div>
          </div>
        ) : null}
        <ArrowLink
          size="lg"
          className="mt-6"
          {...{ [behaviour.estimateAsk]: "" }}
          href={askHref(estimate.contactPath, initial)}
        >
          {labels.ask}
        </ArrowLink>
      </div>
      <p className="mt-6 text-sm text-muted print:hidden">{estimate.checked}</p>
      {perPerson ? <PerPersonTable table={perPerson} /> : null}
      <script
        type="application/json"
        {...{ [behaviour.estimateData]: "" }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, never run.
        dangerouslySetInnerHTML={{ __html: json }}
      />
    </Section>
  );
}

/**
 * The package price per person by room and age (by date when the dates cost differently), and
 * each extra: readable without a script, and on paper.
 */
function PerPersonTable({ table }: { table: PerPersonTableCopy }) {
  return (
    <div className="mt-8 print:mt-0">
      <h3 id="per-person-heading" className="text-xl">
        {table.title}
      </h3>
      {/* A table per price, headed by its dates: side by side from tablets and on paper. */}
      <div className="mt-3 gap-8 md:columns-2 print:columns-2 print:gap-6">
        {table.groups.map((group) => (
          <table
            key={group.heading ?? ""}
            aria-labelledby={group.heading ? undefined : "per-person-heading"}
            className="mb-4 w-full break-inside-avoid text-base print:text-sm"
          >
            {group.heading ? (
              <caption className="pb-1 text-left font-semibold text-ink">{group.heading}</caption>
            ) : null}
            <thead className="sr-only">
              <tr>
                <th scope="col">{table.headings.room}</th>
                <th scope="col">{table.headings.price}</th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.label} className="border-t border-line/70">
                  <th scope="row" className="py-2 pr-3 text-left font-normal print:py-0.5">
                    {row.label}
                  </th>
                  <td className="py-2 text-right print:py-0.5 [&>*]:whitespace-nowrap">
                    <Price price={row.price} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {table.extras.length > 0 ? (
        // Off paper, which keeps to three A4 sheets: the quotation lists the extras.
        <div className="print:hidden">
          <h4 className="mt-5 font-semibold text-ink">{table.extrasTitle}</h4>
          <ul className="mt-2 space-y-1 text-muted">
            {table.extras.map((extra) => (
              <li key={extra.label} className="grid gap-x-4 sm:grid-cols-[1fr_auto]">
                <span>{extra.label}</span>
                <span className="text-ink sm:text-right">{extra.amount}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
