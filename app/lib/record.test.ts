import { describe, expect, it } from "vitest";
import { keysOf, recordOf } from "./record.ts";

describe("recordOf and keysOf", () => {
  it("builds one entry per key, in the keys' order", () => {
    expect(recordOf(["en", "id"] as const, (code) => `/${code}`)).toEqual({ en: "/en", id: "/id" });
    expect(Object.keys(recordOf(["b", "a"], () => 0))).toEqual(["b", "a"]);
    expect(recordOf([], () => 1)).toEqual({});
  });

  it("lists an object's own keys", () => {
    expect(keysOf({ school: 1, corporate: 2 })).toEqual(["school", "corporate"]);
  });
});
