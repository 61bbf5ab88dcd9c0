// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultApiRoot, isOnlineEditorSetUp, readEditorSettings } from "./settings.ts";

describe("the online editor's settings", () => {
  it("come from the build's environment, with main and GitHub's API by default", () => {
    const settings = readEditorSettings({
      CMS_GITHUB_REPO: "gateway-japan/website",
      VITE_SITE_URL: "https://www.tours.co.id/",
    });
    expect(settings).toEqual({
      repo: "gateway-japan/website",
      branch: "main",
      siteOrigin: "https://www.tours.co.id",
      apiRoot: defaultApiRoot,
    });
    expect(isOnlineEditorSetUp(settings)).toBe(true);
  });

  it("are not set up without a repository or with the placeholder address", () => {
    expect(isOnlineEditorSetUp(readEditorSettings({}))).toBe(false);
    expect(
      isOnlineEditorSetUp(
        readEditorSettings({ CMS_GITHUB_REPO: "a/b", VITE_SITE_URL: "https://x.example" }),
      ),
    ).toBe(false);
  });

  it("stop the build with a sentence naming the variable when a value is wrong", () => {
    expect(() => readEditorSettings({ CMS_GITHUB_REPO: "https://github.com/a/b" })).toThrow(
      /CMS_GITHUB_REPO is "https:\/\/github.com\/a\/b": it must be the repository as owner\/name/,
    );
    expect(() => readEditorSettings({ CMS_GITHUB_BRANCH: "main branch" })).toThrow(
      /CMS_GITHUB_BRANCH/,
    );
    expect(() => readEditorSettings({ VITE_SITE_URL: "http://tours.co.id" })).toThrow(
      /VITE_SITE_URL is "http:\/\/tours.co.id": it must be an https:\/\/ address/,
    );
  });

  it("never throw anything but a sentence, whatever the environment holds (generated)", () => {
    fc.assert(
      fc.property(
        fc.record({
          CMS_GITHUB_REPO: fc.option(fc.string(), { nil: undefined }),
          CMS_GITHUB_BRANCH: fc.option(fc.string(), { nil: undefined }),
          VITE_SITE_URL: fc.option(fc.oneof(fc.string(), fc.webUrl()), { nil: undefined }),
          CMS_GITHUB_API: fc.option(fc.oneof(fc.string(), fc.webUrl()), { nil: undefined }),
        }),
        (env) => {
          try {
            const settings = readEditorSettings(env);
            if (settings.repo) expect(settings.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
          } catch (error) {
            expect((error as Error).message).toMatch(/^(CMS_GITHUB_|VITE_SITE_URL)\w* is "/);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 20_000);
});
