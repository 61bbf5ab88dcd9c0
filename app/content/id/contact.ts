import { describeChoices } from "../inquiry-copy";
import { officeAddress, siteConfig } from "../site";
import type { ContactCopy } from "../types";
import { copy as partnership } from "./partnership";
import { packages } from "./tours";

const programTitles = Object.fromEntries(
  partnership.programs.programs.map((program) => [program.key, program.title]),
) as Record<(typeof partnership.programs.programs)[number]["key"], string>;

export const copy: ContactCopy = {
  meta: {
    title: "Hubungi Kami",
    description:
      "Minta penawaran harga tur Jepang atau itinerary khusus dari tim kami di Jakarta via formulir, email, telepon, atau WhatsApp. Kami balas dalam 1 hari kerja.",
    imageAlt:
      "Ilustrasi Gunung Fuji menjulang di atas Danau Ashi dengan gerbang kuil merah yang berdiri di air",
  },
  hero: {
    title: "Hubungi Kami",
    intro:
      "Ceritakan perjalanan yang Anda impikan. Tim kami di Jakarta akan membalas dengan ide perjalanan dan penawaran harga, biasanya dalam satu hari kerja.",
  },
  details: {
    eyebrow: "Informasi Kontak",
    title: "Mari Terhubung",
    intro:
      "Hubungi tim kami di Jakarta dengan cara yang paling nyaman bagi Anda: melalui telepon, email, atau WhatsApp.",
  },
  info: {
    office: {
      title: "Kantor",
      place: `${siteConfig.city}, ${siteConfig.country}`,
      note:
        officeAddress("{street}, {city} {postalCode}") ??
        "Alamat lengkap dapat diberikan atas permintaan",
    },
    phone: {
      title: "Telepon",
      display: siteConfig.phoneDisplay,
      href: `tel:${siteConfig.phoneE164}`,
      note: "Juga melayani WhatsApp",
    },
    email: {
      title: "Email",
      addresses: [
        { label: "Pertanyaan umum", address: siteConfig.emailGeneral },
        { label: "Pemesanan", address: siteConfig.emailBookings },
      ],
    },
    hours: {
      title: "Jam Operasional",
      rows: [
        { days: "Senin – Jumat", hours: "09.00 – 17.00" },
        { days: "Sabtu", hours: "09.00 – 14.00" },
        { days: "Minggu", hours: "Tutup" },
      ],
    },
  },
  quickContact: {
    eyebrow: "Kontak Cepat",
    title: `Chat dengan ${siteConfig.assistantName}`,
    text: `Lebih suka chat? ${siteConfig.assistantName}, asisten perjalanan virtual kami, siap membantu Anda merencanakan perjalanan ke Jepang melalui WhatsApp.`,
    topicsTitle: `Tanyakan kepada ${siteConfig.assistantName} tentang`,
    topics: [
      "Paket tur Jepang kami",
      "Musim terbaik untuk perjalanan Anda",
      "Penawaran harga untuk rombongan Anda",
    ],
    buttonLabel: "Chat di WhatsApp",
  },
  inquiry: {
    title: "Permintaan Anda",
    remove: "Hapus",
    removeLabel: "Hapus {choice} dari permintaan Anda",
    choices: describeChoices(
      "id",
      {
        packageSummary: "{title}, {duration}, mulai {price}",
        packageSubject: "Permintaan penawaran: {title}",
        packageGreeting: `Halo ${siteConfig.brandName}! Saya ingin meminta penawaran harga untuk paket {title} ({duration}). Boleh dibantu informasinya?`,
        programSubject: "Pengajuan kemitraan: {title}",
        programGreeting: `Halo ${siteConfig.brandName}! Saya tertarik dengan program {title}. Boleh minta informasi lebih lanjut?`,
        topicSubject: "Pertanyaan: {title}",
        topicGreeting: `Halo ${siteConfig.brandName}! Saya ingin bertanya tentang {title}.`,
      },
      packages,
      programTitles,
      { "custom-tour": "tur privat sesuai keinginan", partnership: "kerja sama kemitraan" },
    ),
  },
  handOff: {
    title: "Satu langkah lagi",
    intro:
      "Pesan Anda sudah siap untuk tim kami. Kirimkan lewat WhatsApp atau email Anda, dan pesan langsung sampai ke mereka.",
    textLabel: "Permintaan Anda",
    whatsapp: "Kirim via WhatsApp",
    email: "Kirim via Email",
    copy: "Salin Teks",
    copied: "Tersalin. Tempelkan ke WhatsApp atau email untuk kami.",
    copyFailed: "Teks tidak dapat disalin otomatis: pilih teks di atas lalu salin.",
    dismiss: "Tutup",
    tooLong:
      "Permintaan Anda terlalu panjang untuk dikirim utuh lewat tautan WhatsApp atau email. Salin dulu, lalu tempelkan ke chat atau email yang terbuka.",
    pasteGreeting: `Halo ${siteConfig.brandName}! Saya mengirim permintaan dari situs web Anda; teksnya saya tempelkan di sini.`,
    emailSubject: "Permintaan dari situs web: {subject}",
    emailSubjectWithoutTopic: "Permintaan dari situs web atas nama {name}",
    compose: {
      heading: "Permintaan dari situs web",
      fields: {
        name: "Nama",
        email: "Email",
        phone: "Telepon/WhatsApp",
        subject: "Subjek",
        message: "Pesan",
      },
      choice: "Tertarik dengan",
      language: "Bahasa",
      languageName: "Bahasa Indonesia",
    },
  },
  message: {
    title: "Kirim Pesan kepada Kami",
    intro:
      "Beri tahu kami ke mana dan kapan Anda ingin bepergian, serta berapa orang yang akan ikut. Kami akan membalas dengan ide perjalanan dan penawaran harga.",
  },
  form: {
    requiredNote: "Kolom yang bertanda bintang (*) wajib diisi.",
    fields: {
      name: { label: "Nama", placeholder: "Nama lengkap Anda" },
      email: { label: "Email", placeholder: "nama@example.com" },
      phone: { label: "Nomor Telepon/WhatsApp", placeholder: "+62 8xx xxxx xxxx" },
      subject: { label: "Subjek", placeholder: "Contoh: Liburan ke Tokyo bulan April" },
      message: {
        label: "Pesan",
        placeholder:
          "Destinasi, tanggal perjalanan, jumlah peserta, dan hal lain yang perlu kami ketahui.",
      },
    },
    submit: "Kirim Pesan",
    privacyNote:
      "Data Anda hanya kami gunakan untuk menjawab pertanyaan dan menyiapkan penawaran harga Anda. Tidak ada yang terkirim dari halaman ini: pesan Anda baru sampai kepada kami saat Anda mengirimkannya sendiri lewat WhatsApp atau email.",
    missing: {
      name: "Mohon isi nama Anda.",
      email: "Mohon isi alamat email Anda.",
      message: "Mohon tulis pesan Anda.",
    },
    emailFormat: "Mohon isi alamat email yang valid, misalnya nama@example.com.",
    noScript:
      "Formulir ini memerlukan JavaScript. Anda tetap dapat menghubungi kami melalui telepon, email, atau WhatsApp menggunakan informasi di halaman ini.",
    errorToast: { title: "Gagal", description: "Mohon lengkapi semua kolom yang wajib diisi" },
    invalidToast: { title: "Gagal", description: "Mohon periksa alamat email Anda" },
    successToast: {
      title: "Pesan Terkirim!",
      description: "Terima kasih telah menghubungi kami. Kami akan segera membalas pesan Anda.",
    },
  },
  findUs: {
    eyebrow: "Kunjungi Kami",
    title: "Lokasi Kami",
    intro:
      officeAddress("Kantor kami beralamat di {street}, {city} {postalCode}.") ??
      `Kantor kami berada di ${siteConfig.city}, ${siteConfig.country}. Alamat lengkap dapat diberikan atas permintaan.`,
    mapTitle: "Peta Segera Hadir",
    mapText: `Integrasi peta sedang kami siapkan, sehingga Anda akan segera dapat menemukan kantor kami di ${siteConfig.city} langsung di halaman ini.`,
    place: `${siteConfig.city}, ${siteConfig.country}`,
  },
  faq: {
    eyebrow: "FAQ",
    title: "Pertanyaan yang Sering Diajukan",
    intro:
      "Jawaban atas pertanyaan yang paling sering diajukan para wisatawan kepada kami. Tidak menemukan jawaban yang Anda cari? Kirimkan pesan kepada kami.",
    items: [
      {
        question: "Dokumen apa saja yang diperlukan untuk bepergian ke Jepang?",
        answer:
          "Anda memerlukan paspor dengan masa berlaku minimal 6 bulan, visa jika diwajibkan untuk paspor Anda (kami siap membantu proses pengajuannya), serta asuransi perjalanan. Saat pemesanan, kami akan memberikan daftar lengkap semua hal yang perlu Anda siapkan.",
      },
      {
        question: "Berapa lama sebelum keberangkatan sebaiknya saya memesan?",
        answer:
          "Kami menyarankan pemesanan 2-3 bulan sebelumnya, terutama untuk musim puncak sakura dan musim gugur. Pemesanan mendadak tetap dapat dilayani, tergantung ketersediaan.",
      },
      {
        question: "Apakah paket tur dapat disesuaikan?",
        answer: "Ya. Semua paket kami dapat disesuaikan dengan rombongan, minat, dan jadwal Anda.",
      },
      {
        question: "Bagaimana kebijakan pembatalannya?",
        answer:
          "Kebijakan pembatalan kami berbeda-beda, tergantung paket dan tanggal perjalanan. Pembatalan yang dilakukan 60 hari atau lebih sebelum keberangkatan hanya dikenakan biaya minimal. Rincian lengkapnya tercantum dalam konfirmasi pemesanan Anda.",
      },
    ],
  },
};
