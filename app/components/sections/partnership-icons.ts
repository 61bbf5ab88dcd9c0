import {
  BadgeCheck,
  Briefcase,
  Building2,
  LifeBuoy,
  Megaphone,
  Plane,
  TrendingUp,
  Users,
} from "lucide";
import type { IconNode } from "~/components/ui/icon";
import type { PartnershipIconName, PartnershipProgram } from "~/content/view";

export const partnershipIcons: Record<PartnershipIconName, IconNode> = {
  "trending-up": TrendingUp,
  "badge-check": BadgeCheck,
  "life-buoy": LifeBuoy,
  plane: Plane,
  users: Users,
  briefcase: Briefcase,
  building: Building2,
  megaphone: Megaphone,
};

/** Each partnership program's picture. */
export const programIcons: Record<PartnershipProgram["key"], IconNode> = {
  "travel-agent": Briefcase,
  corporate: Building2,
  "joint-promotion": Megaphone,
};
