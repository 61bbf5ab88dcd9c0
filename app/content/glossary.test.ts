/**
 * The Indonesian edition's glossary and notation, over every text on the `id` side of every
 * content file as the schemas read it (content-files.ts): one word for each thing, one way to
 * write ranges, times, rupiah and hotel stars, and headings in sentence case. A failure names the
 * file and the text's path in it.
 *
 * The words it refuses: "pemandu" (the companion from Jakarta is the "tour leader"), "halal
 * bersertifikat" ("bersertifikat halal"), "pilihan" (optional items are "opsional"; a choice is
 * "yang Anda pilih"), "privat" ("private trip"; a bus is "khusus rombongan"), and the second name
 * of a thing that has one (afiliasi resmi, kapal wisata, testimoni, harga spesial, onsen pribadi,
 * penawaran harga, Syarat & ketentuan, paspor nonelektronik, pendaftaran, lewat, itinerary), the
 * labels that were once used for contacting us beside "Hubungi kami" and "Minta penawaran harga",
 * a meal promise beyond meals.careful / meals.confirmed, and phrases translated word for word
 * from English.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readContentFiles } from "./content-files";

interface Text {
  file: string;
  path: string[];
  text: string;
}

/** Fields that hold identifiers and dates, not words. */
const notWords = new Set([
  "file",
  "page",
  "package",
  "key",
  "icon",
  "kind",
  "season",
  "row",
  "status",
  "date",
  "dateTime",
  "checkedOn",
  "updatedOn",
]);

function textsOf(file: string, value: unknown, path: string[] = []): Text[] {
  if (typeof value === "string") {
    return notWords.has(path.at(-1) ?? "") ? [] : [{ file, path, text: value }];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => textsOf(file, item, [...path, String(index)]));
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => textsOf(file, item, [...path, key]));
  }
  return [];
}

const content = readContentFiles(join(import.meta.dirname, "../.."));
const indonesian: Text[] = [
  ...Object.entries(content.pages("id")).flatMap(([name, page]) =>
    textsOf(`content/pages/${name}.json`, page),
  ),
  ...content
    .packages()
    .flatMap(({ slug, data }) => textsOf(`content/packages/${slug}.json`, data.id)),
];

/** A heading: a field named title, heading or eyebrow, but not a package's name (a proper name). */
const isHeading = ({ file, path }: Text) =>
  ["title", "heading", "eyebrow"].includes(path.at(-1) ?? "") &&
  !(file.startsWith("content/packages/") && path.length === 1);

/** A word's letters, without the punctuation around it. */
const bare = (word: string) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, "");

/** Every word of a text after the first of its sentence or clause, placeholders left out. */
const innerWords = (text: string) =>
  text
    .replace(/\{\w+\}/g, "")
    .split(/[.!?:;]\s+/)
    .flatMap((clause) => clause.trim().split(/\s+/).slice(1))
    .map(bare)
    .filter(Boolean);

const capitalized = (word: string) => /^\p{Lu}\p{Ll}/u.test(word);

/** Words the content writes in lower case somewhere: common words, not names. */
const commonWords = new Set(
  indonesian.flatMap(({ text }) =>
    text
      .split(/\s+/)
      .map(bare)
      .filter((word) => /^\p{Ll}/u.test(word)),
  ),
);

/**
 * Names: words the content capitalises inside a sentence that is no heading ("hutan Kuil Meiji",
 * "Festival Salju Sapporo"). Short labels are left out: they may be headings in all but name.
 */
const names = new Set(
  indonesian
    .filter((text) => !isHeading(text) && text.text.split(/\s+/).length >= 5)
    .flatMap(({ text }) => innerWords(text).filter(capitalized)),
);

/** The rules every Indonesian text keeps: a pattern it must not hold, and what to write instead. */
const rules: Array<{ rule: string; refused: RegExp; instead: string }> = [
  {
    rule: "tour leader, never pemandu",
    refused: /\bpemandu\b/i,
    instead: 'the companion from Jakarta is the "tour leader"',
  },
  {
    rule: "bersertifikat halal, never halal bersertifikat",
    refused: /\bhalal\s+bersertifikat\b/i,
    instead: 'write "bersertifikat halal"',
  },
  {
    rule: "opsional, never pilihan",
    refused: /\bpilihan\b/i,
    instead: 'an optional item is "opsional"; a choice is "yang Anda pilih"',
  },
  {
    rule: "private trip, never privat",
    refused: /\bprivat\b/i,
    instead: 'write "private trip", or "khusus rombongan" for a bus',
  },
  {
    rule: "ranges with an en dash, never a hyphen",
    refused: /\d\s*[-‐‑−]\s*\d/,
    instead: 'write a range with an en dash and no spaces: "2–3 bulan", "09.00–17.00"',
  },
  {
    rule: "ranges without spaces around the dash",
    refused: /\d\s+[–—]\s*\d|\d\s*[–—]\s+\d/,
    instead: 'write a range with an en dash and no spaces: "09.00–17.00"',
  },
  {
    rule: "times with a full stop",
    refused: /\b\d{1,2}:\d{2}\b/,
    instead: 'write a time as "09.00"',
  },
  {
    rule: "hotel stars one way",
    refused: /\bhotel bintang \d(?! atau setaraf)/i,
    instead: 'write "hotel bintang 4 atau setaraf"',
  },
  {
    rule: "24/7 only as support during the trip",
    refused: /24\/7(?![^.]*\bselama\b)/,
    instead: 'write "24/7" only for support during the trip ("… selama perjalanan")',
  },
  {
    rule: "afiliasi resmi, never kemitraan resmi",
    refused: /\bkemitraan resmi\b/i,
    instead:
      'the tie to the partner company in Japan is "afiliasi resmi"; "kemitraan" is for the partnership programs',
  },
  {
    rule: "kapal wisata, never pelayaran",
    refused: /\bpelayaran\b/i,
    instead: 'write "kapal wisata" ("Naik kapal wisata di Danau Ashi")',
  },
  {
    rule: "testimoni, never ulasan",
    refused: /\bulasan\b/i,
    instead: 'what travellers say about a tour is a "testimoni"',
  },
  {
    rule: "harga spesial, never diskon or harga khusus",
    refused: /\bdiskon\b|\bharga khusus\b/i,
    instead: 'a group rate is "harga spesial" ("harga spesial mulai 20 orang")',
  },
  {
    rule: "onsen pribadi, never pemandian pribadi",
    refused: /\bpemandian pribadi\b/i,
    instead: 'write "onsen pribadi"',
  },
  {
    rule: "onsen, with pemandian air panas only as its explanation",
    refused: /(?<!onsen \()\bpemandian air panas\b|\bberendam di air panas\b/i,
    instead: 'write "onsen"; explain it where needed as "onsen (pemandian air panas)"',
  },
  {
    rule: "Syarat & ketentuan, never Syarat dan ketentuan",
    refused: /\bsyarat dan ketentuan\b/i,
    instead: 'write "Syarat & ketentuan"',
  },
  {
    rule: "penawaran harga, never penawaran alone",
    refused: /\bpenawaran\b(?!\s+(?:harga|eksklusif)\b)/i,
    instead:
      'a quotation is a "penawaran harga" (the button: "Minta penawaran harga"); "penawaran eksklusif" is a promotional offer',
  },
  {
    rule: "two labels for contacting us: Hubungi kami, Minta penawaran harga",
    refused:
      /^(?:Rencanakan perjalanan|Rancang tour saya|Hubungi tim kami|Kirim pesan kepada kami|Minta penawaran gratis)\.?$/i,
    instead:
      'a link to the contact page says "Hubungi kami"; a button that asks for a quotation says "Minta penawaran harga"',
  },
  {
    rule: "paspor nonelektronik, never paspor biasa",
    refused: /\bpaspor biasa\b/i,
    instead: 'write "paspor nonelektronik"',
  },
  {
    rule: "pendaftaran, never registrasi",
    refused: /\bregistrasi\b/i,
    instead: 'registering an e-passport is "pendaftaran visa waiver"',
  },
  {
    rule: "lewat, never via",
    refused: /\bvia\b/i,
    instead: 'write "lewat" ("Kirim lewat WhatsApp")',
  },
  {
    rule: "itinerary, never jadwal perjalanan",
    refused: /\bjadwal (?:perjalanan|acara)\b/i,
    instead:
      'the day-by-day programme is the "itinerary"; "jadwal" is only for times ("jadwal kereta")',
  },
  {
    rule: "the meal promise says no more than the halal answer",
    refused: /\btanpa babi dan (?:minuman )?(?:beralkohol|alkohol)\b|\bmenu tanpa babi\b/i,
    instead:
      'hotel breakfast: "tour leader menunjukkan hidangan tanpa babi"; other meals: "tanpa hidangan babi dan tanpa minuman beralkohol", with the note on mirin and sake; write the promise only in meals.careful / meals.confirmed',
  },
  {
    rule: "no phrases translated word for word from English",
    refused:
      /\bmana yang lebih (?:dahulu|dulu)\b|\bentah\b|\britme\b|\bwaktu makan (?:lain|mana)\b|\bmenangkap peluang\b|\bpemilik merek\b|\bceritakan tentang\b|\btanpa ikatan\b|\bberi tahu kami\b|\bmimpi yang jadi kenyataan\b|\byang dibawa pulang\b|\bmendengarkan lebih dulu\b/i,
    instead:
      'write as a Jakarta agency does: "Bila masa berlaku paspor Anda berakhir lebih cepat, …", "Baru pertama kali … atau sudah berkali-kali …?", "kepadatan acara", "makan siang dan makan malam", "Perkenalkan bisnis Anda", "tidak mengikat", "Sampaikan …"',
  },
];

/** Each amount in rupiah that is not written "Rp12.500.000". */
const wrongRupiah = (text: string) =>
  [...text.matchAll(/\b(?:Rp|IDR)\.?\s*\d(?:[\d.,]*\d)?(?:,-)?/gi)]
    .map(([amount]) => amount)
    .filter((amount) => !/^Rp\d{1,3}(?:\.\d{3})*$/.test(amount));

/** Each word of a heading written in Title Case: a common word capitalised inside it. */
const titleCased = (heading: string) =>
  innerWords(heading).filter(
    (word) => capitalized(word) && commonWords.has(word.toLowerCase()) && !names.has(word),
  );

/** What is wrong with one Indonesian text, in words. */
function problemsOf(text: string, heading: boolean): string[] {
  const problems = rules.flatMap(({ refused, instead }) => {
    const found = refused.exec(text);
    if (!found) return [];
    // The words around what it found, so that the staff can find it in the text.
    const excerpt = text.slice(Math.max(0, found.index - 12), found.index + found[0].length + 12);
    return [`"…${excerpt.trim()}…": ${instead}`];
  });
  for (const amount of wrongRupiah(text)) {
    problems.push(`"${amount}": write rupiah as Rp12.500.000`);
  }
  if (heading) {
    const words = titleCased(text);
    if (words.length > 0) {
      problems.push(`${words.join(", ")} in Title Case: write headings in sentence case`);
    }
  }
  return problems;
}

describe("the Indonesian glossary and notation", () => {
  it("finds the texts of every content file", () => {
    const files = new Set(indonesian.map(({ file }) => file));
    expect(files.size).toBe(Object.keys(content.pages("id")).length + content.packages().length);
    expect(indonesian.filter(isHeading).length).toBeGreaterThan(50);
  });

  it.each([
    ["pemandu", "Terima kasih kepada pemandu kami yang ramah."],
    ["halal bersertifikat", "Kami memilih restoran halal bersertifikat."],
    ["a range with a hyphen", "Kami menyarankan memesan 2-3 bulan sebelumnya."],
    ["a time range with a hyphen", "Senin–Jumat 09.00-17.00"],
    ["a time range with spaces", "Senin–Jumat 09.00 – 17.00"],
    ["rupiah with a space", "Mulai dari Rp 12.500.000 per orang."],
    ["rupiah as IDR", "Mulai dari IDR 12.500.000 per orang."],
    ["pilihan for an optional item", "Tour pilihan di luar itinerary"],
    ["stars without 'atau setaraf'", "4 malam di hotel bintang 4"],
    ["kemitraan resmi", "Kami bangga dengan kemitraan resmi ini."],
    ["pelayaran", "Pelayaran wisata di Danau Ashi"],
    ["ulasan", "Ulasan pelanggan kami"],
    ["diskon", "Diskon untuk rombongan besar"],
    ["pemandian pribadi", "Sebagian hotel punya pemandian pribadi."],
    ["pemandian air panas for onsen", "Lembah Neraka dan pemandian air panas"],
    ["Syarat dan ketentuan", "Syarat dan ketentuan berlaku."],
    ["penawaran alone", "Minta penawaran sesuai perkiraan ini"],
    ["a third label for contacting us", "Rencanakan perjalanan"],
    ["paspor biasa", "Paspor biasa (perlu visa)"],
    ["registrasi", "Perlu registrasi visa waiver"],
    ["via", "Kirim via WhatsApp"],
    ["jadwal perjalanan", "Kami mengatur jadwal perjalanan dengan memperhatikan waktu salat."],
    ["a meal promise beyond the halal answer", "Sarapan di hotel (tanpa babi dan alkohol)"],
    ["a calque", "Berlaku 3 tahun atau sampai paspor habis, mana yang lebih dahulu."],
  ])("refuses %s", (_, sample) => {
    expect(problemsOf(sample, false)).not.toEqual([]);
  });

  it("accepts the notation it asks for", () => {
    for (const sample of [
      "Kami menyarankan memesan 2–3 bulan sebelumnya.",
      "Senin–Jumat 09.00–17.00",
      "Mulai dari Rp12.500.000 per orang, restoran bersertifikat halal bila tersedia.",
      "Tour dan tiket opsional di luar itinerary, 4 malam di hotel bintang 4 atau setaraf.",
      "Minta penawaran harga",
      "Naik kapal wisata di Danau Ashi, lalu berendam di onsen (pemandian air panas).",
      "Paket penawaran eksklusif dan harga spesial untuk rombongan besar.",
      "Sarapan di hotel (tour leader menunjukkan hidangan tanpa babi), tanpa hidangan babi dan tanpa minuman beralkohol.",
    ]) {
      expect(problemsOf(sample, false), sample).toEqual([]);
    }
  });

  it("tells a heading in Title Case from one in sentence case with names in it", () => {
    // Words the content itself writes in lower case, capitalised as Title Case would.
    const upper = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
    const [first, second, third] = [...commonWords].filter(
      (word) => word.length > 3 && !/\d/.test(word) && !names.has(upper(word)),
    );
    if (!first || !second || !third) throw new Error("too few common words");
    expect(problemsOf(`${upper(first)} ${upper(second)} ${upper(third)}`, true)).not.toEqual([]);
    expect(problemsOf(`${upper(first)} ${second} ${third}`, true)).toEqual([]);
    // Names stay capitalised: the content writes them so inside its sentences.
    const name = [...names].find((word) => !/\d/.test(word));
    if (!name) throw new Error("no names in the content");
    expect(problemsOf(`${upper(first)} ${second} ${name}`, true)).toEqual([]);
  });

  it("holds in every text on the id side", () => {
    const found = indonesian.flatMap((text) =>
      problemsOf(text.text, isHeading(text)).map(
        (problem) => `${text.file} id.${text.path.join(".")}: ${problem}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
