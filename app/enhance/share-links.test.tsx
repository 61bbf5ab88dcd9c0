// @vitest-environment jsdom
/**
 * The share block's script on the markup a package page renders, with the page's own copy: the
 * device's share sheet where there is one, otherwise Copy link and its confirmation, and Print.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShellCopyProvider } from "../components/context/shell-copy.tsx";
import { ShareLinks } from "../components/sections/shared/share-links.tsx";
import { behaviour } from "../lib/page-behaviour.ts";
import { loadPackageCopy, loadShellCopy } from "../route-data/load-copy.ts";
import { enhanceShareLinks } from "./share-links.ts";

const slug = "tokyo-discovery";
const [shell, copy] = await Promise.all([loadShellCopy("id"), loadPackageCopy(slug, "id")]);
if (!copy) throw new Error(`no package ${slug}`);
const { share, forward } = copy;
const { title } = copy.package;

const button = () => document.querySelector<HTMLButtonElement>(`[${behaviour.shareButton}]`);
const isShown = (selector: string) =>
  !document.querySelector(selector)?.classList.contains("invisible");

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(
    <ShellCopyProvider copy={shell}>
      <ShareLinks share={share} forward={forward} title={title} />
    </ShellCopyProvider>,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the share block's script", () => {
  it("opens the share sheet with the page's title, text and address where the device has one", () => {
    const sheet = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, share: sheet });
    expect(isShown(`[${behaviour.shareButton}]`)).toBe(false);
    enhanceShareLinks();
    expect(isShown(`[${behaviour.shareButton}]`)).toBe(true);
    expect(isShown(`[${behaviour.shareSheetLabel}]`)).toBe(true);
    expect(isShown(`[${behaviour.shareCopyLabel}]`)).toBe(false);
    button()?.click();
    expect(sheet).toHaveBeenCalledWith({ title, text: share.text, url: share.url });
  });

  it("copies the address and says so where there is no share sheet", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    enhanceShareLinks();
    expect(isShown(`[${behaviour.shareCopyLabel}]`)).toBe(true);
    expect(isShown(`[${behaviour.shareSheetLabel}]`)).toBe(false);
    button()?.click();
    expect(writeText).toHaveBeenCalledWith(share.url);
    const status = document.querySelector(`[${behaviour.shareStatus}]`);
    await vi.waitFor(() => expect(status?.textContent).toBe(share.copied));
  });

  it("shows Print, which prints the page", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    enhanceShareLinks();
    const printButton = document.querySelector<HTMLButtonElement>(`[${behaviour.printButton}]`);
    expect(printButton?.classList.contains("invisible")).toBe(false);
    printButton?.click();
    expect(print).toHaveBeenCalledOnce();
  });
});
