// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { readStored, writeStored } from "./session-store";

const asText = (value: unknown) => (typeof value === "string" ? value : undefined);

describe("session store", () => {
  afterEach(() => sessionStorage.clear());

  it("keeps a value for the tab and removes it on undefined", () => {
    writeStored("draft", "Tokyo in April");
    expect(readStored("draft", asText)).toBe("Tokyo in April");
    writeStored("draft", undefined);
    expect(sessionStorage.getItem("draft")).toBeNull();
    expect(readStored("draft", asText)).toBeUndefined();
  });

  it("ignores what it cannot read: broken JSON, values of the wrong shape", () => {
    sessionStorage.setItem("draft", "{not json");
    expect(readStored("draft", asText)).toBeUndefined();
    sessionStorage.setItem("draft", "42");
    expect(readStored("draft", asText)).toBeUndefined();
  });

  it("never throws when storage refuses", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => writeStored("draft", "x")).not.toThrow();
    expect(readStored("draft", asText)).toBeUndefined();
  });
});
