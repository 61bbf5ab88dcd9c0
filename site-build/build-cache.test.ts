// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { cachedBytes } from "./build-cache.ts";

describe("the build's cache", () => {
  it("makes bytes once per kind and inputs, and again when an input changes", async () => {
    const unique = `${process.pid}-${Date.now()}`;
    const make = vi.fn(() => new TextEncoder().encode(`made ${make.mock.calls.length}`));
    const first = await cachedBytes("test", [unique, new Uint8Array([1, 2])], make);
    const again = await cachedBytes("test", [unique, new Uint8Array([1, 2])], make);
    expect(again).toEqual(first);
    expect(make).toHaveBeenCalledTimes(1);
    await cachedBytes("test", [unique, new Uint8Array([1, 3])], make);
    await cachedBytes("other", [unique, new Uint8Array([1, 2])], make);
    expect(make).toHaveBeenCalledTimes(3);
  });
});
