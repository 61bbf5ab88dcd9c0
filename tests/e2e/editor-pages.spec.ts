/**
 * The two pages of /admin/ that are ours rather than Decap's: the notice a build without the
 * online editor's settings shows, and the content check for editors. Both are read by staff on a
 * phone as well as at a desk: accessible, no sideways scroll, the notice's link reaches the check
 * by keyboard, and the check lists what the build's content check found (the same function).
 */
import { contentReport } from "../../editor/content-report.ts";
import { contentReportPath, readEditorSettings } from "../../editor/settings.ts";
import { projectRoot } from "../../project/output.ts";
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test, viewports } from "./fixtures";

const report = contentReport(projectRoot, readEditorSettings({}));

for (const viewport of Object.values(viewports)) {
  test(`the editors' pages at ${viewport.width} px: the notice leads to the content check`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/admin/");
    await expect(
      page.getByRole("heading", { level: 1, name: "The online editor is not set up yet" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    const link = page.getByRole("link", { name: /^Content check: / });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${contentReportPath}$`));
    const companyList = page
      .getByRole("region", { name: /^Company details still to fill in/ })
      .getByRole("listitem");
    await expect(companyList).toHaveText(report.companyFacts);
    await expect(page.getByRole("region", { name: /^Check before publishing/ })).toContainText(
      report.warnings.length ? (report.warnings[0] ?? "") : "No warnings.",
    );
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
}
