import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadPageCopy } from "~/content/copy";
import { notify } from "~/lib/notify";
import { ContactForm } from "./contact-form";

vi.mock("~/lib/notify", () => ({
  notify: vi.fn(async () => {}),
  loadSonner: vi.fn(async () => ({})),
}));

const errorToast = [
  "error",
  "Error",
  expect.objectContaining({ description: "Please fill in all required fields" }),
];
const successToast = [
  "success",
  "Message Sent!",
  expect.objectContaining({
    description: "Thank you for contacting us. We'll get back to you soon.",
  }),
];

async function setup() {
  const user = userEvent.setup();
  render(<ContactForm copy={(await loadPageCopy("contact", "en")).form} />);
  const field = (label: string) => screen.getByRole("textbox", { name: label });
  const form = field("Name").closest("form");
  if (!form) throw new Error("no form");
  // Browser validation is the browser's job; these tests look at what the page does after it.
  form.noValidate = true;
  return {
    user,
    field,
    submit: () => user.click(screen.getByRole("button", { name: "Send Message" })),
  };
}

describe("ContactForm", () => {
  beforeEach(() => {
    vi.mocked(notify).mockClear();
    // jsdom does not lay pages out, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it("shows the error toast, keeps the values, flags and focuses the first empty required field", async () => {
    const { user, field, submit } = await setup();
    await user.type(field("Name"), "Budi");
    await user.type(field("Email"), "   ");
    await user.type(field("Subject"), "<b>Tokyo</b>");
    await submit();

    expect(notify).toHaveBeenCalledExactlyOnceWith(...errorToast);
    expect(field("Name")).toHaveValue("Budi");
    expect(field("Subject")).toHaveValue("<b>Tokyo</b>");
    expect(field("Name")).not.toHaveAttribute("aria-invalid");
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    expect(field("Message")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveFocus();
    // The field scrolled into view is the Email field, the one that has focus.
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    expect(scroll).toHaveBeenCalledWith({ block: "center" });
    expect(scroll.mock.contexts.at(-1)).toBe(field("Email"));

    await user.type(field("Email"), "budi@example.com");
    expect(field("Email")).not.toHaveAttribute("aria-invalid");
    expect(field("Message")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the success toast and empties all five fields", async () => {
    const { user, field, submit } = await setup();
    await user.type(field("Name"), "Siti");
    await user.type(field("Email"), "siti@example.com");
    await user.type(field("Phone"), "+62 812 0000 0000");
    await user.type(field("Subject"), "Kyoto 🍁");
    await user.type(field("Message"), "Halo! <script>alert(1)</script>");
    expect(field("Message")).toHaveValue("Halo! <script>alert(1)</script>");
    await submit();

    expect(notify).toHaveBeenCalledExactlyOnceWith(...successToast);
    for (const label of ["Name", "Email", "Phone", "Subject", "Message"]) {
      expect(field(label)).toHaveValue("");
      expect(field(label)).not.toHaveAttribute("aria-invalid");
    }
  });

  it("marks exactly name, email and message as required", async () => {
    const { field } = await setup();
    expect(field("Name")).toBeRequired();
    expect(field("Email")).toBeRequired();
    expect(field("Message")).toBeRequired();
    expect(field("Phone")).not.toBeRequired();
    expect(field("Subject")).not.toBeRequired();
  });
});
