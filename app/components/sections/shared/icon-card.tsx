import { Card } from "~/components/ui/card";
import { Icon, type IconNode } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

interface IconCardProps {
  icon: IconNode;
  title: string;
  description: string;
  className?: string;
}

/**
 * A white card with an icon badge, a short title (h3) and a sentence or two. On phones the icon
 * sits beside the text, which keeps long stacks of cards short.
 */
export function IconCard({ icon, title, description, className }: IconCardProps) {
  return (
    <Card className={cn("flex h-full gap-4 p-5 sm:flex-col sm:gap-5 sm:p-7", className)}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand sm:size-12">
        <Icon node={icon} className="size-6" strokeWidth={1.75} />
      </span>
      <div>
        <h3 className="text-xl leading-snug">{title}</h3>
        <p className="mt-2 text-base leading-relaxed text-muted">{description}</p>
      </div>
    </Card>
  );
}
