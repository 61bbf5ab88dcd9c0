// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Star } from "lucide";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { Icon } from "./icon";

describe("Button", () => {
  it("renders a button with the variant's look", () => {
    render(<Button variant="whatsapp">Chat</Button>);
    const button = screen.getByRole("button", { name: "Chat" });
    expect(button.tagName).toBe("BUTTON");
    expect(button).toHaveClass("bg-whatsapp", "min-h-11", "disabled:opacity-60");
  });

  it("with asChild, gives its child the look and keeps the child's own props", async () => {
    const onClick = vi.fn();
    render(
      <Button asChild size="lg" className="mt-8" onClick={onClick}>
        <a href="/tours" className="w-full" aria-describedby="note">
          See tours
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "See tours" });
    expect(screen.queryByRole("button")).toBeNull();
    expect(link).toHaveAttribute("href", "/tours");
    expect(link).toHaveAttribute("aria-describedby", "note");
    expect(link).toHaveClass("bg-brand", "min-h-12", "mt-8", "w-full");
    // A link cannot be disabled: it does not carry the disabled look.
    expect(link.className).not.toContain("disabled:");
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it.each(["sm", "md", "lg"] as const)(
    "gives a %s button one height, one side padding and one text size",
    (size) => {
      render(<Button size={size}>Go</Button>);
      const classes = screen.getByRole("button", { name: "Go" }).className.split(" ");
      for (const utility of [/^min-h-/, /^px-/, /^text-(xs|sm|base|lg|xl)$/]) {
        expect(
          classes.filter((name) => utility.test(name)),
          String(utility),
        ).toHaveLength(1);
      }
    },
  );
});

describe("Icon", () => {
  it("draws the lucide shapes and hides them from assistive technology", () => {
    const { container } = render(<Icon node={Star} className="size-4" strokeWidth={3} />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("stroke-width", "3");
    expect(svg).toHaveClass("icon", "size-4");
    const drawn = [...(svg?.querySelectorAll("path") ?? [])].map((path) => path.getAttribute("d"));
    const shapes = Star.filter(([tag]) => tag === "path").map(([, attributes]) => attributes.d);
    expect(shapes.length).toBeGreaterThan(0);
    expect(drawn).toEqual(shapes);
  });
});
