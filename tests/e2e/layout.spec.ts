/**
 * The site's shell as a visitor uses it: the header's navigation, the phone menu, the skip link,
 * the footer, the floating chat button and scrolling between pages.
 *
 * The shell is the same code in both languages; only its words differ. So each behaviour runs in
 * one language, the languages taking turns from test to test (the header at a computer's width and
 * the chat button in Indonesian, the header and menu at a phone's width and the footer in
 * English), each test reading the words from that language's content. What each language's footer
 * links to is checked against the page registry in both. Elsewhere: every page's links stay in its
 * language, and on one page of each template the phone menu opens and closes by pointer and
 * keyboard, with and without scripts (every-page.spec.ts); the floating button's English greeting
 * is checked on the contact page (ask-for-a-quotation.spec.ts).
 */
import type { Page } from "@playwright/test";
import { pageEntry } from "../../app/copy/pages.ts";
import type { ShellCopy } from "../../app/copy/view.ts";
import {
  expect,
  expectLinks,
  gotoHydrated,
  h1,
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

/**
 * On a page just loaded, the first Tab shows the skip link as a pill clear of the logo, below the
 * header's bar (whose height and logo differ by width), and Enter on it moves focus to the content.
 */
async function expectSkipLink(
  page: Page,
  header: ShellCopy["header"],
  viewport: { width: number },
) {
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
}

test.describe("header at 1280 px (id)", () => {
  const locale = "id";

  test("the skip link; each link navigates to its page, which it marks as the current one; the logo and Plan Your Trip", async ({
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
    await expectSkipLink(page, header, viewports.desktop);
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

    // The logo leads to the home page, Plan Your Trip to the contact page.
    const banner = page.getByRole("banner");
    const logo = banner.getByRole("link", { name: header.homeLink.label });
    await expect(logo).toHaveAttribute("href", localizedPath("home", locale));
    await logo.click();
    await expect(page).toHaveURL(localizedPath("home", locale));
    await expect(h1(page)).toHaveText(pages.home.hero.title);
    const planTrip = banner.getByRole("link", { name: header.planTrip.label });
    await expect(planTrip).toHaveAttribute("href", localizedPath("contact", locale));
    await planTrip.click();
    await expect(page).toHaveURL(localizedPath("contact", locale));
    await expect(h1(page)).toHaveText(pages.contact.hero.title);
  });
});

test.describe("header at 375 px (en)", () => {
  const locale = "en";
  test.use({ viewport: viewports.phone });

  test("a solid bar, the skip link, and the menu: closed by default, toggles by pointer and keyboard, closes on a link tap", async ({
    page,
    content,
  }) => {
    const { header } = content[locale].shell;
    await gotoHydrated(page, localizedPath("about", locale));
    // The header's background is solid, so navy sections never show through.
    const banner = page.getByRole("banner");
    await expect(banner).toHaveCSS("background-color", "rgb(250, 247, 242)");
    await expect(banner).toHaveCSS("backdrop-filter", "none");
    await expectSkipLink(page, header, viewports.phone);

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

    // From the keyboard: Enter opens it and Space closes it.
    await page.getByRole("button", { name: header.openMenu }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Space");
    await expect(menu).toBeHidden();

    // Tab leads into the open menu; Escape closes it and returns focus to the menu button.
    await page.getByRole("button", { name: header.openMenu }).click();
    await page.keyboard.press("Tab");
    await expect(
      menu.getByRole("link", { name: header.navigation[0]?.label, exact: true }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: header.openMenu })).toBeFocused();

    // A link tapped in the menu leads on, and the menu closes.
    const gallery = header.navigation.find((link) => link.to === localizedPath("gallery", locale));
    await page.getByRole("button", { name: header.openMenu }).click();
    await menu.getByRole("link", { name: gallery?.label, exact: true }).click();
    await expect(page).toHaveURL(localizedPath("gallery", locale));
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: header.openMenu })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("footer (en)", () => {
  const locale = "en";

  test("its links and contact details; a page opened from it starts at the top, Back restores the position; a popular tour lands on its package", async ({
    page,
    content,
  }) => {
    // What each language's footer links to, from its content: the registry's pages in order.
    for (const language of locales) {
      const { footer } = content[language].shell;
      // Every page of the menu but the contact page (it has a column of its own), in its order,
      // then the pages linked from the footer only (the guides).
      expect(
        footer.quickLinks.map((link) => link.to),
        language,
      ).toEqual(
        [
          ...menuRoutesIn(language).filter((route) => route.key !== "contact"),
          ...routesIn(language).filter((route) => pageEntry(route.key).group === "footer"),
        ].map((route) => route.path),
      );
      // Popular tours: each package, on its card of the tours page.
      for (const { to } of footer.popularPackages) {
        expect(to, language).toMatch(new RegExp(`^${localizedPath("tours", language)}#[a-z-]+$`));
      }
      // Privacy and terms: the registry's legal pages, each a page of its own.
      expect(
        footer.legalLinks.map((link) => link.to),
        language,
      ).toEqual([localizedPath("privacy", language), localizedPath("terms", language)]);
    }

    const { footer } = content[locale].shell;
    const contentinfo = page.getByRole("contentinfo");
    const quick = contentinfo.getByRole("navigation", { name: footer.quickLinksTitle });
    const popular = contentinfo.getByRole("navigation", { name: footer.popularPackagesTitle });

    // A new page starts at the top, whatever the scroll of the page its link was on.
    const aboutPath = localizedPath("about", locale);
    const about = footer.quickLinks.find((link) => link.to === aboutPath);
    await gotoHydrated(page, localizedPath("home", locale));
    const footerLink = quick.getByRole("link", { name: about?.label, exact: true });
    await footerLink.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(1000);
    await footerLink.click();
    await expect(page).toHaveURL(aboutPath);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await expectLinks(quick.getByRole("link"), footer.quickLinks);
    await expectLinks(popular.getByRole("link"), footer.popularPackages);
    await expect(contentinfo.getByText(footer.address)).toBeVisible();
    await expect(
      contentinfo.getByRole("link", { name: `${footer.phoneLabel}: ${siteConfig.phoneDisplay}` }),
    ).toHaveAttribute("href", `tel:${siteConfig.phoneE164}`);
    await expect(
      contentinfo.getByRole("link", { name: `${footer.emailLabel}: ${siteConfig.emailGeneral}` }),
    ).toHaveAttribute("href", `mailto:${siteConfig.emailGeneral}`);
    const contactLink = contentinfo.getByRole("link", { name: footer.contactPageLink.label });
    await expect(contactLink).toHaveAttribute("href", localizedPath("contact", locale));
    const legal = contentinfo.getByRole("navigation", { name: footer.legalNavLabel });
    await expectLinks(legal.getByRole("link"), footer.legalLinks);

    // Back returns to where the visitor was.
    await page.goBack();
    await expect(page).toHaveURL(localizedPath("home", locale));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 50);

    const partnership = footer.quickLinks.find(
      (link) => link.to === localizedPath("partnership", locale),
    );
    await quick.getByRole("link", { name: partnership?.label, exact: true }).click();
    await expect(page).toHaveURL(localizedPath("partnership", locale));

    // A popular tour lands on its package on the tours page.
    const { items: tours } = content[locale].pages.tours.packages;
    const last = footer.popularPackages.at(-1);
    await popular.getByRole("link", { name: last?.label, exact: true }).click();
    await expect(page).toHaveURL(last?.to ?? "");
    await expect(page.locator(`article[id="${tours.at(-1)?.slug}"]`)).toBeInViewport();
  });
});

test.describe("floating chat button (id)", () => {
  const locale = "id";

  test("opens WhatsApp in a new tab with the greeting at both widths, and never covers the element that has keyboard focus", async ({
    page,
    content,
  }) => {
    const { chat } = content[locale].shell;
    // Without smooth scrolling, each focused element is in its final place when measured.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, localizedPath("home", locale));
    const button = page.getByRole("link", { name: chat.floatingButtonLabel });
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(button).toHaveAttribute("rel", "noopener noreferrer");
    const href = new URL((await button.getAttribute("href")) ?? "");
    expect(href.origin).toBe("https://wa.me");
    expect(href.pathname).toBe(`/${siteConfig.whatsappNumber}`);
    expect(href.searchParams.get("text")).toBe(chat.greeting);
    // Shown, and large enough to tap, at a computer's width and at a phone's.
    for (const viewport of [viewports.desktop, viewports.phone]) {
      await page.setViewportSize(viewport);
      await expect(button, `${viewport.width} px`).toBeVisible();
      const box = await button.boundingBox();
      expect(box?.width, `${viewport.width} px`).toBeGreaterThanOrEqual(44);
      expect(box?.height, `${viewport.width} px`).toBeGreaterThanOrEqual(44);
    }

    // At the phone's width, tabbing through the page: no focused element hides behind it.
    const chatBox = await button.boundingBox();
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
