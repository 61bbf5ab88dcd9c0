import { localizeGalleryPhotos, localizeReviews } from "../gallery";
import { siteConfig } from "../site";
import { galleryStatistics } from "../statistics";
import type { GalleryCopy } from "../types";
import { packages } from "./tours";
import { portraitAlt } from "./ui";

const locale = "id" as const;

export const copy: GalleryCopy = {
  meta: {
    title: "Galeri & Pengalaman",
    description:
      "Foto dan cerita dari tur Jepang kami: bunga sakura, kuil, Gunung Fuji, dan salju Hokkaido, lengkap dengan ulasan dari wisatawan Indonesia.",
    imageAlt:
      "Ilustrasi pohon sakura merah muda yang mekar penuh di sepanjang kanal dengan jembatan merah melintang di atasnya",
  },
  hero: {
    title: "Galeri & Pengalaman",
    intro:
      "Momen-momen dari perjalanan kami di berbagai penjuru Jepang dan cerita yang dibawa pulang para peserta tur kami.",
  },
  statisticsLabel: "Perjalanan kami dalam angka",
  statistics: galleryStatistics(
    {
      travelers: "Wisatawan Puas",
      tours: "Tur Terlaksana",
      rating: "Penilaian Rata-rata",
      satisfaction: "Tingkat Kepuasan",
    },
    locale,
  ),
  photos: {
    eyebrow: "Momen di Jepang",
    title: "Galeri Foto",
    intro:
      "Sekilas tempat-tempat yang dijelajahi peserta tur kami, dari sakura musim semi di Tokyo hingga festival musim dingin di Sapporo.",
    items: localizeGalleryPhotos({
      "cherry-blossom": {
        title: "Musim Sakura",
        location: "Sungai Meguro, Tokyo",
        alt: "Pohon sakura merah muda yang mekar penuh di kedua tepi kanal, dengan jembatan merah melintang di atasnya",
      },
      "fushimi-inari": {
        title: "Seribu Gerbang Torii",
        location: "Fushimi Inari, Kyoto",
        alt: "Jalan setapak berbatu yang melintasi terowongan panjang gerbang torii berwarna merah jingga",
      },
      "fuji-lake": {
        title: "Pantulan Gunung Fuji",
        location: "Danau Kawaguchi, Yamanashi",
        alt: "Gunung Fuji berpuncak salju terpantul di permukaan danau yang tenang, dengan sebuah perahu kecil saat fajar",
      },
      "shibuya-night": {
        title: "Shibuya di Malam Hari",
        location: "Shibuya Crossing, Tokyo",
        alt: "Garis-garis zebra cross Shibuya Crossing yang lebar pada malam hari, di bawah papan reklame yang bercahaya",
      },
      "osaka-castle": {
        title: "Kastil di Musim Semi",
        location: "Kastil Osaka, Osaka",
        alt: "Kastil Osaka berwarna putih dan hijau di atas dinding batu dan paritnya, dibingkai bunga sakura",
      },
      arashiyama: {
        title: "Menyusuri Hutan Bambu",
        location: "Arashiyama, Kyoto",
        alt: "Dua pengunjung, salah satunya berpayung merah muda, berjalan di jalan setapak di antara rumpun bambu hijau yang menjulang tinggi",
      },
      "sapporo-snow": {
        title: "Gemerlap Festival Salju",
        location: "Taman Odori, Sapporo",
        alt: "Kerumunan pengunjung mengagumi patung salju berbentuk kuil berukuran besar yang disorot lampu, di bawah untaian lampu hias",
      },
      "nara-deer": {
        title: "Rusa yang Jinak",
        location: "Taman Nara, Nara",
        alt: "Rusa tutul merumput di halaman Taman Nara di depan bangunan kuil",
      },
    }),
  },
  reviews: {
    eyebrow: "Ulasan",
    title: "Pengalaman Pelanggan",
    intro:
      "Wisatawan Indonesia menceritakan perjalanan mereka ke Jepang bersama kami, dengan kata-kata mereka sendiri.",
    packageLabel: "Paket:",
    dateLabel: "Berangkat",
    items: localizeReviews(
      {
        hendra:
          "Saya dan istri merayakan ulang tahun pernikahan ke-35 di Kyoto. Jadwalnya cukup santai untuk kami, hotelnya sangat bersih, dan tour leader kami selalu tahu tempat makan halal. Berjalan berdua melewati gerbang-gerbang torii di Fushimi Inari menjadi kenangan yang akan selalu kami simpan.",
        aisyah:
          "Ini pertama kalinya saya melihat salju, dan Hokkaido sama sekali tidak mengecewakan! Sewa pakaian musim dingin sangat menghemat isi koper, Festival Salju Sapporo indah sekali, dan timnya bahkan selalu mencarikan tempat yang tenang untuk salat di setiap persinggahan.",
        rizky:
          "Warna-warni daun musim gugur di sekitar Danau Ashi sangat memukau, dan menginap di ryokan Hakone jadi salah satu momen terbaik. Di hari pertama Gunung Fuji tertutup awan, namun pemandu kami mengatur ulang jadwal sehingga keesokan paginya kami bisa melihatnya dengan jelas. Hanya saja, saya berharap ada sedikit lebih banyak waktu bebas di Hakone.",
      },
      packages,
      locale,
      portraitAlt,
    ),
  },
  videos: {
    eyebrow: "Di Balik Layar",
    title: "Video Perjalanan",
    status: "Segera Hadir",
    text: "Kami sedang menyiapkan video menarik dari tur-tur kami. Nantikan segera!",
  },
  social: {
    eyebrow: "Tetap Terhubung",
    title: "Ikuti Perjalanan Kami",
    text: `Lihat foto-foto terbaru dari Jepang, cerita para peserta tur, dan jadwal keberangkatan musiman di halaman ${siteConfig.socialNetworkName} kami.`,
    link: { href: siteConfig.socialUrl, label: `Ikuti kami di ${siteConfig.socialNetworkName}` },
  },
};
