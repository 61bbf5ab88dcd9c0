import { Clock, Users } from "lucide";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

interface PackageFactsProps {
  duration: string;
  groupSize: string;
  /** Screen-reader names of the two facts, in the page's language. */
  labels: { duration: string; groupSize: string };
  /** "card" on a white card (tours page), "hero" on the package page's navy first screen. */
  tone: "card" | "hero";
  className?: string;
}

const tones = {
  card: {
    list: "gap-x-5 text-sm font-medium text-muted",
    row: "gap-1.5",
    icon: "size-4 text-brand",
  },
  hero: { list: "gap-x-6 text-base text-white/85", row: "gap-2", icon: "size-5 text-sakura" },
} as const;

/** A package's length and group size, each after its icon, as a description list. */
export function PackageFacts({ duration, groupSize, labels, tone, className }: PackageFactsProps) {
  const style = tones[tone];
  const facts = [
    { icon: Clock, label: labels.duration, value: duration },
    { icon: Users, label: labels.groupSize, value: groupSize },
  ];
  return (
    <dl className={cn("flex flex-wrap gap-y-2", style.list, className)}>
      {facts.map(({ icon, label, value }) => (
        <div key={label} className={cn("flex", style.row)}>
          {/* One line tall, the icon in its middle: the row keeps its height before its value. */}
          <dt className="flex h-[1lh] items-center">
            <Icon node={icon} className={style.icon} />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
