/**
 * A package passed on the way Indonesian buyers pass it on: printed (or "Save as PDF" on a phone)
 * and as a flyer for WhatsApp Status and Stories. Every package page, in each language (its own
 * text, its own length), fits three A4 sheets and has its own flyer. The page on paper, without the
 * menu, the chat button or the share buttons, with the logo and what a buyer needs to book, and the
 * print button are the same layout and code for every package in both languages: checked once, on
 * the first Indonesian package; without JavaScript, on the first English one.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  expect,
  gotoHydrated,
  type Locale,
  locales,
  packageRoutes,
  siteConfig,
  test,
} from "./fixtures";
import { expectFacts, type PackageCopy } from "./package-facts";

/** Sheets in a PDF as Chromium writes it: one `/Type /Page` object per sheet. */
const sheetsIn = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g)?.length;

/** The page as printed: the brand, the package, its facts and how to book; no screen chrome. */
async function expectOnPaper(page: Page, copy: PackageCopy, chatLabel: string) {
  const main = page.getByRole("main");
  await page.emulateMedia({ media: "print" });
  // Of the header, the logo and the brand only.
  await expect(page.getByRole("banner").getByRole("link").first()).toBeVisible();
  const navigations = await page.locator("nav").all();
  expect(navigations.length).toBeGreaterThan(1);
  for (const navigation of navigations) await expect(navigation).toBeHidden();
  await expect(page.getByRole("banner").getByRole("button")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("link", { name: chatLabel })).toBeHidden();
  await expect(main.getByRole("link", { name: copy.share.whatsapp })).toBeHidden();
  await expect(main.getByRole("button", { name: copy.forward.print })).toBeHidden();
  await expect(main.getByRole("region", { name: copy.others.title })).toBeHidden();

  await expect(page.getByRole("banner").getByText(siteConfig.brandName)).toBeVisible();
  await expect(main.getByRole("heading", { level: 1, name: copy.package.title })).toBeVisible();
  await expect(main.getByText(copy.package.price, { exact: true })).toBeVisible();
  await expect(main.getByText(copy.package.duration, { exact: true }).first()).toBeVisible();
  for (const list of [copy.labels.highlights, copy.labels.included, copy.labels.notIncluded]) {
    await expect(main.getByRole("list", { name: list })).toBeVisible();
  }
  await expectFacts(main, copy);
  // How to book: WhatsApp, the bookings email, the page's own address, then the company (its name,
  // NIB and the accounts to pay into). A detail still a placeholder stays off paper: the company
  // is named on paper once it is given (tests/build/photo-build.test.ts, with every detail given).
  const { groups } = copy.forward.howToBook;
  expect(groups.slice(1, 3).map((group) => group.text)).toEqual([
    siteConfig.emailBookings,
    copy.share.url,
  ]);
  const rows = main.getByRole("region", { name: copy.forward.howToBook.title }).locator("dl > div");
  await expect(rows).toHaveCount(groups.length);
  for (const [index, group] of groups.entries()) {
    const row = rows.nth(index);
    if (group.pending) await expect(row, group.heading).toBeHidden();
    else
      await expect(row.locator("dd")).toHaveText(
        `${group.text}${group.note ? ` ${group.note}` : ""}`,
      );
  }
  expect(groups.filter((group) => !group.pending).length).toBeGreaterThan(0);
  await page.emulateMedia({ media: null });
}

/** The language whose first package is checked on paper and by its print button. */
const onPaper: Locale = "id";

test(`every package page, in each language, prints to at most 3 A4 sheets (the first ${onPaper} one with what a buyer needs), and its flyer is a 1080 × 1920 JPEG under 400 KB`, async ({
  page,
  content,
}) => {
  await page.addInitScript(() => {
    Object.assign(window, { printed: 0 });
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  for (const locale of locales) {
    const routes = packageRoutes.filter((route) => route.locale === locale);
    for (const [index, route] of routes.entries()) {
      await test.step(route.path, async () => {
        const copy = content[locale].packages[route.slug];
        if (!copy) throw new Error(`No copy for ${route.slug}`);
        await gotoHydrated(page, route.path);
        const main = page.getByRole("main");

        const sheets = sheetsIn(await page.pdf({ format: "A4" }));
        expect(sheets, `${route.path} printed`).toBeGreaterThan(0);
        expect(sheets, `${route.path} printed`).toBeLessThanOrEqual(3);

        // The layout on paper and the print button are the same for every package: checked once.
        if (locale === onPaper && index === 0) {
          await main.getByRole("button", { name: copy.forward.print }).click();
          expect(
            await page.evaluate(() => (window as unknown as { printed: number }).printed),
          ).toBe(1);
          await expectOnPaper(page, copy, content[locale].shell.chat.floatingButtonLabel);
        }

        const flyer = main.getByRole("link", { name: copy.forward.flyer.label });
        await expect(flyer).toHaveAttribute("href", copy.forward.flyer.href);
        const response = await page.request.get(copy.forward.flyer.href);
        expect(response.headers()["content-type"]).toBe("image/jpeg");
        const body = await response.body();
        expect(body.length).toBeLessThan(400 * 1024);
        const { width, height, format } = await sharp(body).metadata();
        expect([format, width, height]).toEqual(["jpeg", 1080, 1920]);
      });
    }
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the print button keeps its place but does not show; the flyer link does", async ({
    page,
    content,
  }) => {
    const [route] = packageRoutes;
    const copy = route && content[route.locale].packages[route.slug];
    if (!route || !copy) throw new Error("No package page");
    await page.goto(route.path);
    const main = page.getByRole("main");
    await expect(main.locator("button", { hasText: copy.forward.print })).toBeHidden();
    await expect(main.getByRole("link", { name: copy.forward.flyer.label })).toBeVisible();
  });
});
