/**
 * Test data, not facts: every optional field agencies show, filled in both languages, for a test
 * package (the photo build's fifth package, the content check's tests). Its values are made up to
 * be recognised as such ("Fixture Air") and must never be copied into content/.
 */
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
    departureDates: [
      { date: "2027-10-02", status: "available" },
      { date: "2027-10-16", status: "few-seats" },
      { date: "2027-11-06", status: "full" },
    ],
    flight: { airline: "Fixture Air", route: "Jakarta–Osaka–Jakarta" },
    hotelList: [
      { city: "Kyoto", hotel: "Fixture Hotel Kyoto or similar (4-star)" },
      { city: "Osaka", hotel: "4-star hotel" },
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
    departureDates: [
      { date: "2027-10-02", status: "available" },
      { date: "2027-10-16", status: "few-seats" },
      { date: "2027-11-06", status: "full" },
    ],
    flight: { airline: "Fixture Air", route: "Jakarta–Osaka–Jakarta" },
    hotelList: [
      { city: "Kyoto", hotel: "Fixture Hotel Kyoto atau setaraf (bintang 4)" },
      { city: "Osaka", hotel: "Hotel bintang 4" },
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
