import type { Page } from "@playwright/test";
import { pageEntry } from "../../app/copy/pages.ts";
import {
  expect,
  expectLinks,
  gotoHydrated,
  h1,
  hrefsOf,
  locales,
  localizedPath,
  menuRoutesIn,
  routesIn,
  siteConfig,
  test,
  viewports,
} from "./fixtures";

/** The header's navigation: the desktop bar and the mobile menu share its name. */
const mainNav = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("navigation", { name });

for (const locale of locales) {
  test.describe(`header navigation, desktop (${locale})`, () => {
    test("each link navigates to its page, which it marks as the current one", async ({
      page,
      content,
    }) => {
      const { shell, pages } = content[locale];
      const { header } = shell;
      const nav = mainNav(page, header.primaryNavLabel);
      /** The link of the page shown is highlighted and marked current; no other is. */
      const expectCurrent = async (path: string) => {
        await expectLinks(nav.getByRole("link"), header.navigation);
        for (const link of header.navigation) {
          const item = nav.getByRole("link", { name: link.label, exact: true });
          if (link.to === path) {
            await expect(item).toHaveAttribute("aria-current", "page");
            await expect(item).toHaveCSS("color", "rgb(179, 38, 30)");
          } else {
            await expect(item).not.toHaveAttribute("aria-current");
          }
        }
      };
      await gotoHydrated(page, localizedPath("home", locale));
      await expectCurrent(localizedPath("home", locale));
      const [home, ...others] = menuRoutesIn(locale);
      for (const route of [...others, home]) {
        if (!route) continue;
        const link = header.navigation.find((item) => item.to === route.path);
        await nav.getByRole("link", { name: link?.label, exact: true }).click();
        await expect(page).toHaveURL(route.path);
        await expect(h1(page)).toHaveText(pages[route.key].hero.title);
        await expectCurrent(route.path);
      }
      // A page loaded directly, not reached by navigation, marks its link too.
      const direct = others.at(-1);
      if (direct) {
        await gotoHydrated(page, direct.path);
        await expectCurrent(direct.path);
      }
    });

    test("Plan Your Trip leads to the contact page", async ({ page, content }) => {
      const { shell, pages } = content[locale];
      await gotoHydrated(page, localizedPath("tours", locale));
      const planTrip = page
        .getByRole("banner")
        .getByRole("link", { name: shell.header.planTrip.label });
      await expect(planTrip).toHaveAttribute("href", localizedPath("contact", locale));
      await planTrip.click();
      await expect(page).toHaveURL(localizedPath("contact", locale));
      await expect(h1(page)).toHaveText(pages.contact.hero.title);
    });

    test("the logo links to the home page", async ({ page, content }) => {
      const { header } = content[locale].shell;
      await gotoHydrated(page, localizedPath("gallery", locale));
      const logo = page.getByRole("banner").getByRole("link", { name: header.homeLink.label });
      await expect(logo).toHaveAttribute("href", localizedPath("home", locale));
      await logo.click();
      await expect(page).toHaveURL(localizedPath("home", locale));
    });
  });

  test.describe(`mobile menu at 375 px (${locale})`, () => {
    test.use({ viewport: viewports.phone });

    test("is closed by default, toggles, and closes on a link tap", async ({ page, content }) => {
      const { header } = content[locale].shell;
      await gotoHydrated(page, localizedPath("about", locale));
      const button = page.getByRole("button", { name: header.openMenu });
      const menu = mainNav(page, header.primaryNavLabel);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(menu).toBeHidden();

      await button.click();
      const closeButton = page.getByRole("button", { name: header.closeMenu });
      await expect(closeButton).toHaveAttribute("aria-expanded", "true");
      await expectLinks(menu.getByRole("list").getByRole("link"), header.navigation);
      await expect(menu.getByRole("link", { name: header.planTrip.label })).toHaveAttribute(
        "href",
        localizedPath("contact", locale),
      );
      const about = header.navigation.find((link) => link.to === localizedPath("about", locale));
      await expect(menu.locator("[aria-current]")).toHaveCount(1);
      await expect(menu.getByRole("link", { name: about?.label, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );

      await closeButton.click();
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: header.openMenu })).toHaveAttribute(
        "aria-expanded",
        "false",
      );

      const gallery = header.navigation.find(
        (link) => link.to === localizedPath("gallery", locale),
      );
      await page.getByRole("button", { name: header.openMenu }).click();
      await menu.getByRole("link", { name: gallery?.label, exact: true }).click();
      await expect(page).toHaveURL(localizedPath("gallery", locale));
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: header.openMenu })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
    });

    test("closes on Escape and returns focus to the menu button", async ({ page, content }) => {
      const { header } = content[locale].shell;
      await gotoHydrated(page, localizedPath("about", locale));
      await page.getByRole("button", { name: header.openMenu }).click();
      await page.keyboard.press("Tab");
      await expect(
        mainNav(page, header.primaryNavLabel).getByRole("link", {
          name: header.navigation[0]?.label,
          exact: true,
        }),
      ).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(mainNav(page, header.primaryNavLabel)).toBeHidden();
      await expect(page.getByRole("button", { name: header.openMenu })).toBeFocused();
    });

    test("opens and closes from the keyboard", async ({ page, content }) => {
      const { header } = content[locale].shell;
      await gotoHydrated(page, localizedPath("home", locale));
      await page.getByRole("button", { name: header.openMenu }).focus();
      await page.keyboard.press("Enter");
      await expect(mainNav(page, header.primaryNavLabel)).toBeVisible();
      await page.keyboard.press("Space");
      await expect(mainNav(page, header.primaryNavLabel)).toBeHidden();
    });
  });

  test.describe(`keyboard and legibility (${locale})`, () => {
    for (const [width, viewport] of Object.entries(viewports)) {
      test(`the skip link shows as a pill clear of the logo and moves focus to the content (${width})`, async ({
        page,
        content,
      }) => {
        const { header } = content[locale].shell;
        await page.setViewportSize(viewport);
        await gotoHydrated(page, localizedPath("tours", locale));
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: header.skipToContent });
        await expect(skip).toBeFocused();
        const pill = await skip.boundingBox();
        const logo = await page
          .getByRole("banner")
          .getByRole("link", { name: header.homeLink.label })
          .boundingBox();
        const bar = await page.getByRole("banner").boundingBox();
        if (!pill || !logo || !bar) throw new Error("skip link, logo or header not laid out");
        // Below the header's bar, inside the window, not over the logo, and large enough to read.
        expect(pill.y).toBeGreaterThanOrEqual(bar.y + bar.height);
        expect(pill.x).toBeGreaterThanOrEqual(0);
        expect(pill.x + pill.width).toBeLessThanOrEqual(viewport.width);
        expect(pill.y > logo.y + logo.height || pill.x > logo.x + logo.width).toBe(true);
        expect(pill.height).toBeGreaterThanOrEqual(40);
        const radius = await skip.evaluate((link) => getComputedStyle(link).borderTopLeftRadius);
        expect(Number.parseFloat(radius)).toBeGreaterThanOrEqual(pill.height / 2);
        await expect(skip).toHaveCSS("background-color", "rgb(255, 255, 255)");
        await expect(skip).toHaveCSS("color", "rgb(20, 33, 61)");
        await page.keyboard.press("Enter");
        await expect(page.getByRole("main")).toBeFocused();
      });
    }

    test("the header's background is solid, so navy sections never show through", async ({
      page,
    }) => {
      await page.setViewportSize(viewports.phone);
      await gotoHydrated(page, localizedPath("home", locale));
      const banner = page.getByRole("banner");
      await expect(banner).toHaveCSS("background-color", "rgb(250, 247, 242)");
      await expect(banner).toHaveCSS("backdrop-filter", "none");
    });
  });

  test.describe(`footer (${locale})`, () => {
    test("has the quick links, popular tours, placeholders and contact details", async ({
      page,
      content,
    }) => {
      const { footer } = content[locale].shell;
      await gotoHydrated(page, localizedPath("about", locale));
      const contentinfo = page.getByRole("contentinfo");
      const quick = contentinfo.getByRole("navigation", { name: footer.quickLinksTitle });
      await expectLinks(quick.getByRole("link"), footer.quickLinks);
      // Every page of the menu but the contact page (it has a column of its own), in its order,
      // then the pages linked from the footer only (the guides).
      expect(footer.quickLinks.map((link) => link.to)).toEqual(
        [
          ...menuRoutesIn(locale).filter((route) => route.key !== "contact"),
          ...routesIn(locale).filter((route) => pageEntry(route.key).group === "footer"),
        ].map((route) => route.path),
      );

      // Popular tours: each package, on its card of the tours page.
      const popular = contentinfo.getByRole("navigation", { name: footer.popularPackagesTitle });
      await expectLinks(popular.getByRole("link"), footer.popularPackages);
      for (const href of await hrefsOf(popular.getByRole("link"))) {
        expect(href).toMatch(new RegExp(`^${localizedPath("tours", locale)}#[a-z-]+$`));
      }

      await expect(contentinfo.getByText(footer.address)).toBeVisible();
      await expect(
        contentinfo.getByRole("link", { name: `${footer.phoneLabel}: ${siteConfig.phoneDisplay}` }),
      ).toHaveAttribute("href", `tel:${siteConfig.phoneE164}`);
      await expect(
        contentinfo.getByRole("link", { name: `${footer.emailLabel}: ${siteConfig.emailGeneral}` }),
      ).toHaveAttribute("href", `mailto:${siteConfig.emailGeneral}`);
      const contactLink = contentinfo.getByRole("link", { name: footer.contactPageLink.label });
      await expect(contactLink).toHaveAttribute("href", localizedPath("contact", locale));

      // Privacy and terms: the registry's legal pages, each a page of its own.
      const legal = contentinfo.getByRole("navigation", { name: footer.legalNavLabel });
      await expectLinks(legal.getByRole("link"), footer.legalLinks);
      expect(footer.legalLinks.map((link) => link.to)).toEqual([
        localizedPath("privacy", locale),
        localizedPath("terms", locale),
      ]);

      const partnership = footer.quickLinks.find(
        (link) => link.to === localizedPath("partnership", locale),
      );
      await quick.getByRole("link", { name: partnership?.label, exact: true }).click();
      await expect(page).toHaveURL(localizedPath("partnership", locale));
    });

    test("a popular tour lands on its package on the tours page", async ({ page, content }) => {
      const { footer } = content[locale].shell;
      const { items: tours } = content[locale].pages.tours.packages;
      const last = footer.popularPackages.at(-1);
      await gotoHydrated(page, localizedPath("home", locale));
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: last?.label, exact: true })
        .click();
      await expect(page).toHaveURL(last?.to ?? "");
      await expect(page.locator(`article[id="${tours.at(-1)?.slug}"]`)).toBeInViewport();
    });
  });

  test.describe(`floating chat button (${locale})`, () => {
    for (const viewport of Object.values(viewports)) {
      test(`opens WhatsApp in a new tab with the greeting (${viewport.width} px)`, async ({
        page,
        content,
      }) => {
        const { chat } = content[locale].shell;
        await page.setViewportSize(viewport);
        await gotoHydrated(page, localizedPath("home", locale));
        const button = page.getByRole("link", { name: chat.floatingButtonLabel });
        await expect(button).toBeVisible();
        await expect(button).toHaveAttribute("target", "_blank");
        await expect(button).toHaveAttribute("rel", "noopener noreferrer");
        const href = new URL((await button.getAttribute("href")) ?? "");
        expect(href.origin).toBe("https://wa.me");
        expect(href.pathname).toBe(`/${siteConfig.whatsappNumber}`);
        expect(href.searchParams.get("text")).toBe(chat.greeting);
        const box = await button.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
      });
    }
  });
}

test.describe("focus and the floating chat button", () => {
  test("never covers the element that has keyboard focus", async ({ page, content }) => {
    await page.setViewportSize(viewports.phone);
    // Without smooth scrolling, each focused element is in its final place when measured.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    const chat = page.getByRole("link", { name: content.en.shell.chat.floatingButtonLabel });
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
  test("a new page starts at the top and Back restores the position", async ({ page, content }) => {
    const about = content.en.shell.footer.quickLinks.find((link) => link.to === "/about");
    await gotoHydrated(page, "/");
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: about?.label });
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
