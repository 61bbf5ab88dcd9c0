import { whatsappLink } from "~/lib/whatsapp";
import { linksIn, type PageKey, pages } from "../pages";
import { siteConfig } from "../site";
import type { ShellCopy } from "../types";
import { packages } from "./tours";
import { ui } from "./ui";

const locale = "id" as const;
const link = linksIn(locale);

/** The header's names for the pages (spec section 2). */
const pageNames: Record<PageKey, string> = {
  home: "Beranda",
  about: "Tentang Kami",
  tours: "Paket Tur",
  gallery: "Galeri",
  partnership: "Kemitraan",
  contact: "Kontak",
};

const greeting = `Halo ${siteConfig.brandName}! Saya tertarik dengan paket tur Jepang Anda. Boleh minta informasi lebih lanjut?`;

export const shell: ShellCopy = {
  locale,
  header: {
    skipToContent: "Langsung ke konten utama",
    homeLink: link("home", `Beranda ${siteConfig.brandName}`),
    primaryNavLabel: "Utama",
    openMenu: "Buka menu",
    closeMenu: "Tutup menu",
    planTrip: link("contact", "Atur Perjalanan"),
    navigation: pages.map((page) => link(page.key, pageNames[page.key])),
  },
  languageSwitch: { label: "English", short: "EN" },
  footer: {
    about: `Operator tur berizin di ${siteConfig.city} dan afiliasi resmi ${siteConfig.partnerName}, yang sejak awal berdiri menghadirkan perjalanan tak terlupakan ke Jepang bagi wisatawan Indonesia.`,
    quickLinksTitle: "Tautan Cepat",
    quickLinks: pages
      .filter((page) => page.inFooterLinks)
      .map((page) => link(page.key, pageNames[page.key])),
    popularPackagesTitle: "Tur Populer",
    popularPackages: packages.map((item) => link("tours", item.title, item.slug)),
    contactTitle: "Hubungi Kami",
    contactPageLink: link("contact", "Kirim pesan kepada kami"),
    phoneLabel: "Telepon",
    emailLabel: "Email",
    addressLabel: "Kantor",
    address: `${siteConfig.city}, ${siteConfig.country}`,
    legalNavLabel: "Informasi legal",
    privacy: { label: "Kebijakan Privasi", note: "Kebijakan privasi akan segera tersedia" },
    terms: { label: "Syarat & Ketentuan", note: "Syarat dan ketentuan akan segera tersedia" },
    copyright: `© {year} ${siteConfig.brandName}. Hak cipta dilindungi undang-undang.`,
    languageTitle: "Bahasa",
  },
  chat: {
    greeting,
    whatsappUrl: whatsappLink(siteConfig.whatsappNumber, greeting),
    floatingButtonLabel: "Chat dengan kami di WhatsApp (terbuka di tab baru)",
    floatingButtonTooltip: "Chat dengan kami di WhatsApp",
    regionLabel: "Chat WhatsApp",
  },
  ui,
  business: {
    title: "Data Perusahaan",
    legalName: "Nama perusahaan",
    nib: "Nomor Induk Berusaha (NIB)",
    tourismRegistration: "Tanda Daftar Usaha Pariwisata",
    associations: "Anggota",
    membership: "{name}, no. anggota {number}",
    address: "Alamat kantor",
    addressFormat: "{street}, {city} {postalCode}, {country}",
    founded: "Berdiri sejak",
  },
  notFound: {
    meta: {
      title: "Halaman Tidak Ditemukan",
      description:
        "Halaman yang Anda cari tidak tersedia. Kembali ke beranda untuk melihat paket tur Jepang kami.",
    },
    code: "404",
    message: "Ups! Halaman tidak ditemukan",
    homeLink: link("home", "Kembali ke Beranda"),
    logMessage: "404: pengunjung membuka halaman yang tidak ada:",
  },
  error: {
    title: "Terjadi Kesalahan yang Tidak Terduga!",
    fallbackMessage: "Maaf, terjadi kesalahan.",
    homeLink: link("home", "Kembali ke Beranda"),
  },
};
