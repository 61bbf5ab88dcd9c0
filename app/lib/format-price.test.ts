import { describe, expect, it } from "vitest";
import { formatIdr, formatNumber, formatPrice } from "./format-price";

describe("formatPrice", () => {
  it("shows the English starting price as the spec writes it", () => {
    expect(formatPrice(12_500_000, "en", "Starting from {price}")).toBe(
      "Starting from IDR 12,500,000",
    );
    expect(formatPrice(18_500_000, "en", "Starting from {price}")).toBe(
      "Starting from IDR 18,500,000",
    );
  });

  it("writes Indonesian prices the Indonesian way: Rp, no space, dots between thousands", () => {
    expect(formatPrice(12_500_000, "id", "Mulai dari {price}")).toBe("Mulai dari Rp12.500.000");
    expect(formatIdr(11_200_000, "id")).toBe("Rp11.200.000");
  });

  it("formats small and round amounts", () => {
    expect(formatIdr(0, "en")).toBe("IDR 0");
    expect(formatIdr(999, "en")).toBe("IDR 999");
    expect(formatIdr(1_000, "en")).toBe("IDR 1,000");
    expect(formatIdr(1_000_000_000, "id")).toBe("Rp1.000.000.000");
  });

  it("rounds to whole rupiah", () => {
    expect(formatIdr(11_199_999.6, "en")).toBe("IDR 11,200,000");
    expect(formatIdr(11_199_999.6, "id")).toBe("Rp11.200.000");
  });

  it("rejects amounts that are not prices", () => {
    for (const locale of ["en", "id"] as const) {
      expect(() => formatIdr(-1, locale)).toThrow(RangeError);
      expect(() => formatIdr(Number.NaN, locale)).toThrow(RangeError);
      expect(() => formatIdr(Number.POSITIVE_INFINITY, locale)).toThrow(RangeError);
    }
  });
});

describe("formatNumber", () => {
  it("groups thousands and writes decimals in each language's notation", () => {
    expect(formatNumber(5000, "en")).toBe("5,000");
    expect(formatNumber(5000, "id")).toBe("5.000");
    expect(formatNumber(4.9, "en")).toBe("4.9");
    expect(formatNumber(4.9, "id")).toBe("4,9");
  });
});
