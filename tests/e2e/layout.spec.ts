import { expect, gotoHydrated, routes, test, viewports } from "./fixtures";

test.describe("header navigation (desktop)", () => {
  for (const route of routes) {
    test(`marks ${route.name} as the current page on ${route.path}`, async ({ page, health }) => {
      await gotoHydrated(page, route.path);
      const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link")).toHaveText(routes.map((r) => r.name));
      for (const other of routes) {
        const link = nav.getByRole("link", { name: other.name, exact: true });
        await expect(link).toHaveAttribute("href", other.path);
        if (other.path === route.path) {
          await expect(link).toHaveAttribute("aria-current", "page");
          await expect(link).toHaveCSS("color", "rgb(179, 38, 30)");
        } else {
          await expect(link).not.toHaveAttribute("aria-current");
        }
      }
      expect(health.consoleErrors).toEqual([]);
    });
  }

  test("each link navigates to its page", async ({ page, health }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    for (const route of [...routes.slice(1), routes[0]]) {
      await nav.getByRole("link", { name: route.name, exact: true }).click();
      await expect(page).toHaveURL(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(health.failedRequests).toEqual([]);
  });

  test("Plan Your Trip leads to the contact page", async ({ page, health }) => {
    await gotoHydrated(page, "/tours");
    await page.getByRole("banner").getByRole("link", { name: "Plan Your Trip" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    expect(health.consoleErrors).toEqual([]);
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: viewports.phone });

  test("is closed by default, toggles, and closes on a link tap", async ({ page, health }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await button.click();
    const closeButton = page.getByRole("button", { name: "Close menu" });
    await expect(closeButton).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("list").getByRole("link")).toHaveText(routes.map((r) => r.name));
    await expect(menu.getByRole("link", { name: "Plan Your Trip" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await closeButton.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Gallery" })
      .click();
    await expect(page).toHaveURL("/gallery");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(health.consoleErrors).toEqual([]);
  });

  test("closes on Escape and returns focus to the menu button", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("opens and closes from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.keyboard.press("Space");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the quick links, popular tours, placeholders and contact details", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/about");
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quick.getByRole("link")).toHaveText([
      "Home",
      "About Us",
      "Tour Packages",
      "Gallery",
      "Partnership",
    ]);
    const quickHrefs = await quick
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(quickHrefs).toEqual(["/", "/about", "/tours", "/gallery", "/partnership"]);

    const popular = footer.getByRole("navigation", { name: "Popular Tours" }).getByRole("link");
    await expect(popular).toHaveCount(4);
    for (const href of await popular.evaluateAll((links) =>
      links.map((l) => l.getAttribute("href")),
    )) {
      expect(href).toBe("/tours");
    }

    await expect(footer.getByText("Jakarta, Indonesia")).toBeVisible();
    await expect(footer.getByRole("link", { name: /Phone:/ })).toHaveAttribute("href", /^tel:\+62/);
    await expect(footer.getByRole("link", { name: /Email:/ })).toHaveAttribute(
      "href",
      /^mailto:.+@.+\.example$/,
    );

    await footer.getByRole("button", { name: "Privacy Policy" }).click();
    await expect(page.getByText("Privacy policy coming soon")).toBeVisible();
    await footer.getByRole("button", { name: "Terms of Service" }).click();
    await expect(page.getByText("Terms of service coming soon")).toBeVisible();

    await quick.getByRole("link", { name: "Partnership" }).click();
    await expect(page).toHaveURL("/partnership");
    expect(health.consoleErrors).toEqual([]);
  });
});

test.describe("floating chat button", () => {
  for (const viewport of Object.values(viewports)) {
    test(`opens WhatsApp in a new tab with a greeting (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/");
      const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute("target", "_blank");
      await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
      const href = new URL((await chat.getAttribute("href")) ?? "");
      expect(href.origin).toBe("https://wa.me");
      expect(href.pathname).toMatch(/^\/\d{10,15}$/);
      expect(href.searchParams.get("text")).toMatch(/Japan tour packages/);
      const box = await chat.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    });
  }

  test("never covers the element that has keyboard focus", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    // Without smooth scrolling, each focused element is in its final place when measured.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
    const chatBox = await chat.boundingBox();
    if (!chatBox) throw new Error("chat button has no box");
    const header = await page.getByRole("banner").boundingBox();
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const r = el.getBoundingClientRect();
        return {
          x: r.x,
          y: r.y,
          width: r.width,
          height: r.height,
          label: el.textContent?.trim() ?? el.tagName,
          inHeader: Boolean(el.closest("header")),
          isChat: Boolean(el.closest("a[href^='https://wa.me']")),
        };
      });
      if (!focused || focused.isChat) continue;
      const overlapsChat =
        focused.x < chatBox.x + chatBox.width &&
        focused.x + focused.width > chatBox.x &&
        focused.y < chatBox.y + chatBox.height &&
        focused.y + focused.height > chatBox.y;
      const fullyCovered =
        overlapsChat &&
        focused.x >= chatBox.x &&
        focused.x + focused.width <= chatBox.x + chatBox.width;
      expect(fullyCovered, `focused "${focused.label}" is hidden behind the chat button`).toBe(
        false,
      );
      if (!focused.inHeader && header) {
        expect(
          focused.y + focused.height,
          `focused "${focused.label}" is hidden under the header`,
        ).toBeGreaterThan(header.y + header.height);
      }
    }
  });
});

test.describe("scrolling", () => {
  test("a new page starts at the top and Back restores the position", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "About Us" });
    await footerLink.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(1000);
    await footerLink.click();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 50);
  });
});
