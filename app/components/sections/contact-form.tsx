import { Send } from "lucide";
import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { ContactFormCopy } from "~/content/types";
import { cn } from "~/lib/cn";
import {
  type ContactField,
  type ContactFormValues,
  emptyContactForm,
  isRequiredContactField,
  missingRequiredFields,
  type RequiredContactField,
} from "~/lib/contact-form";
import { loadSonner, notify } from "~/lib/notify";

/**
 * sonner's rich colours miss WCAG AA contrast for 13 px text, and its 20 px close button is below
 * the 24 px target size. These toasts use darker text and a 24 px close button.
 */
interface ContactFormProps {
  copy: ContactFormCopy;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  className?: string;
}

/**
 * The Send Us a Message form. Nothing leaves the page: a submit only checks the three required
 * fields and shows a toast, then empties the form on success.
 */
export function ContactForm({ copy, labelledBy, className }: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [invalid, setInvalid] = useState<ReadonlySet<RequiredContactField>>(() => new Set());
  // Until React runs, a submit would reload the page with the typed values in the URL.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // The toast library loads on first use; fetch it as soon as the visitor starts on the form, so
  // that submitting makes no request at all.
  const toastsWarmed = useRef(false);
  function warmToasts() {
    if (toastsWarmed.current) return;
    toastsWarmed.current = true;
    void loadSonner();
  }

  const fieldRefs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  function fieldProps(field: ContactField) {
    const required = isRequiredContactField(field);
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      placeholder: copy.fields[field].placeholder,
      required,
      "aria-invalid": required && invalid.has(field) ? true : undefined,
      onFocus: warmToasts,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [field]: value }));
        if (required && invalid.has(field)) {
          setInvalid((current) => new Set([...current].filter((name) => name !== field)));
        }
      },
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = missingRequiredFields(values);
    const [first] = missing;
    if (first) {
      setInvalid(new Set(missing));
      // Centred rather than at the top edge, where the toast would cover the field and its label.
      const element = fieldRefs[first].current;
      element?.focus({ preventScroll: true });
      element?.scrollIntoView({ block: "center" });
      void notify("error", copy.errorToast.title, {
        description: copy.errorToast.description,
      });
      return;
    }
    setInvalid(new Set());
    setValues({ ...emptyContactForm });
    void notify("success", copy.successToast.title, {
      description: copy.successToast.description,
    });
  }

  return (
    <form
      aria-labelledby={labelledBy}
      onSubmit={handleSubmit}
      className={cn("grid gap-5 sm:grid-cols-2", className)}
    >
      <noscript className="sm:col-span-2">
        <p className="rounded-xl bg-brand-soft px-4 py-3 text-sm text-brand-dark">
          {copy.noScript}
        </p>
      </noscript>
      <p className="text-sm text-muted sm:col-span-2">{copy.requiredNote}</p>
      <Field copy={copy} field="name" htmlFor={`${id}-name`}>
        <Input ref={fieldRefs.name} type="text" autoComplete="name" {...fieldProps("name")} />
      </Field>
      <Field copy={copy} field="email" htmlFor={`${id}-email`}>
        <Input ref={fieldRefs.email} type="email" autoComplete="email" {...fieldProps("email")} />
      </Field>
      <Field copy={copy} field="phone" htmlFor={`${id}-phone`}>
        <Input type="tel" autoComplete="tel" {...fieldProps("phone")} />
      </Field>
      <Field copy={copy} field="subject" htmlFor={`${id}-subject`}>
        <Input type="text" autoComplete="off" {...fieldProps("subject")} />
      </Field>
      <Field copy={copy} field="message" htmlFor={`${id}-message`} className="sm:col-span-2">
        <Textarea ref={fieldRefs.message} rows={6} {...fieldProps("message")} />
      </Field>

      <Button
        type="submit"
        size="lg"
        disabled={!ready}
        onFocus={warmToasts}
        onPointerEnter={warmToasts}
        className="mt-1 w-full sm:col-span-2 sm:w-auto sm:justify-self-start"
      >
        {copy.submit}
        <Icon node={Send} />
      </Button>
    </form>
  );
}

interface FieldProps {
  copy: ContactFormCopy;
  field: ContactField;
  htmlFor: string;
  className?: string;
  children: ReactNode;
}

function Field({ copy, field, htmlFor, className, children }: FieldProps) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={htmlFor}>
        {copy.fields[field].label}
        {isRequiredContactField(field) ? (
          <span aria-hidden="true" className="text-brand">
            *
          </span>
        ) : null}
      </Label>
      {children}
    </div>
  );
}
