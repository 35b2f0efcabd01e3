import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatKm,
  formatMoney,
  formatMoneyCents,
  formatNumber,
  formatTime12h,
} from "./format.ts";

describe("money and numbers", () => {
  it("shows a dollar sign, rounds to the dollar and separates thousands", () => {
    expect(formatMoney(45990)).toBe("$45,990");
    expect(formatMoney(30000.6)).toBe("$30,001");
    expect(formatMoney(1234567)).toBe("$1,234,567");
    expect(formatMoneyCents(912.25)).toBe("$912.25");
  });
  it("writes negative amounts and whole numbers the way en-AU does", () => {
    const intlMoney = new Intl.NumberFormat("en-AU", {
      style: "currency",
      currency: "AUD",
      maximumFractionDigits: 0,
    });
    const intlWhole = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
    for (const value of [-1234567.5, -1500, 0, 7, 999, 1000, 99999.5, 123456789]) {
      expect(formatMoney(value)).toBe(intlMoney.format(Math.round(value)));
      expect(formatNumber(value)).toBe(intlWhole.format(Math.round(value)));
    }
    const intlCents = new Intl.NumberFormat("en-AU", {
      style: "currency",
      currency: "AUD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const value of [-1234567.555, -0.5, 0, 0.005, 1.005, 2.675, 7.1, 999.999, 1234567.89])
      expect(formatMoneyCents(value)).toBe(intlCents.format(value));
    // Less than half a dollar (or cent) below zero is no money at all, not "-$0".
    expect(formatMoney(-0.4)).toBe("$0");
    expect(formatMoneyCents(-0.004)).toBe("$0.00");
  });
  it("shows odometers in km with thousands separators", () => {
    expect(formatKm(48200)).toBe("48,200 km");
    expect(formatKm(0)).toBe("0 km");
  });
});

describe("dates and times", () => {
  it("formats calendar dates without shifting them by time zone", () => {
    expect(formatDate("2026-06-30")).toBe("30 June 2026");
    expect(formatDate("2025-01-01")).toBe("1 Jan 2025");
    expect(formatDate("2026-09-04T23:30:00Z")).toBe("4 Sept 2026");
    expect(formatDate("not a date")).toBe("not a date");
  });
  it("writes every month as en-AU's own date format does", () => {
    const intl = new Intl.DateTimeFormat("en-AU", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 15));
      expect(formatDate(date.toISOString())).toBe(intl.format(date));
    }
  });
  it("shows times in 12-hour am/pm", () => {
    expect(formatTime12h("08:30")).toBe("8:30am");
    expect(formatTime12h("17:00")).toBe("5:00pm");
    expect(formatTime12h("12:00")).toBe("12:00pm");
    expect(formatTime12h("00:15")).toBe("12:15am");
  });
});
