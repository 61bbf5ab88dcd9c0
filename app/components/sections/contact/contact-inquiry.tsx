import { X } from "lucide";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useChatGreeting } from "~/components/context/chat-greeting";
import { Icon } from "~/components/ui/icon";
import { choiceId, knownChoicesIn } from "~/copy/inquiry";
import type { ContactCopy, InquiryChoiceCopy } from "~/copy/view";
import {
  type ContactFormValues,
  emptyContactForm,
  type SubmittedInquiry,
  toContactFormValues,
  toSubmittedInquiry,
} from "~/lib/contact-form";
import { parseInquiryChoice } from "~/lib/inquiry";
import { chatTextChanged, chatTextKey } from "~/lib/page-behaviour";
import { readStored, writeStored } from "~/lib/session-store";
import { fillTemplate } from "~/lib/template";
import { ContactForm } from "./contact-form";

/**
 * The hand-off panel, and the code that composes the message, are only needed after a submit: they
 * stay out of the page's first load and are fetched as soon as the visitor starts on the form, so
 * they are there when they send it. What was submitted is kept as typed until then.
 */
const loadHandOff = () => import("./inquiry-hand-off");
const InquiryHandOff = lazy(() =>
  loadHandOff().then((module) => ({ default: module.InquiryHandOff })),
);

/** Session storage keys: what the visitor is typing, and a submitted inquiry not yet dismissed. */
const draftKey = "inquiry-draft";
const handOffKey = "inquiry-hand-off";

interface ContactInquiryProps {
  copy: Pick<ContactCopy, "form" | "inquiry" | "handOff">;
  labelledBy: string;
}

const isEmpty = (values: ContactFormValues) => Object.values(values).every((value) => value === "");

/**
 * The contact form with what travels around it: the package, program or topic the visitor chose
 * on the way here (from the query string, validated), the draft kept in this tab's session storage
 * across reloads and pages, and after a valid submit the hand-off to WhatsApp or email.
 */
export function ContactInquiry({ copy, labelledBy }: ContactInquiryProps) {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [submitted, setSubmitted] = useState<SubmittedInquiry | undefined>(undefined);
  const [choice, setChoice] = useState<InquiryChoiceCopy | undefined>(undefined);
  const restored = useRef(false);

  // After hydration (the prerendered page has no query string and no storage): restore.
  useEffect(() => {
    const draft = readStored(draftKey, toContactFormValues);
    if (draft) setValues(draft);
    setSubmitted(readStored(handOffKey, toSubmittedInquiry));
    restored.current = true;
  }, []);

  useEffect(() => {
    if (restored.current) writeStored(draftKey, isEmpty(values) ? undefined : values);
  }, [values]);

  // The chosen package, program or topic, only if the site knows it. Its subject fills an empty
  // subject, or one the site filled in for an earlier choice; anything the visitor wrote stays.
  useEffect(() => {
    const parsed = parseInquiryChoice(search, knownChoicesIn(copy.inquiry.choices));
    const next = parsed ? copy.inquiry.choices[choiceId(parsed)] : undefined;
    const filledBySite = new Set(Object.values(copy.inquiry.choices).map((item) => item.subject));
    setChoice(next);
    // A package page's estimate in the link, priced again from the package's figures: its code
    // loads only then, out of the page's first load (decision 0004's budget).
    let active = true;
    if (next?.estimate) {
      void import("~/copy/estimate-choice").then(({ withEstimateFrom }) => {
        if (active) setChoice(withEstimateFrom(next, search));
      });
    }
    setValues((current) => {
      const subject = current.subject.trim();
      const replacement = next?.subject ?? "";
      const untouched = subject === "" || filledBySite.has(subject);
      return untouched && current.subject !== replacement
        ? { ...current, subject: replacement }
        : current;
    });
    return () => {
      active = false;
    };
  }, [search, copy.inquiry.choices]);

  // Both chat links open with the chosen package's greeting and what the visitor has written so
  // far; the floating button carries it to the next pages too (app/enhance/chat-button.ts).
  const chatText = [choice?.greeting, values.message.trim()].filter(Boolean).join("\n\n");
  useChatGreeting(chatText || undefined);
  useEffect(() => {
    if (!restored.current) return;
    writeStored(chatTextKey, chatText || undefined);
    window.dispatchEvent(new Event(chatTextChanged));
  }, [chatText]);

  function removeChoice() {
    navigate({ pathname, hash }, { replace: true, preventScrollReset: true });
  }

  function handleSubmitted(values: ContactFormValues) {
    const inquiry: SubmittedInquiry = choice
      ? { values, choiceSummary: choice.summary }
      : { values };
    setSubmitted(inquiry);
    writeStored(handOffKey, inquiry);
    // The spec: the five fields start over; the draft goes with them.
    setValues({ ...emptyContactForm });
  }

  function dismissHandOff() {
    setSubmitted(undefined);
    writeStored(handOffKey, undefined);
  }

  return (
    <>
      {submitted ? (
        <Suspense fallback={null}>
          <InquiryHandOff inquiry={submitted} copy={copy.handOff} onDismiss={dismissHandOff} />
        </Suspense>
      ) : null}
      {choice ? (
        <div className="mb-6 flex items-start justify-between gap-4 rounded-2xl bg-cream p-4 ring-1 ring-line sm:p-5">
          <p className="text-base text-ink">
            <span className="block text-xs font-semibold tracking-[0.16em] text-brand uppercase">
              {copy.inquiry.title}
            </span>
            <span className="mt-1 block font-semibold">{choice.summary}</span>
          </p>
          <button
            type="button"
            onClick={removeChoice}
            aria-label={fillTemplate(copy.inquiry.removeLabel, { choice: choice.summary })}
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink ring-1 ring-line ring-inset hover:bg-white"
          >
            <Icon node={X} className="size-4" />
            {copy.inquiry.remove}
          </button>
        </div>
      ) : null}
      <ContactForm
        onFocusCapture={() => void loadHandOff()}
        copy={copy.form}
        values={values}
        onValuesChange={setValues}
        onSubmitted={handleSubmitted}
        labelledBy={labelledBy}
      />
    </>
  );
}
