import {
  BadgePercent,
  Eye,
  Gem,
  GraduationCap,
  Headset,
  Heart,
  HeartHandshake,
  MapPinned,
  ShieldCheck,
  Target,
  UserRoundCheck,
} from "lucide";
import type { IconNode } from "~/components/ui/icon";
import type { AboutIconName } from "~/content/view";

export const aboutIcons: Record<AboutIconName, IconNode> = {
  target: Target,
  eye: Eye,
  gem: Gem,
  "heart-handshake": HeartHandshake,
  "map-pinned": MapPinned,
  heart: Heart,
  "shield-check": ShieldCheck,
  "graduation-cap": GraduationCap,
  "user-round-check": UserRoundCheck,
  "badge-percent": BadgePercent,
  headset: Headset,
};
