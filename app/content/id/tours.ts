import { localizePackages, type PackageSlug, type PackageText } from "../packages";
import { mealWords, packageWords } from "./ui";

const packageText: Record<PackageSlug, PackageText> = {
  "tokyo-discovery": {
    title: "Jelajah Tokyo",
    imageAlt: "Ilustrasi cakrawala kota Tokyo saat senja dengan Tokyo Skytree yang bercahaya",
    description: `Rasakan perpaduan sempurna antara kehidupan kota yang serba modern dan tradisi berusia ratusan tahun di ibu kota Jepang yang dinamis, dengan ${mealWords.meals} yang kami atur di sepanjang perjalanan.`,
    highlights: [
      "Kuil Senso-ji dan jalan belanja Nakamise di Asakusa",
      "Shibuya Crossing dan Takeshita Street di Harajuku",
      "Panorama kota dari ketinggian Tokyo Skytree",
      "Tur sehari ke Stasiun ke-5 Gunung Fuji (jika cuaca memungkinkan)",
      "Waktu belanja di Ginza dan Akihabara",
      "Kawasan tepi laut Odaiba dan museum seni digital teamLab",
      "Jalan santai di hutan Kuil Meiji",
    ],
    included: [
      "Tiket pesawat pulang-pergi kelas ekonomi dari Jakarta",
      "4 malam di hotel bintang 4",
      mealWords.included,
      "Tour leader berbahasa Indonesia",
      "Bus pariwisata privat ber-AC",
      "Tiket masuk objek wisata sesuai itinerary",
    ],
  },
  "osaka-kyoto-heritage": {
    title: "Warisan Budaya Osaka & Kyoto",
    imageAlt:
      "Ilustrasi paviliun emas Kinkaku-ji di Kyoto yang terpantul di kolamnya, dengan Kastil Osaka tampak di perbukitan kejauhan",
    description:
      "Telusuri jejak masa kekaisaran Jepang di kuil dan taman-taman Kyoto, lalu nikmati kuliner jalanan yang semarak serta sejarah kastil di Osaka.",
    highlights: [
      "Kuil Fushimi Inari dengan ribuan gerbang torii",
      "Kinkaku-ji, sang Paviliun Emas",
      "Hutan Bambu Arashiyama",
      "Kastil Osaka dan tamannya",
      "Wisata kuliner malam di Dotonbori",
      "Taman Nara dan rusa-rusanya yang jinak",
      "Distrik Gion saat senja",
      "Universal Studios Japan (opsional)",
    ],
    included: [
      "Tiket pesawat pulang-pergi kelas ekonomi dari Jakarta",
      "5 malam di hotel bintang 4",
      mealWords.included,
      "Tour leader berbahasa Indonesia",
      "Transportasi dengan Shinkansen atau bus privat",
      "Tiket masuk objek wisata sesuai itinerary",
    ],
  },
  "mount-fuji-hakone": {
    title: "Gunung Fuji & Hakone",
    imageAlt:
      "Ilustrasi Gunung Fuji menjulang di atas Danau Ashi dengan gerbang kuil merah yang berdiri di air",
    description:
      "Saksikan gunung paling terkenal di Jepang dalam pesona terbaiknya, berhias bunga sakura di musim semi atau daun momiji yang merah menyala di musim gugur, lalu bersantai di penginapan tradisional dengan pemandian air panas.",
    highlights: [
      "Kunjungan ke Stasiun ke-5 Gunung Fuji",
      "Pelayaran wisata di Danau Ashi",
      "Hakone Ropeway melintasi lembah vulkanik Owakudani",
      "Menginap di ryokan dengan onsen pribadi",
      "Panorama dari Pagoda Chureito",
      "Desa Oshino Hakkai dengan kolam mata air jernih",
      "Torii Kuil Hakone yang berdiri di tepi danau",
    ],
    included: [
      "Tiket pesawat pulang-pergi kelas ekonomi dari Jakarta",
      "2 malam di hotel bintang 4 dan 1 malam di ryokan",
      mealWords.included,
      "Tour leader berbahasa Indonesia",
      "Bus pariwisata privat ber-AC",
      "Tiket kapal wisata danau dan ropeway",
    ],
  },
  "hokkaido-winter-wonderland": {
    title: "Pesona Musim Dingin Hokkaido",
    imageAlt:
      "Ilustrasi lanskap Hokkaido yang bersalju dengan pohon pinus tertutup salju dan pondok kayu bercahaya hangat",
    description:
      "Liburan salju yang sesungguhnya bagi Anda yang tinggal di negeri tropis: festival es, salju yang lembut, pasar makanan laut, dan pemandian air panas yang mengepul di pulau utara Jepang.",
    highlights: [
      "Festival Salju Sapporo (keberangkatan Februari)",
      "Kanal Otaru dan museum kotak musik",
      "Aktivitas salju di Niseko atau Furano",
      "Lembah Neraka Noboribetsu dan pemandian air panas",
      "Parade penguin di Kebun Binatang Asahiyama",
      "Pabrik cokelat Shiroi Koibito Park",
      "Pasar makanan laut segar di Sapporo",
      "Kembang api musim dingin di Danau Toya",
    ],
    included: [
      "Tiket pesawat pulang-pergi kelas ekonomi dari Jakarta",
      "6 malam di hotel bintang 4 dan resor onsen",
      mealWords.included,
      "Tour leader berbahasa Indonesia",
      "Sewa pakaian musim dingin",
      "Bus pariwisata privat ber-AC",
    ],
  },
};

/** The packages in Indonesian. */
export const packages = localizePackages(packageText, "id", packageWords);
