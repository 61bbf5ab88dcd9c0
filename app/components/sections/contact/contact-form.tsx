import { Send } from "lucide";
import {
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
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
import type { ContactFormCopy } from "~/copy/view";
import { cn } from "~/lib/cn";
import {
  type ContactField,
  type ContactFormValues,
  type FieldProblem,
  fieldProblems,
  isRequiredContactField,
  missingRequiredFields,
  type RequiredContactField,
} from "~/lib/contact-form";
import { loadSonner, notify } from "~/lib/notify";

interface ContactFormProps {
  copy: ContactFormCopy;
  values: ContactFormValues;
  /** A state setter: edits apply to the latest values, even those set by an effect a moment ago. */
  onValuesChange: Dispatch<SetStateAction<ContactFormValues>>;
  /** A valid submit: the success toast is shown; the owner empties the form and hands it off. */
  onSubmitted: (values: ContactFormValues) => void;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  /** Called when anything in the form gets focus. */
  onFocusCapture?: () => void;
  className?: string;
}

type Problems = Partial<Record<RequiredContactField, FieldProblem>>;

/**
 * The Send Us a Message form. Nothing leaves the page. The page checks the fields itself
 * (`noValidate`: the browser's bubble would pre-empt the spec's toast), marks every invalid field
 * and says under it what is wrong; `required` stays for assistive technology.
 */
export function ContactForm({
  copy,
  values,
  onValuesChange,
  onSubmitted,
  labelledBy,
  onFocusCapture,
  className,
}: ContactFormProps) {
  const id = useId();
  const [problems, setProblems] = useState<Problems>({});
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

  const errorId = (field: ContactField) => `${id}-${field}-error`;

  function fieldProps(field: ContactField) {
    const required = isRequiredContactField(field);
    const problem = required ? problems[field] : undefined;
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      placeholder: copy.fields[field].placeholder,
      required,
      "aria-invalid": problem ? true : undefined,
      "aria-describedby": problem ? errorId(field) : undefined,
      onFocus: warmToasts,
      onChange: (event: { target: { value: string } }) => {
        const { value } = event.target;
        onValuesChange((current) => ({ ...current, [field]: value }));
        // A field's message goes once it is right; the others stay until the next submit.
        if (required && problem) {
          const stillWrong = fieldProblems({ ...values, [field]: value }).find(
            (item) => item.field === field,
          );
          setProblems((current) => ({ ...current, [field]: stillWrong?.problem }));
        }
      },
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = fieldProblems(values);
    const [first] = found;
    if (first) {
      setProblems(Object.fromEntries(found.map(({ field, problem }) => [field, problem])));
      // Centred rather than at the top edge, where the toast would cover the field and its label.
      const element = fieldRefs[first.field].current;
      element?.focus({ preventScroll: true });
      element?.scrollIntoView({ block: "center" });
      // The spec's toast when a required field is empty; a wrong email has its own.
      const toast = missingRequiredFields(values).length > 0 ? copy.errorToast : copy.invalidToast;
      void notify("error", toast.title, { description: toast.description });
      return;
    }
    setProblems({});
    void notify("success", copy.successToast.title, {
      description: copy.successToast.description,
    });
    onSubmitted(values);
  }

  const message = (field: RequiredContactField) => {
    const problem = problems[field];
    if (!problem) return null;
    return (
      <p id={errorId(field)} className="text-sm font-medium text-brand-dark">
        {problem === "format" ? copy.emailFormat : copy.missing[field]}
      </p>
    );
  };

  return (
    <form
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={handleSubmit}
      onFocusCapture={onFocusCapture}
      className={cn("grid gap-5 sm:grid-cols-2", className)}
    >
      <noscript className="sm:col-span-2">
        <p className="rounded-xl bg-brand-soft px-4 py-3 text-sm text-brand-dark">
          {copy.noScript}
        </p>
      </noscript>
      <p className="text-sm text-muted sm:col-span-2">{copy.requiredNote}</p>
      <Field copy={copy} field="name" htmlFor={`${id}-name`} error={message("name")}>
        <Input ref={fieldRefs.name} type="text" autoComplete="name" {...fieldProps("name")} />
      </Field>
      <Field copy={copy} field="email" htmlFor={`${id}-email`} error={message("email")}>
        <Input ref={fieldRefs.email} type="email" autoComplete="email" {...fieldProps("email")} />
      </Field>
      <Field copy={copy} field="phone" htmlFor={`${id}-phone`}>
        <Input type="tel" autoComplete="tel" {...fieldProps("phone")} />
      </Field>
      <Field copy={copy} field="subject" htmlFor={`${id}-subject`}>
        <Input type="text" autoComplete="off" {...fieldProps("subject")} />
      </Field>
      <Field
        copy={copy}
        field="message"
        htmlFor={`${id}-message`}
        error={message("message")}
        className="sm:col-span-2"
      >
        <Textarea ref={fieldRefs.message} rows={6} {...fieldProps("message")} />
      </Field>

      <div className="mt-1 flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-start sm:gap-6">
        <Button
          type="submit"
          size="lg"
          disabled={!ready}
          onFocus={warmToasts}
          onPointerEnter={warmToasts}
          className="w-full shrink-0 sm:w-auto"
        >
          {copy.submit}
          <Icon node={Send} />
        </Button>
        <p className="text-sm leading-relaxed text-muted">{copy.privacyNote}</p>
      </div>
    </form>
  );
}

interface FieldProps {
  copy: ContactFormCopy;
  field: ContactField;
  htmlFor: string;
  /** The field's message when it is wrong, read with it (`aria-describedby`). */
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

function Field({ copy, field, htmlFor, error, className, children }: FieldProps) {
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
      {error}
    </div>
  );
}
