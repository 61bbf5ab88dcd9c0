/**
 * Test data, not facts: every optional field agencies show, filled in both languages, for a test
 * package (the photo build's fifth package, the content check's tests). Its values are made up to
 * be recognised as such ("Fixture Air") and must never be copied into content/.
 */
const extra = (
  name: string,
  purpose: string,
  amountIdr: number,
  passport?: "regular" | "e-passport",
) => ({
  name,
  purpose,
  amountIdr,
  per: "person" as "person" | "group",
  ...(passport ? { passport } : {}),
  optional: false,
});

/**
 * The same in both languages. On the photo build's day (2026-11-28): the low season at the
 * package's prices with a promo still running (2 October), a promo that ended (16 October: the
 * build drops it), a full date, and the high season at prices of its own (20 November).
 */
const departureDates = [
  // Passed by the photo build's day (BUILD_DAY): the build leaves it out.
  { date: "2026-09-12", status: "available", seatsLeft: 9, booked: 11, minimum: 15 },
  {
    date: "2027-10-02",
    status: "guaranteed",
    seatsLeft: 8,
    booked: 17,
    minimum: 15,
    promo: {
      kind: "promo",
      until: "2027-01-31",
      prices: [
        { row: "twin", priceIdr: 15_900_000 },
        { row: "triple", priceIdr: 15_500_000 },
      ],
    },
  },
  {
    date: "2027-10-16",
    status: "few-seats",
    seatsLeft: 3,
    booked: 12,
    minimum: 15,
    promo: {
      kind: "early-bird",
      until: "2026-11-20",
      prices: [{ row: "twin", priceIdr: 14_900_000 }],
    },
  },
  { date: "2027-11-06", status: "full", seatsLeft: 0, booked: 25, minimum: 15 },
  {
    date: "2027-11-20",
    status: "available",
    seatsLeft: 14,
    booked: 6,
    minimum: 15,
    prices: [
      { row: "twin", priceIdr: 19_900_000 },
      { row: "triple", priceIdr: 19_400_000 },
      { row: "childWithBed", priceIdr: 17_500_000 },
      { row: "childNoBed", priceIdr: 15_500_000 },
      { row: "infant", priceIdr: 4_500_000 },
      { row: "singleSupplement", priceIdr: 4_500_000 },
    ],
  },
] as const;

export const fullPackageDetails = {
  en: {
    itinerary: [
      {
        title: "Jakarta to Osaka",
        places: "Night flight from Soekarno-Hatta",
        meals: { breakfast: false, lunch: false, dinner: false },
      },
      {
        title: "Kyoto temples",
        places: "Kiyomizu-dera, Gion, Fushimi Inari",
        meals: { breakfast: true, lunch: true, dinner: false },
      },
      {
        title: "Arashiyama and home",
        places: "Bamboo grove, Kansai airport",
        meals: { breakfast: true, lunch: false, dinner: true },
      },
    ],
    prices: [
      { row: "twin", priceIdr: 16_900_000 },
      { row: "triple", priceIdr: 16_500_000 },
      { row: "childWithBed", priceIdr: 15_000_000 },
      { row: "childNoBed", priceIdr: 13_000_000 },
      { row: "infant", priceIdr: 4_000_000 },
      { row: "singleSupplement", priceIdr: 3_500_000 },
    ],
    departureDates,
    seatsUpdatedOn: "2026-11-25",
    priceValidUntil: "2027-09-30",
    flight: { airline: "Fixture Air", route: "Jakarta–Osaka–Jakarta" },
    hotelList: [
      { city: "Kyoto", hotel: "Fixture Hotel Kyoto or similar (4-star)" },
      { city: "Osaka", hotel: "4-star hotel" },
    ],
    extras: [
      extra("Fixture visa fee", "The Japan visa for a regular passport", 500_000, "regular"),
      extra(
        "Fixture e-passport registration",
        "The visa waiver for an e-passport",
        100_000,
        "e-passport",
      ),
      extra("Fixture tips", "Tips for the guide and the driver", 300_000),
      extra("Fixture insurance", "Travel insurance for the whole trip", 400_000),
      { ...extra("Fixture tea ceremony", "An optional afternoon in Uji", 750_000), optional: true },
      {
        ...extra("Fixture airport van", "A private van for the group to the airport", 1_200_000),
        per: "group",
        optional: true,
      },
    ],
    payment: {
      depositIdr: 5_000_000,
      balanceDays: 45,
      cancellation: [
        { daysBefore: 60, charge: "the deposit." },
        { daysBefore: 30, charge: "half of the tour price." },
      ],
      checkedOn: "2026-11-27",
    },
  },
  id: {
    itinerary: [
      {
        title: "Jakarta ke Osaka",
        places: "Penerbangan malam dari Soekarno-Hatta",
        meals: { breakfast: false, lunch: false, dinner: false },
      },
      {
        title: "Kuil-kuil Kyoto",
        places: "Kiyomizu-dera, Gion, Fushimi Inari",
        meals: { breakfast: true, lunch: true, dinner: false },
      },
      {
        title: "Arashiyama lalu pulang",
        places: "Hutan bambu, Bandara Kansai",
        meals: { breakfast: true, lunch: false, dinner: true },
      },
    ],
    prices: [
      { row: "twin", priceIdr: 16_900_000 },
      { row: "triple", priceIdr: 16_500_000 },
      { row: "childWithBed", priceIdr: 15_000_000 },
      { row: "childNoBed", priceIdr: 13_000_000 },
      { row: "infant", priceIdr: 4_000_000 },
      { row: "singleSupplement", priceIdr: 3_500_000 },
    ],
    departureDates,
    seatsUpdatedOn: "2026-11-25",
    priceValidUntil: "2027-09-30",
    flight: { airline: "Fixture Air", route: "Jakarta–Osaka–Jakarta" },
    hotelList: [
      { city: "Kyoto", hotel: "Fixture Hotel Kyoto atau setaraf (bintang 4)" },
      { city: "Osaka", hotel: "Hotel bintang 4 atau setaraf" },
    ],
    extras: [
      extra("Biaya visa fixture", "Visa Jepang untuk paspor nonelektronik", 500_000, "regular"),
      extra("Pendaftaran e-paspor fixture", "Bebas visa untuk e-paspor", 100_000, "e-passport"),
      extra("Tip fixture", "Tip untuk tour leader dan sopir", 300_000),
      extra("Asuransi fixture", "Asuransi perjalanan selama tur", 400_000),
      { ...extra("Upacara minum teh fixture", "Sore opsional di Uji", 750_000), optional: true },
      {
        ...extra("Van bandara fixture", "Van pribadi rombongan ke bandara", 1_200_000),
        per: "group",
        optional: true,
      },
    ],
    payment: {
      depositIdr: 5_000_000,
      balanceDays: 45,
      cancellation: [
        { daysBefore: 60, charge: "DP hangus." },
        { daysBefore: 30, charge: "50% dari harga tour." },
      ],
      checkedOn: "2026-11-27",
    },
  },
} as const;
