import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Case-sensitive: every server answers /TOURS with 404 (URLs differ by case), so the router must
// not match it to /tours once the page hydrates (docs/decisions/0006-serving.md).
const exact = { caseSensitive: true };

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx", exact),
  route("tours", "routes/tours.tsx", exact),
  route("gallery", "routes/gallery.tsx", exact),
  route("partnership", "routes/partnership.tsx", exact),
  route("contact", "routes/contact.tsx", exact),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
