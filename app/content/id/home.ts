import heroArt from "~/assets/art/hero.svg";
import { featuredHighlightLimit } from "../packages";
import { linksIn, localizedPath } from "../pages";
import { siteConfig } from "../site";
import { homeStatistics } from "../statistics";
import { localizeTestimonials } from "../testimonials";
import type { HomeCopy } from "../types";
import { packages } from "./tours";
import { mealWords, portraitAlt } from "./ui";

const locale = "id" as const;
const link = linksIn(locale);

export const copy: HomeCopy = {
  meta: {
    title: "Paket Tur Jepang dari Jakarta",
    description:
      "Paket tur Jepang dari operator tur berizin di Jakarta: Tokyo, Kyoto, Gunung Fuji, dan Hokkaido untuk keluarga, pasangan, sekolah, dan perusahaan.",
    imageAlt:
      "Ilustrasi Gunung Fuji saat fajar di balik pagoda lima tingkat yang dibingkai bunga sakura",
  },
  hero: {
    badge: `Afiliasi Resmi ${siteConfig.partnerName}`,
    title: "Gerbang Anda Menuju Jepang",
    intro: `Temukan keindahan, budaya, dan pesona Jepang bersama tur yang dirancang khusus untuk wisatawan Indonesia: ${mealWords.meals}, pemandu wisata berbahasa Indonesia, dan semua detail diurus dari Jakarta.`,
    primaryCta: link("tours", "Jelajahi Paket Tur"),
    secondaryCta: link("contact", "Minta Penawaran Harga"),
    image: {
      src: heroArt,
      alt: "Ilustrasi Gunung Fuji saat fajar di balik pagoda lima tingkat yang dibingkai bunga sakura",
      width: 1200,
      height: 800,
    },
  },
  statisticsLabel: "Rekam jejak kami",
  statistics: homeStatistics(
    {
      travelers: "Wisatawan Puas",
      destinations: "Destinasi",
      years: "Tahun Pengalaman",
      rating: "Penilaian Pelanggan",
    },
    locale,
  ),
  welcome: {
    eyebrow: "Selamat Datang",
    title: "Liburan ke Jepang, Dirancang untuk Wisatawan Indonesia",
    paragraphs: [
      `Kami adalah biro perjalanan wisata berizin yang berbasis di ${siteConfig.city} sekaligus afiliasi resmi ${siteConfig.partnerName}. Selama lebih dari sepuluh tahun, kami telah mendampingi keluarga, pasangan, sekolah, dan perusahaan menjelajahi kota, kuil, pegunungan, dan hamparan salju di Jepang.`,
      `Setiap itinerary kami susun berdasarkan hal-hal yang penting bagi tamu kami: jadwal yang nyaman dan tidak terburu-buru, hotel tepercaya, ${mealWords.meals}, serta tour leader berbahasa Indonesia yang mendampingi Anda sejak keberangkatan hingga kembali ke tanah air.`,
    ],
    link: link("about", "Kenali kami lebih dekat"),
  },
  featured: {
    eyebrow: "Paket Unggulan",
    title: "Tur Jepang Terpopuler",
    intro:
      "Empat perjalanan favorit para pelanggan kami, masing-masing dapat disesuaikan dengan rombongan dan tanggal pilihan Anda.",
    detailsLabel: "Lihat Detail",
    highlightLimit: featuredHighlightLimit,
    packages: packages.map((item) => ({
      ...item,
      detailsTo: localizedPath("tours", locale, item.slug),
    })),
  },
  testimonials: {
    eyebrow: "Testimoni",
    title: "Apa Kata Pelanggan Kami",
    intro:
      "Cerita dari keluarga, pasangan, dan perusahaan Indonesia yang telah menjelajahi Jepang bersama kami.",
    items: localizeTestimonials(
      {
        rina: "Liburan keluarga kami ke Tokyo tertata rapi dari awal sampai akhir, mulai dari restoran halal sampai pemandu berbahasa Indonesia yang membuat anak-anak betah. Sekarang kami sudah mulai merencanakan perjalanan berikutnya ke Hokkaido!",
        budi: "Kami membawa 40 karyawan ke Osaka dan Kyoto untuk program insentif perusahaan. Semua transfer berjalan tepat waktu dan seluruh urusan visa diurus oleh timnya. Pelayanannya benar-benar profesional.",
        sari: "Bisa melihat Gunung Fuji di musim gugur saat bulan madu rasanya seperti mimpi yang jadi kenyataan. Menginap di ryokan Hakone jadi momen paling berkesan. Terima kasih atas perhatian pada detail-detail kecil sepanjang perjalanan.",
      },
      portraitAlt,
    ),
  },
  cta: {
    title: "Siap Memulai Petualangan Anda ke Jepang?",
    text: "Beri tahu kami tanggal keberangkatan, jumlah peserta, dan destinasi impian Anda. Tim kami akan menyiapkan penawaran harga gratis dan tanpa ikatan dalam satu hari kerja.",
    button: link("contact", "Minta Penawaran Gratis"),
  },
};
