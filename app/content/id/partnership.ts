import { contactPathFor } from "../inquiry";
import { siteConfig } from "../site";
import type { PartnershipCopy } from "../types";

export const copy: PartnershipCopy = {
  meta: {
    title: "Peluang Kemitraan",
    description:
      "Bermitra dengan operator tur Jepang berizin di Jakarta: program untuk agen perjalanan, klien korporat, dan promosi bersama, dengan dukungan penuh.",
    imageAlt:
      "Ilustrasi jalan setapak berbatu yang melintasi terowongan panjang gerbang torii berwarna merah jingga",
  },
  hero: {
    title: "Peluang Kemitraan",
    intro:
      "Tumbuh bersama kami di pasar wisata Jepang yang berkembang pesat di Indonesia, dengan program untuk agen perjalanan, perusahaan, dan merek.",
  },
  why: {
    eyebrow: "Tumbuh Bersama Kami",
    title: "Mengapa Bermitra dengan Kami",
    intro: "Bekerja sama dengan spesialis perjalanan ke Jepang yang berizin di Jakarta.",
    reasons: [
      {
        icon: "trending-up",
        title: "Pasar yang Terus Tumbuh",
        description:
          "Jepang menjadi destinasi impian bagi semakin banyak keluarga, pelajar, dan perusahaan di Indonesia. Bermitralah dengan kami untuk memenuhi permintaan tersebut.",
      },
      {
        icon: "badge-check",
        title: "Merek Tepercaya",
        description: `Operator tur berizin dan afiliasi resmi ${siteConfig.partnerName}, yang dipercaya wisatawan Indonesia untuk perjalanan ke Jepang.`,
      },
      {
        icon: "life-buoy",
        title: "Dukungan Penuh",
        description:
          "Dari penawaran harga pertama hingga penerbangan pulang, tim kami mendampingi Anda dan klien Anda di setiap tahap perjalanan.",
      },
    ],
  },
  programs: {
    eyebrow: "Program",
    title: "Program Kemitraan",
    intro: "Tiga cara bekerja sama dengan kami, masing-masing disesuaikan dengan bisnis Anda.",
    learnMoreLabel: "Selengkapnya",
    learnMoreContext: "tentang {title}",
    benefitsLabel: "Keuntungan",
    programs: [
      {
        key: "travel-agent",
        title: "Kemitraan Agen Perjalanan",
        description:
          "Tawarkan paket tur Jepang kami kepada pelanggan Anda dengan margin yang menarik dan dukungan tim spesialis.",
        benefits: [
          "Komisi yang kompetitif",
          "Dukungan materi pemasaran",
          "Prioritas pemesanan",
          "Portal B2B khusus",
          "Pelatihan rutin",
        ],
      },
      {
        key: "corporate",
        title: "Kemitraan Korporat",
        description:
          "Perjalanan insentif, study tour, dan company outing ke Jepang, dirancang sesuai tim dan tujuan perusahaan Anda.",
        benefits: [
          "Paket korporat yang dapat disesuaikan",
          "Diskon untuk jumlah peserta besar",
          "Termin pembayaran yang fleksibel",
          "Account manager khusus",
          "Laporan pascaperjalanan",
        ],
      },
      {
        key: "joint-promotion",
        title: "Promosi Bersama",
        description:
          "Jangkau audiens baru bersama-sama melalui kampanye co-branding, penawaran eksklusif, dan acara bersama.",
        benefits: [
          "Materi pemasaran co-branding",
          "Biaya iklan ditanggung bersama",
          "Paket penawaran eksklusif",
          "Kolaborasi media sosial",
          "Peluang kerja sama acara",
        ],
      },
    ],
  },
  steps: {
    eyebrow: "Cara Memulai",
    title: "Alur Kemitraan",
    intro:
      "Empat langkah mudah, dari pesan pertama Anda hingga keberangkatan bersama yang pertama.",
    steps: [
      {
        title: "Kirim Pengajuan",
        description: "Ceritakan tentang bisnis Anda dan program kemitraan yang Anda minati.",
      },
      {
        title: "Diskusi Awal",
        description:
          "Tim kemitraan kami akan menghubungi Anda untuk membahas kebutuhan, tujuan, dan ketentuan kerja sama.",
      },
      {
        title: "Perjanjian & Orientasi",
        description:
          "Kami menandatangani perjanjian kemitraan dan membekali Anda dengan materi serta pelatihan.",
      },
      {
        title: "Mulai Berkolaborasi",
        description:
          "Mulai menjual, mempromosikan, atau bepergian bersama kami, dengan tim kami yang selalu mendampingi Anda.",
      },
    ],
  },
  requirements: {
    eyebrow: "Kriteria",
    title: "Persyaratan Mitra",
    intro: "Hal-hal yang kami harapkan dari para mitra kami.",
    groups: [
      {
        icon: "plane",
        title: "Agen Perjalanan",
        requirements: [
          "Izin usaha biro perjalanan yang masih berlaku",
          "Beroperasi minimal 1 tahun",
          "Memiliki basis pelanggan aktif",
          "Memiliki kantor atau kanal online yang profesional",
        ],
      },
      {
        icon: "users",
        title: "Mitra Korporat",
        requirements: [
          "Perusahaan atau organisasi yang terdaftar resmi",
          "Minimal 15 pax untuk tur korporat",
          "Tujuan perjalanan yang jelas",
          "Memiliki perwakilan yang berwenang",
        ],
      },
    ],
  },
  cta: {
    title: "Siap Menjadi Mitra Kami?",
    text: "Ceritakan tentang bisnis Anda dan program yang Anda minati. Tim kemitraan kami akan menghubungi Anda untuk membahas langkah selanjutnya.",
    button: {
      to: contactPathFor("id", { kind: "topic", key: "partnership" }),
      label: "Ajukan Kemitraan",
    },
  },
};
