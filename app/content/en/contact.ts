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
    title: "Contact Us",
    description:
      "Ask for a Japan tour quotation or a custom itinerary. Reach our Jakarta team by form, email, phone or WhatsApp; we reply within one business day.",
    imageAlt:
      "Illustration of Mount Fuji above Lake Ashi with a red shrine gate standing in the water",
  },
  hero: {
    title: "Contact Us",
    intro:
      "Tell us about the trip you have in mind. Our Jakarta team will reply with ideas and a quotation, usually within one business day.",
  },
  details: {
    eyebrow: "Contact Details",
    title: "Get in Touch",
    intro: "Reach our Jakarta team in the way that suits you best: by phone, email or WhatsApp.",
  },
  info: {
    office: {
      title: "Office",
      place: `${siteConfig.city}, ${siteConfig.country}`,
      note: officeAddress("{street}, {postalCode} {city}") ?? "Full address available on request",
    },
    phone: {
      title: "Phone",
      display: siteConfig.phoneDisplay,
      href: `tel:${siteConfig.phoneE164}`,
      note: "WhatsApp available",
    },
    email: {
      title: "Email",
      addresses: [
        { label: "General inquiries", address: siteConfig.emailGeneral },
        { label: "Bookings", address: siteConfig.emailBookings },
      ],
    },
    hours: {
      title: "Business Hours",
      rows: [
        { days: "Monday – Friday", hours: "9:00 – 17:00" },
        { days: "Saturday", hours: "9:00 – 14:00" },
        { days: "Sunday", hours: "Closed" },
      ],
    },
  },
  quickContact: {
    eyebrow: "Quick Contact",
    title: `Chat with ${siteConfig.assistantName}`,
    text: `Prefer to chat? ${siteConfig.assistantName}, our virtual travel assistant, is on WhatsApp to help you plan your Japan trip.`,
    topicsTitle: `Ask ${siteConfig.assistantName} about`,
    topics: [
      "Our Japan tour packages",
      "The best season for your trip",
      "A quotation for your group",
    ],
    buttonLabel: "Chat on WhatsApp",
  },
  inquiry: {
    title: "Your inquiry",
    remove: "Remove",
    removeLabel: "Remove {choice} from your inquiry",
    choices: describeChoices(
      "en",
      {
        packageSummary: "{title}, {duration}, from {price}",
        packageSubject: "Quotation request: {title}",
        packageGreeting: `Hello ${siteConfig.brandName}! I'd like a quotation for the {title} package ({duration}). Could you share the details?`,
        programSubject: "Partnership inquiry: {title}",
        programGreeting: `Hello ${siteConfig.brandName}! I'm interested in your {title} program. Could you tell me more?`,
        topicSubject: "Inquiry: {title}",
        topicGreeting: `Hello ${siteConfig.brandName}! I'd like to ask about: {title}.`,
      },
      packages,
      programTitles,
      { "custom-tour": "A custom tour", partnership: "A partnership" },
    ),
  },
  handOff: {
    title: "One more step",
    intro:
      "Your message is ready for our team. Send it from your own WhatsApp or email and it reaches them directly.",
    textLabel: "Your inquiry",
    whatsapp: "Send on WhatsApp",
    email: "Send by email",
    copy: "Copy text",
    copied: "Copied. Paste it into WhatsApp or an email to us.",
    copyFailed: "Copying did not work here: select the text above and copy it.",
    dismiss: "Close",
    tooLong:
      "Your inquiry is longer than a WhatsApp or email link can carry in full. Copy it first, then paste it into the chat or email that opens.",
    pasteGreeting: `Hello ${siteConfig.brandName}! I'm sending my inquiry from your website; I'll paste it here.`,
    emailSubject: "Website inquiry: {subject}",
    emailSubjectWithoutTopic: "Website inquiry from {name}",
    compose: {
      heading: "Inquiry from the website",
      fields: {
        name: "Name",
        email: "Email",
        phone: "Phone",
        subject: "Subject",
        message: "Message",
      },
      choice: "Interested in",
      language: "Language",
      languageName: "English",
    },
  },
  message: {
    title: "Send Us a Message",
    intro:
      "Tell us where and when you would like to travel and how many people are coming. We will reply with ideas and a quotation.",
  },
  form: {
    requiredNote: "Fields marked with an asterisk (*) are required.",
    fields: {
      name: { label: "Name", placeholder: "Your full name" },
      email: { label: "Email", placeholder: "you@example.com" },
      phone: { label: "Phone", placeholder: "+62 8xx xxxx xxxx" },
      subject: { label: "Subject", placeholder: "e.g. Tokyo trip in April" },
      message: {
        label: "Message",
        placeholder:
          "Your destinations, travel dates, group size and anything else we should know.",
      },
    },
    submit: "Send Message",
    privacyNote:
      "We use your details only to answer your inquiry and prepare your quotation. Nothing is sent from this page: your message travels only when you send it from your own WhatsApp or email.",
    missing: {
      name: "Please enter your name.",
      email: "Please enter your email address.",
      message: "Please write your message.",
    },
    emailFormat: "Please enter an email address like name@example.com.",
    noScript:
      "This form needs JavaScript. You can still reach us by phone, email or WhatsApp using the details on this page.",
    errorToast: { title: "Error", description: "Please fill in all required fields" },
    invalidToast: { title: "Error", description: "Please check your email address" },
    successToast: {
      title: "Message Sent!",
      description: "Thank you for contacting us. We'll get back to you soon.",
    },
  },
  findUs: {
    eyebrow: "Visit Us",
    title: "Find Us",
    intro:
      officeAddress("Our office is at {street}, {postalCode} {city}, {country}.") ??
      `Our office is in ${siteConfig.city}, ${siteConfig.country}. The full address is available on request.`,
    mapTitle: "Map Coming Soon",
    mapText: `A maps integration is planned, so you will soon be able to find our ${siteConfig.city} office right here.`,
    place: `${siteConfig.city}, ${siteConfig.country}`,
  },
  faq: {
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    intro: "Answers to the questions travelers ask us most. Can't find yours? Send us a message.",
    items: [
      {
        question: "What documents do I need to travel to Japan?",
        answer:
          "You need a valid passport with at least 6 months of validity, a visa if one is required for your passport (we offer assistance with the application) and travel insurance. When you book, we give you a checklist of everything to prepare.",
      },
      {
        question: "How far in advance should I book?",
        answer:
          "We recommend booking 2-3 months in advance, especially for the cherry blossom and autumn peak seasons. Last-minute bookings are possible, subject to availability.",
      },
      {
        question: "Can I customize a tour package?",
        answer:
          "Yes. All of our packages can be customized to suit your group, your interests and your schedule.",
      },
      {
        question: "What is your cancellation policy?",
        answer:
          "Our cancellation policy varies by package and travel date. Cancellations made 60 or more days before departure incur minimal fees. Full details are in your booking confirmation.",
      },
    ],
  },
};
