/**
 * The icons of the partnership page, by the name the content files give them: the one list of
 * those names. The schema offers staff these names (app/copy/schema/), the cards draw these
 * shapes. A new icon is one line here. Lucide's shapes only, no component: the build steps and the
 * CMS configuration load it too.
 */
import {
  BadgeCheck,
  Briefcase,
  Building2,
  type IconNode,
  LifeBuoy,
  Megaphone,
  Plane,
  TrendingUp,
  Users,
} from "lucide";
import type { ProgramKey } from "./choice-keys.ts";

/** The reasons' and the requirements' icons. */
export const partnershipIcons = {
  "trending-up": TrendingUp,
  "badge-check": BadgeCheck,
  "life-buoy": LifeBuoy,
  plane: Plane,
  users: Users,
  briefcase: Briefcase,
  building: Building2,
  megaphone: Megaphone,
} satisfies Record<string, IconNode>;

/** Each partnership program's picture (the programs are named in app/copy/choice-keys.ts). */
export const programIcons: Record<ProgramKey, IconNode> = {
  "travel-agent": Briefcase,
  corporate: Building2,
  "joint-promotion": Megaphone,
};
