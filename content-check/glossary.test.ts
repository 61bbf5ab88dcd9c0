/**
 * The Indonesian glossary and notation of the content check (glossary.ts): each rule refuses what
 * it names and accepts what it asks for, headings in Title Case are told from sentence case with
 * names in them, and the site's own content keeps every rule. That a break stops the build, named
 * by file, language and field, is content-rules.test.ts's.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readContentFiles } from "./content-files.ts";
import {
  glossaryProblems,
  glossaryProblemsOf,
  glossaryVocabulary,
  type IndonesianText,
  isHeading,
  textsOf,
} from "./glossary.ts";

const content = readContentFiles(join(import.meta.dirname, ".."));
const indonesian: IndonesianText[] = [
  ...Object.entries(content.pages("id")).flatMap(([name, page]) =>
    textsOf(`content/pages/${name}.json`, page),
  ),
  ...content
    .packages()
    .flatMap(({ slug, data }) => textsOf(`content/packages/${slug}.json`, data.id)),
];
const words = glossaryVocabulary(indonesian);
const { commonWords, names } = words;
const problemsOf = (text: string, heading: boolean) => glossaryProblemsOf(text, heading, words);

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
    expect(glossaryProblems(indonesian)).toEqual([]);
  });
});
