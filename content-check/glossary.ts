/**
 * The Indonesian edition's glossary and notation, part of the content check (content-rules.ts): a
 * staff edit that breaks one stops the build and the editor's preview and is named on
 * /admin/content-check, by file, language and field. Over every text on the `id` side of every
 * page and package file: one word for each thing, one way to write ranges, times, rupiah and hotel
 * stars, and headings in sentence case (the content guide's "Judul / headings").
 */
import { languageName, type Problem, pathWords } from "./content-messages.ts";

/** One Indonesian text of a content file, at its path inside the file's `id`. */
export interface IndonesianText {
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
  "url",
]);

/** Every text of a value (a file's `id`), with its path; identifiers and dates left out. */
export function textsOf(file: string, value: unknown, path: string[] = []): IndonesianText[] {
  // A day ("2026-11-25") is no words, whatever its field's name.
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return [];
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

/** A heading: a field named title, heading or eyebrow, but not a package's name (a proper name). */
export const isHeading = ({ file, path }: IndonesianText) =>
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

/** Words the texts write in lower case somewhere (common words), and the names they capitalise. */
export function glossaryVocabulary(texts: readonly IndonesianText[]) {
  const commonWords = new Set(
    texts.flatMap(({ text }) =>
      text
        .split(/\s+/)
        .map(bare)
        .filter((word) => /^\p{Ll}/u.test(word)),
    ),
  );
  // Names: words capitalised inside a sentence that is no heading ("hutan Kuil Meiji", "Festival
  // Salju Sapporo"). Short labels are left out: they may be headings in all but name.
  const names = new Set(
    texts
      .filter((text) => !isHeading(text) && text.text.split(/\s+/).length >= 5)
      .flatMap(({ text }) => innerWords(text).filter(capitalized)),
  );
  return { commonWords, names };
}

export type Vocabulary = ReturnType<typeof glossaryVocabulary>;

/** The rules every Indonesian text keeps: a pattern it must not hold, and what to write instead. */
export const glossaryRules: Array<{ rule: string; refused: RegExp; instead: string }> = [
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
    rule: "dukungan 24 jam, never 24/7",
    refused: /24\/7/,
    instead:
      'support around the clock is "dukungan 24 jam selama perjalanan" (the office has hours)',
  },
  {
    rule: "mitra resmi, never afiliasi or kemitraan resmi",
    refused: /\bafiliasi\b|\bkemitraan resmi\b/i,
    instead:
      'the tie to the partner company in Japan is "mitra resmi" ("mitra resmi {partnerName}"); "kemitraan" is for the partnership programs',
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

/** What is wrong with one Indonesian text, in words; `vocabulary` tells names from common words. */
export function glossaryProblemsOf(text: string, heading: boolean, words: Vocabulary): string[] {
  const problems = glossaryRules.flatMap(({ refused, instead }) => {
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
    const titleCased = innerWords(text).filter(
      (word) =>
        capitalized(word) && words.commonWords.has(word.toLowerCase()) && !words.names.has(word),
    );
    if (titleCased.length > 0) {
      problems.push(`${titleCased.join(", ")} in Title Case: write headings in sentence case`);
    }
  }
  return problems;
}

/** Every problem of the Indonesian texts, each naming its file, language and field. */
export function glossaryProblems(texts: readonly IndonesianText[]): Problem[] {
  const words = glossaryVocabulary(texts);
  return texts.flatMap((text) =>
    glossaryProblemsOf(text.text, isHeading(text), words).map((message) => ({
      file: text.file,
      where: `${languageName.id}: ${pathWords(text.path.map((part) => (/^\d+$/.test(part) ? Number(part) : part)))}`,
      message,
    })),
  );
}
