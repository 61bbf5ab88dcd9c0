import { describe, expect, it } from "vitest";
import { formatIdr, formatPrice } from "./format-price";

describe("formatPrice", () => {
  it("shows the starting price with thousands separators", () => {
    expect(formatPrice(12_500_000)).toBe("Starting from IDR 12,500,000");
    expect(formatPrice(18_500_000)).toBe("Starting from IDR 18,500,000");
  });

  it("formats small and round amounts", () => {
    expect(formatIdr(0)).toBe("IDR 0");
    expect(formatIdr(999)).toBe("IDR 999");
    expect(formatIdr(1_000)).toBe("IDR 1,000");
    expect(formatIdr(1_000_000_000)).toBe("IDR 1,000,000,000");
  });

  it("rounds to whole rupiah", () => {
    expect(formatIdr(11_199_999.6)).toBe("IDR 11,200,000");
  });

  it("rejects amounts that are not prices", () => {
    expect(() => formatIdr(-1)).toThrow(RangeError);
    expect(() => formatIdr(Number.NaN)).toThrow(RangeError);
    expect(() => formatIdr(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
