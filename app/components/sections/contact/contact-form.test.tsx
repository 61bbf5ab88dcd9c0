// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactFormCopy } from "~/copy/view";
import {
  type ContactFormValues,
  contactFieldNames,
  emptyContactForm,
  isRequiredContactField,
} from "~/lib/contact-form";
import { notify } from "~/lib/notify";
import { loadPageCopy } from "~/route-data/load-copy";
import { ContactForm } from "./contact-form";

vi.mock("~/lib/notify", () => ({
  notify: vi.fn(async () => {}),
  loadSonner: vi.fn(async () => ({})),
}));

const copy: ContactFormCopy = (await loadPageCopy("contact", "en")).form;

/** The form as its owner uses it: values held outside, emptied after a valid submit. */
function Harness({ onSubmitted }: { onSubmitted: (values: ContactFormValues) => void }) {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  return (
    <ContactForm
      copy={copy}
      values={values}
      onValuesChange={setValues}
      onSubmitted={(submitted) => {
        onSubmitted(submitted);
        setValues({ ...emptyContactForm });
      }}
    />
  );
}

/** What the five fields hold, by name. */
function values(field: (label: string) => HTMLElement): ContactFormValues {
  const entries = contactFieldNames.map((name) => [
    name,
    (field(copy.fields[name].label) as HTMLInputElement).value,
  ]);
  return Object.fromEntries(entries) as ContactFormValues;
}

function setup() {
  const user = userEvent.setup();
  const onSubmitted = vi.fn();
  render(<Harness onSubmitted={onSubmitted} />);
  const field = (label: string) => screen.getByRole("textbox", { name: label });
  return {
    user,
    field,
    onSubmitted,
    submit: () => user.click(screen.getByRole("button", { name: "Write My Message" })),
  };
}

describe("ContactForm", () => {
  beforeEach(() => {
    vi.mocked(notify).mockClear();
    // jsdom does not lay pages out, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it("leaves checking to the page, keeping `required` for assistive technology", () => {
    const { field } = setup();
    expect(field("Name").closest("form")).toHaveAttribute("novalidate");
    expect(field("Name")).toBeRequired();
    expect(field("Email")).toBeRequired();
    expect(field("Message")).toBeRequired();
    expect(field("Phone")).not.toBeRequired();
    expect(field("Subject")).not.toBeRequired();
  });

  it("describes each field: its label (the asterisk only for the eye), hint, kind and autofill", () => {
    const { field } = setup();
    const expected = {
      name: { type: "text", autocomplete: "name" },
      email: { type: "email", autocomplete: "email" },
      phone: { type: "tel", autocomplete: "tel" },
      subject: { type: "text", autocomplete: "off" },
    } as const;
    for (const name of contactFieldNames) {
      const { label, placeholder } = copy.fields[name];
      // The accessible name leaves the asterisk out: assistive technology hears "required" from
      // the attribute instead.
      const input = field(label);
      expect(input).toHaveAttribute("placeholder", placeholder);
      expect(input).toHaveValue("");
      const asterisk = input.closest("div")?.querySelector("label [aria-hidden='true']");
      expect(asterisk?.textContent ?? null, name).toBe(isRequiredContactField(name) ? "*" : null);
      if (name === "message") {
        expect(input.tagName).toBe("TEXTAREA");
        expect(input).toHaveAttribute("rows", "6");
      } else {
        expect(input).toHaveAttribute("type", expected[name].type);
        expect(input).toHaveAttribute("autocomplete", expected[name].autocomplete);
      }
    }
    expect(screen.getByText(copy.requiredNote)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: copy.submit })).toHaveAttribute("type", "submit");
  });

  it("on an empty submit shows the spec's toast and marks and explains every required field", async () => {
    const { user, field, submit, onSubmitted } = setup();
    await user.type(field("Subject"), "<b>Tokyo</b>");
    await submit();

    expect(notify).toHaveBeenCalledExactlyOnceWith("error", "Error", {
      description: "Please fill in all required fields",
    });
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(field("Subject")).toHaveValue("<b>Tokyo</b>");
    for (const label of ["Name", "Email", "Message"] as const) {
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
    }
    expect(field("Name")).toHaveAccessibleDescription(copy.missing.name);
    expect(field("Email")).toHaveAccessibleDescription(copy.missing.email);
    expect(field("Message")).toHaveAccessibleDescription(copy.missing.message);
    expect(field("Name")).toHaveFocus();
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    expect(scroll).toHaveBeenCalledWith({ block: "center" });
    expect(scroll.mock.contexts.at(-1)).toBe(field("Name"));

    await user.type(field("Name"), "Budi");
    expect(field("Name")).not.toHaveAttribute("aria-invalid");
    expect(field("Name")).not.toHaveAccessibleDescription(copy.missing.name);
    expect(field("Message")).toHaveAttribute("aria-invalid", "true");
  });

  it("treats whitespace as empty and checks the email's form, keeping every value", async () => {
    const { user, field, submit, onSubmitted } = setup();
    await user.type(field("Name"), "   ");
    await user.type(field("Email"), "siti@example");
    await user.type(field("Phone"), "0812");
    await user.type(field("Message"), "Halo");
    await submit();
    expect(notify).toHaveBeenLastCalledWith("error", "Error", {
      description: "Please fill in all required fields",
    });
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveAccessibleDescription(copy.emailFormat);

    await user.type(field("Name"), "Siti");
    await submit();
    expect(notify).toHaveBeenLastCalledWith("error", copy.invalidToast.title, {
      description: copy.invalidToast.description,
    });
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveFocus();
    expect(field("Name")).not.toHaveAttribute("aria-invalid");
    expect(field("Message")).not.toHaveAttribute("aria-invalid");
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(values(field)).toEqual({
      name: "   Siti",
      email: "siti@example",
      phone: "0812",
      subject: "",
      message: "Halo",
    });
  });

  it("flags only the field left empty and takes the visitor to it", async () => {
    const { user, field, submit } = setup();
    await user.type(field("Name"), "Budi Santoso");
    await user.type(field("Email"), "budi@example.com");
    await user.type(field("Subject"), "Family trip");
    await submit();
    expect(notify).toHaveBeenCalledExactlyOnceWith("error", copy.errorToast.title, {
      description: copy.errorToast.description,
    });
    expect(field("Message")).toHaveAttribute("aria-invalid", "true");
    expect(field("Message")).toHaveAccessibleDescription(copy.missing.message);
    expect(field("Message")).toHaveFocus();
    for (const label of ["Name", "Email", "Phone", "Subject"]) {
      expect(field(label)).not.toHaveAttribute("aria-invalid");
    }
    expect(values(field)).toEqual({
      name: "Budi Santoso",
      email: "budi@example.com",
      phone: "",
      subject: "Family trip",
      message: "",
    });
  });

  it("sends with phone and subject left empty", async () => {
    const { user, field, submit, onSubmitted } = setup();
    await user.type(field("Name"), "Budi");
    await user.type(field("Email"), "budi@example.com");
    await user.type(field("Message"), "Hi");
    await submit();
    expect(notify).toHaveBeenCalledExactlyOnceWith("success", copy.successToast.title, {
      description: copy.successToast.description,
    });
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith({
      ...emptyContactForm,
      name: "Budi",
      email: "budi@example.com",
      message: "Hi",
    });
  });

  it("gives every submit its own toast: an error after a success, a success after an error", async () => {
    const { user, field, submit, onSubmitted } = setup();
    await submit();
    await user.type(field("Name"), "Budi");
    await user.type(field("Email"), "budi@example.com");
    await user.type(field("Message"), "Hi");
    await submit();
    // The form is empty again: sending it now is an error once more.
    await submit();
    expect(vi.mocked(notify).mock.calls.map(([kind, title]) => [kind, title])).toEqual([
      ["error", copy.errorToast.title],
      ["success", copy.successToast.title],
      ["error", copy.errorToast.title],
    ]);
    expect(onSubmitted).toHaveBeenCalledOnce();
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
  });

  it("on a valid submit shows the spec's toast, hands the values over and empties all five fields", async () => {
    const { user, field, submit, onSubmitted } = setup();
    const typed = {
      name: "Siti",
      email: "siti@example.com",
      phone: "+62 812 0000 0000",
      subject: "Kyoto 🍁",
      message: "Halo! <script>alert(1)</script>",
    };
    await user.type(field("Name"), typed.name);
    await user.type(field("Email"), typed.email);
    await user.type(field("Phone"), typed.phone);
    await user.type(field("Subject"), typed.subject);
    await user.type(field("Message"), typed.message);
    await submit();

    expect(notify).toHaveBeenCalledExactlyOnceWith("success", "Message Sent!", {
      description: "Thank you for contacting us. We'll get back to you soon.",
    });
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith(typed);
    for (const label of ["Name", "Email", "Phone", "Subject", "Message"]) {
      expect(field(label)).toHaveValue("");
      expect(field(label)).not.toHaveAttribute("aria-invalid");
    }
  });
});
