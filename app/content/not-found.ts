import type { PageMeta } from "./types";

export const notFoundMeta: PageMeta = {
  title: "Page Not Found",
  description:
    "The page you are looking for does not exist. Return to the home page to explore our Japan tour packages.",
};

export const notFoundCopy = {
  code: "404",
  message: "Oops! Page not found",
  homeLink: { to: "/", label: "Return to Home" },
  logMessage: "404: a visitor requested a page that does not exist:",
};

export const errorCopy = {
  title: "Unexpected Application Error!",
  fallbackMessage: "Something went wrong.",
  homeLink: { to: "/", label: "Return to Home" },
};
