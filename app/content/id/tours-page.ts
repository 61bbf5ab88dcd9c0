import { contactPathFor } from "../inquiry";
import { packageCardHighlightLimit } from "../packages";
import { linksIn } from "../pages";
import type { ToursCopy } from "../types";
import { packages } from "./tours";
import { mealWords } from "./ui";

const link = linksIn("id");

export const copy: ToursCopy = {
  meta: {
    title: "Paket Tur Jepang",
    description:
      "Bandingkan paket tur Jepang dari Jakarta: Tokyo, Osaka & Kyoto, Gunung Fuji & Hakone, serta Hokkaido di musim dingin, dengan harga per orang dalam rupiah.",
    imageAlt: "Ilustrasi cakrawala kota Tokyo saat senja dengan Tokyo Skytree yang bercahaya",
  },
  hero: {
    title: "Paket Tur",
    intro:
      "Perjalanan yang dirancang dengan cermat menjelajahi kota, kuil, pegunungan, dan hamparan salju Jepang, masing-masing dapat disesuaikan dengan rombongan dan tanggal perjalanan Anda.",
  },
  packages: {
    eyebrow: "Paket Andalan",
    title: "Temukan Perjalanan Jepang Impian Anda",
    intro: `Setiap paket sudah termasuk tiket pesawat pulang-pergi dari Jakarta, hotel bintang 4 yang nyaman, ${mealWords.meals}, dan tour leader berbahasa Indonesia.`,
    highlightLimit: packageCardHighlightLimit,
    items: packages,
  },
  cardLabels: {
    duration: "Durasi",
    groupSize: "Jumlah peserta",
    season: "Musim terbaik",
    highlights: "Sorotan Tur",
    included: "Sudah Termasuk",
    requestQuotation: "Minta Penawaran Harga",
    details: "Detail paket",
  },
  customTour: {
    eyebrow: "Tur Rancangan Khusus",
    title: "Ingin Tur Sesuai Keinginan Anda?",
    text: "Setiap paket dapat disesuaikan. Ubah tanggal, tambah kota, tingkatkan kelas hotel, atau mulai dari nol: ceritakan gaya perjalanan yang Anda sukai, dan kami akan merancang itinerary khusus untuk rombongan Anda.",
    points: [
      "Tanggal dan ritme perjalanan sesuai pilihan Anda",
      "Destinasi dan aktivitas yang Anda pilih sendiri",
      "Hotel, makanan, dan transportasi sesuai selera Anda",
    ],
    button: {
      to: contactPathFor("id", { kind: "topic", key: "custom-tour" }),
      label: "Rancang Tur Saya",
    },
  },
  groups: {
    eyebrow: "Rombongan & Korporat",
    title: "Tur Rombongan & Korporat",
    intro:
      "Bepergian bersama sekolah, perusahaan, atau komunitas? Kami merancang program ke Jepang untuk rombongan berbagai ukuran, dengan harga khusus untuk rombongan 20+ pax dan koordinator khusus untuk rombongan 30+ pax.",
    cards: [
      {
        icon: "school",
        title: "Rombongan Sekolah",
        description:
          "Study tour edukatif dengan kunjungan museum, lokakarya budaya, dan pertukaran pelajar, yang direncanakan dengan mengutamakan keselamatan dan pengawasan.",
        perk: "Harga khusus untuk rombongan 20+ pax",
      },
      {
        icon: "corporate",
        title: "Tim Korporat",
        description:
          "Perjalanan insentif, gathering perusahaan, dan program team building, lengkap dengan ruang rapat dan gala dinner yang kami siapkan untuk Anda.",
        perk: "Harga khusus untuk rombongan 20+ pax",
      },
      {
        icon: "group",
        title: "Rombongan Besar",
        description:
          "Reuni keluarga, komunitas, dan asosiasi yang bepergian bersama, dengan logistik yang lancar dari bandara hingga hotel.",
        perk: "Koordinator khusus untuk rombongan 30+ pax",
      },
    ],
    button: link("partnership", "Lihat Peluang Kemitraan"),
  },
};
