/** Short interface strings shared by several components. */
export const uiCopy = {
  startingFrom: (price: string) => `Starting from ${price}`,
  perPerson: "per person",
  ratingLabel: (rating: number, outOf: number) => `Rated ${rating} out of ${outOf}`,
  opensInNewTab: "(opens in a new tab)",
  detailsFor: (title: string) => `for ${title}`,
};
