import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactFormCopy } from "~/content/types";
import { type ContactFormValues, emptyContactForm } from "~/lib/contact-form";
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

function setup() {
  const user = userEvent.setup();
  const onSubmitted = vi.fn();
  render(<Harness onSubmitted={onSubmitted} />);
  const field = (label: string) => screen.getByRole("textbox", { name: label });
  return {
    user,
    field,
    onSubmitted,
    submit: () => user.click(screen.getByRole("button", { name: "Send Message" })),
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

  it("treats whitespace as empty and checks the email's form", async () => {
    const { user, field, submit } = setup();
    await user.type(field("Name"), "   ");
    await user.type(field("Email"), "siti@example");
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
    expect(field("Email")).toHaveFocus();
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
