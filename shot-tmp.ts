import { chromium } from "playwright-core";

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const [path, width, out] = [process.argv[2], Number(process.argv[3]), process.argv[4]];
const page = await browser.newPage({ viewport: { width, height: 900 } });
await page.goto(`http://localhost:4600${path}`);
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
