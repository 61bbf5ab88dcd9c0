/**
 * The icons of the tours page's group travel cards, by the name the content files give them: the
 * one list of those names. The schema offers staff these names (app/copy/schema/), the cards
 * draw these shapes (app/components/sections/tours/tours-group-section.tsx). A new icon is one line here.
 * Lucide's shapes only, no component: the build steps and the CMS configuration load it too.
 */
import { BriefcaseBusiness, GraduationCap, type IconNode, Users } from "lucide";

export const groupIcons = {
  school: GraduationCap,
  corporate: BriefcaseBusiness,
  group: Users,
} satisfies Record<string, IconNode>;
