/**
 * The launch content as the specification fixes it (../shared/spec/SPEC.md, sections 2, 3, 8 and
 * 9), stated once. Every other test derives what a visitor should see from the content, so any
 * edit the content check accepts passes them; this is the one test that says what the spec fixes:
 * the four packages and their figures, the card and section titles, the counts, and the texts the
 * spec gives word for word (English; the Indonesian only where the spec's values are written in
 * Indonesian notation). When the company deliberately grows past the spec (a fifth package, a
 * ninth photo), this is the test it changes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locale";
import { type LocaleCopy, loadSiteCopy } from "../content-check/content-loader.ts";

let content: Record<Locale, LocaleCopy>;
beforeAll(async () => {
  content = await loadSiteCopy();
}, 60_000);

const en = () => content.en;
const titles = (items: ReadonlyArray<{ title: string }>) => items.map((item) => item.title);

describe("the specification's launch content", () => {
  it("section 2: the shared layout's navigation, call to action and not-found page", () => {
    const { header, footer, notFound } = en().shell;
    expect(header.navigation.map((link) => link.label)).toEqual([
      "Home",
      "About Us",
      "Tour Packages",
      "Gallery",
      "Partnership",
      "Contact",
    ]);
    expect(header.planTrip.label).toBe("Plan Your Trip");
    // Past the spec: the guides (issue 47), linked from the footer's quick links, not the menu.
    expect(footer.quickLinks.map((link) => link.to)).toEqual([
      "/",
      "/about",
      "/tours",
      "/gallery",
      "/partnership",
      "/guides",
    ]);
    expect(notFound).toMatchObject({
      code: "404",
      message: "Oops! Page not found",
      homeLink: { label: "Return to Home", to: "/" },
    });
  });

  it("home: headline, statistics, four featured packages with three highlights, three testimonials", () => {
    const home = en().pages.home;
    expect(home.hero.title).toBe("Your Gateway to Japan");
    expect(home.statistics.map((s) => `${s.value} ${s.label}`)).toEqual([
      "5,000+ Happy Travelers",
      "50+ Destinations",
      "10+ Years Experience",
      "4.9/5 Customer Rating",
    ]);
    expect(home.featured.packages).toHaveLength(4);
    expect(home.featured.highlightLimit).toBe(3);
    expect(home.testimonials.items).toHaveLength(3);
    for (const testimonial of home.testimonials.items) expect(testimonial.rating).toBe(5);
    expect(content.id.pages.home.statistics.map((s) => s.value)).toEqual([
      "5.000+",
      "50+",
      "10+",
      "4,9/5",
    ]);
  });

  it("about: six mission, vision and values cards and five why-choose-us cards", () => {
    const about = en().pages.about;
    expect(titles(about.values.cards)).toEqual([
      "Mission",
      "Vision",
      "Excellence",
      "Customer First",
      "Local Expertise",
      "Passion",
    ]);
    expect(titles(about.whyChooseUs.cards)).toEqual([
      "Licensed & Trusted",
      "Expert Knowledge",
      "Personalized Service",
      "Competitive Pricing",
      "24/7 Support",
    ]);
  });

  it("section 9: the four packages, their length, group size, season and price per person", () => {
    const tours = en().pages.tours;
    expect(tours.packages.highlightLimit).toBe(6);
    expect(
      tours.packages.items.map(({ title, duration, groupSize, price }) => ({
        title,
        duration,
        groupSize,
        price,
      })),
    ).toEqual([
      {
        title: "Tokyo Discovery",
        duration: "5 Days 4 Nights",
        groupSize: "Min 10 pax",
        price: "Starting from IDR 12,500,000",
      },
      {
        title: "Osaka & Kyoto Heritage",
        duration: "6 Days 5 Nights",
        groupSize: "Min 12 pax",
        price: "Starting from IDR 14,800,000",
      },
      {
        title: "Mount Fuji & Hakone",
        duration: "4 Days 3 Nights",
        groupSize: "Min 8 pax",
        price: "Starting from IDR 11,200,000",
      },
      {
        title: "Hokkaido Winter Wonderland",
        duration: "7 Days 6 Nights",
        groupSize: "Min 15 pax",
        price: "Starting from IDR 18,500,000",
      },
    ]);
    expect(content.id.pages.tours.packages.items[0]).toMatchObject({
      duration: "5 hari 4 malam",
      price: "Mulai dari Rp12.500.000",
    });
    expect(titles(tours.groups.cards)).toEqual([
      "School Groups",
      "Corporate Teams",
      "Large Groups",
    ]);
    // The group section mentions groups of 20+ and 30+, in every language.
    for (const locale of ["en", "id"] as const) {
      const groups = JSON.stringify(content[locale].pages.tours.groups);
      expect(groups).toContain("20+");
      expect(groups).toContain("30+");
    }
  });

  it("gallery: title, four statistics, eight photos, three reviews, videos coming soon", () => {
    const gallery = en().pages.gallery;
    expect(gallery.hero.title).toBe("Gallery & Experiences");
    expect(gallery.statistics.map((s) => s.value)).toEqual(["5,000+", "500+", "4.9/5", "98%"]);
    expect(gallery.photos.items).toHaveLength(8);
    expect(gallery.reviews.items).toHaveLength(3);
    expect(gallery.videos).toMatchObject({
      status: "Coming Soon",
      text: "We're preparing amazing video content from our tours. Stay tuned!",
    });
    expect(content.id.pages.gallery.statistics[0]?.value).toBe("5.000+");
  });

  it("partnership: three reasons, three programs with five benefits, four steps, two requirement groups", () => {
    const partnership = en().pages.partnership;
    expect(partnership.hero.title).toBe("Partnership Opportunities");
    expect(titles(partnership.why.reasons)).toEqual([
      "Growing Market",
      "Trusted Brand",
      "Full Support",
    ]);
    expect(titles(partnership.programs.programs)).toEqual([
      "Travel Agent Partnership",
      "Corporate Partnership",
      "Joint Promotion",
    ]);
    for (const program of partnership.programs.programs) expect(program.benefits).toHaveLength(5);
    expect(titles(partnership.steps.steps)).toEqual([
      "Submit Inquiry",
      "Initial Discussion",
      "Agreement & Onboarding",
      "Start Collaborating",
    ]);
    expect(partnership.requirements.groups.map((group) => group.requirements.length)).toEqual([
      4, 4,
    ]);
    expect(partnership.cta.button.label).toBe("Submit Partnership Inquiry");
  });

  it("contact: the form's five fields, the toasts of section 8, the map, four FAQ topics, the hours", () => {
    const contact = en().pages.contact;
    expect(contact.hero.title).toBe("Contact Us");
    expect(contact.message.title).toBe("Send Us a Message");
    expect(Object.keys(contact.form.fields)).toEqual([
      "name",
      "email",
      "phone",
      "subject",
      "message",
    ]);
    expect(contact.form.errorToast).toEqual({
      title: "Error",
      description: "Please fill in all required fields",
    });
    expect(contact.form.successToast).toEqual({
      title: "Message Sent!",
      description: "Thank you for contacting us. We'll get back to you soon.",
    });
    expect(contact.findUs.mapTitle).toBe("Map Coming Soon");
    expect(contact.quickContact.buttonLabel).toBe("Chat on WhatsApp");
    expect(contact.faq.items).toHaveLength(4);
    expect(contact.info.email.addresses).toHaveLength(2);
    expect(contact.info.hours.rows.map(({ days, hours }) => `${days}: ${hours}`)).toEqual([
      "Monday – Friday: 9:00 – 17:00",
      "Saturday: 9:00 – 14:00",
      "Sunday: Closed",
    ]);
    expect(content.id.pages.contact.info.hours.rows.map((row) => row.hours).slice(0, 2)).toEqual([
      "09.00–17.00",
      "09.00–14.00",
    ]);
  });
});
