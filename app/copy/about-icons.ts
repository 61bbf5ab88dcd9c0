/**
 * The icons of the about page's cards, by the name the content files give them: the one list of
 * those names. The schema offers staff these names (app/copy/schema/), the cards draw these
 * shapes (app/components/sections/about/about-card-grid.tsx). A new icon is one line here.
 * Lucide's shapes only, no component: the build steps and the CMS configuration load it too.
 */
import {
  BadgePercent,
  Eye,
  Gem,
  GraduationCap,
  Headset,
  Heart,
  HeartHandshake,
  type IconNode,
  MapPinned,
  ShieldCheck,
  Target,
  UserRoundCheck,
} from "lucide";

export const aboutIcons = {
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
} satisfies Record<string, IconNode>;
