import {
  BadgePercent,
  Eye,
  Gem,
  GraduationCap,
  Headset,
  Heart,
  HeartHandshake,
  type LucideIcon,
  MapPinned,
  ShieldCheck,
  Target,
  UserRoundCheck,
} from "lucide-react";
import type { AboutIconName } from "~/content/about";

export const aboutIcons: Record<AboutIconName, LucideIcon> = {
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
