import { linksIn } from "../pages";
import { siteConfig } from "../site";
import type { AboutCopy } from "../types";
import { mealWords } from "./ui";

const link = linksIn("id");

export const copy: AboutCopy = {
  meta: {
    title: "Tentang Kami",
    description:
      "Kenali operator tur berizin di Jakarta di balik tur Jepang kami: kisah, kemitraan resmi di Jepang, nilai-nilai, dan alasan wisatawan memilih kami.",
    imageAlt:
      "Ilustrasi paviliun emas Kinkaku-ji di Kyoto yang terpantul di kolamnya, dengan Kastil Osaka tampak di perbukitan kejauhan",
  },
  hero: {
    title: "Tentang Kami",
    intro:
      "Operator tur berizin di Indonesia yang mencintai Jepang, membantu keluarga, pasangan, sekolah, dan perusahaan bepergian dengan tenang dan percaya diri.",
  },
  whoWeAre: {
    eyebrow: "Kisah Kami",
    title: "Siapa Kami",
    paragraphs: [
      `${siteConfig.brandName} adalah biro perjalanan wisata berizin yang berbasis di ${siteConfig.city}, ${siteConfig.country}, sekaligus afiliasi resmi ${siteConfig.partnerName}, mitra kami di Jepang. Kami hanya berfokus pada satu destinasi, sehingga setiap itinerary yang kami tawarkan adalah perjalanan yang benar-benar kami kuasai.`,
      `Pelanggan kami adalah keluarga, pasangan, sekolah, dan perusahaan dari Indonesia. Setiap perjalanan kami rancang sesuai hal-hal yang penting bagi mereka: jadwal yang nyaman, hotel tepercaya, ${mealWords.meals}, dan tour leader berbahasa Indonesia yang mendampingi sejak keberangkatan hingga kepulangan.`,
      "Mulai dari pertanyaan pertama di WhatsApp hingga penerbangan pulang, satu tim di Jakarta mengurus pemesanan, dokumen, dan semua pertanyaan Anda, sehingga Anda cukup menikmati Jepang.",
    ],
    partnership: {
      badge: "Afiliasi Resmi",
      companies: [siteConfig.brandName, siteConfig.partnerName],
      companiesJoiner: "dan",
      title: "Kemitraan Resmi",
      text: `Kami bangga menjadi afiliasi resmi ${siteConfig.partnerName}. Artinya, setiap perjalanan kami memadukan perencanaan dan layanan dari tanah air dengan pengalaman langsung di Jepang.`,
      points: [
        "Itinerary disusun bersama mitra kami di Jepang",
        "Dukungan tim mitra kami selama perjalanan Anda",
        `Pemesanan, pembayaran, dan konsultasi ditangani tim kami di ${siteConfig.city}`,
      ],
    },
  },
  values: {
    eyebrow: "Yang Menggerakkan Kami",
    title: "Misi, Visi & Nilai",
    intro:
      "Prinsip di balik setiap itinerary yang kami rancang dan setiap wisatawan yang kami layani.",
    cards: [
      {
        icon: "target",
        title: "Misi",
        description:
          "Menjadikan perjalanan ke Jepang mudah, aman, dan berkesan bagi wisatawan Indonesia, dengan saran yang jujur dan perjalanan yang direncanakan secara cermat.",
      },
      {
        icon: "eye",
        title: "Visi",
        description:
          "Menjadi mitra perjalanan ke Jepang yang paling dipercaya keluarga, sekolah, dan perusahaan Indonesia, serta dengan senang hati mereka rekomendasikan kepada orang lain.",
      },
      {
        icon: "gem",
        title: "Keunggulan",
        description:
          "Kami memeriksa setiap detail, dari kamar hotel hingga jadwal kereta, agar setiap hari perjalanan Anda berjalan lancar.",
      },
      {
        icon: "heart-handshake",
        title: "Mengutamakan Pelanggan",
        description:
          "Keinginan, anggaran, dan kenyamanan Anda menjadi dasar rencana perjalanan. Kami mendengarkan terlebih dahulu dan merespons dengan cepat, baik sebelum maupun selama perjalanan.",
      },
      {
        icon: "map-pinned",
        title: "Keahlian Lokal",
        description:
          "Bersama mitra kami di Jepang, kami memahami musim, suasana setiap kawasan, dan sudut-sudut tersembunyi yang layak Anda kunjungi.",
      },
      {
        icon: "heart",
        title: "Sepenuh Hati",
        description:
          "Kami mencintai Jepang, mulai dari kulinernya, budayanya, hingga alamnya, dan kami senang berbagi kecintaan itu dengan setiap rombongan yang kami pandu.",
      },
    ],
  },
  whyChooseUs: {
    eyebrow: "Mengapa Bersama Kami",
    title: "Mengapa Memilih Kami",
    intro: "Lima alasan wisatawan Indonesia mempercayakan perjalanan ke Jepang kepada tim kami.",
    cards: [
      {
        icon: "shield-check",
        title: "Berizin & Tepercaya",
        description: `Operator tur berizin di ${siteConfig.city} dan afiliasi resmi ${siteConfig.partnerName}, dengan penawaran harga yang transparan tanpa biaya tersembunyi.`,
      },
      {
        icon: "graduation-cap",
        title: "Pengetahuan Mendalam",
        description:
          "Tim yang khusus menangani Jepang dan memahami musim, rute, serta pengalaman terbaik untuk setiap jenis rombongan.",
      },
      {
        icon: "user-round-check",
        title: "Layanan Personal",
        description:
          "Itinerary disesuaikan dengan tanggal, minat, kebutuhan makanan, dan ritme perjalanan Anda, baik untuk dua orang maupun dua ratus orang.",
      },
      {
        icon: "badge-percent",
        title: "Harga Kompetitif",
        description:
          "Harga wajar dalam rupiah untuk hotel, transportasi, dan pemandu yang berkualitas, dengan semua fasilitas tercantum jelas dalam penawaran harga Anda.",
      },
      {
        icon: "headset",
        title: "Layanan 24/7",
        description:
          "Tim kami selalu dapat dihubungi selama Anda berada di Jepang, siang maupun malam, untuk keperluan apa pun.",
      },
    ],
  },
  closing: {
    eyebrow: "Bepergian dengan Tenang",
    title: "Mari Rencanakan Perjalanan Jepang Anda Bersama Kami",
    text: "Baik ini perjalanan pertama Anda ke luar negeri maupun kunjungan kesepuluh Anda ke Jepang, kami dengan senang hati membantu. Lihat paket tur kami atau ceritakan rencana Anda, dan tim kami akan menyiapkan rencana perjalanan yang sesuai untuk Anda.",
    primaryLink: link("contact", "Hubungi Tim Kami"),
    secondaryLink: link("tours", "Jelajahi Paket Tur"),
  },
};
