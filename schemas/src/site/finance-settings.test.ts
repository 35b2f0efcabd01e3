import { describe, expect, it } from "vitest";
import { financeSettings } from "./finance-settings.ts";

describe("finance settings", () => {
  it("default to the spec's button and calculator", () => {
    const finance = financeSettings.parse({});
    expect(finance.buttonText).toBe("Pre-Approved");
    expect(finance.calculator.defaultRate).toBe(10);
    expect(finance.calculator.term).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(finance.calculator.interest).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(finance.calculator.amount).toMatchObject({ min: 1000, max: 250000 });
  });
});

describe("finance application page", () => {
  it("is optional and must be an http(s) address", () => {
    expect(financeSettings.parse({}).applicationUrl).toBeUndefined();
    expect(
      financeSettings.parse({ applicationUrl: "https://apply.example.com/start" }),
    ).toMatchObject({ applicationUrl: "https://apply.example.com/start" });
    const refused = financeSettings.safeParse({ applicationUrl: "ftp://apply.example.com" });
    expect(refused.error?.issues[0]?.message).toBe(
      "Use the application page's full http(s) address",
    );
  });
});
