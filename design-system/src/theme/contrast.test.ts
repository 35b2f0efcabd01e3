import { readFileSync } from "node:fs";
import { manufacturerThemes } from "@storefront/schemas/theme";
import { describe, expect, it } from "vitest";
import { contrastRatio, minimumContrast } from "./colour-contrast.ts";
import { themeBackground, themeVariables } from "./theme-variables.ts";

type Tokens = Record<string, string>;

/** Reads `--token: #hex;` declarations per selector block from a theme stylesheet. */
function readThemeBlocks(file: string): Map<string, Tokens> {
  const css = readFileSync(new URL(`../styles/${file}`, import.meta.url), "utf8").replace(
    /\/\*[\s\S]*?\*\//g,
    "",
  );
  const blocks = new Map<string, Tokens>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const tokens: Tokens = {};
    for (const [, name, value] of body!.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)) {
      tokens[name!] = value!.toLowerCase();
    }
    for (const part of selector!.split(",")) {
      const name = part.trim() === ":root" ? "root" : /data-theme="([\w-]+)"/.exec(part)?.[1];
      if (name) blocks.set(name, { ...blocks.get(name), ...tokens });
    }
  }
  return blocks;
}

const base = readThemeBlocks("tokens.css");
const manufacturerBlocks = readThemeBlocks("manufacturer-themes.css");

function resolvedTheme(name: string): Tokens {
  return { ...base.get("root"), ...base.get(name), ...manufacturerBlocks.get(name) };
}

const textPairs: [foreground: string, background: string][] = [
  ["foreground", "background"],
  ["card-foreground", "card"],
  ["muted-foreground", "background"],
  ["muted-foreground", "muted"],
  ["muted-foreground", "card"],
  ["foreground", "muted"],
  ["primary-foreground", "primary"],
  ["accent-foreground", "accent"],
  ["success-foreground", "success"],
  ["warning-foreground", "warning"],
  ["danger-foreground", "danger"],
  ["info-foreground", "info"],
  // Error messages and status text are set in these colours on the page itself.
  ["danger", "background"],
  ["success", "background"],
  ["warning", "background"],
  ["info", "background"],
];

const nonTextPairs: [ui: string, background: string][] = [
  ["input", "background"],
  ["input", "card"],
  ["ring", "background"],
  ["ring", "card"],
  ["primary", "background"],
];

function ratio(tokens: Tokens, first: string, second: string): number {
  const a = tokens[first];
  const b = tokens[second];
  if (!a || !b) throw new Error(`Missing token --${a ? second : first}`);
  return Math.round(contrastRatio(a, b) * 100) / 100;
}

describe("manufacturer themes meet WCAG 2.2 AA", () => {
  it("has a stylesheet block for every manufacturer theme", () => {
    const declared = ["neutral", ...manufacturerBlocks.keys()].sort();
    expect(declared).toEqual([...manufacturerThemes].sort());
  });

  it("keeps the shared background that dealer colours are checked against", () => {
    expect(base.get("root")?.background).toBe(themeBackground);
    for (const name of manufacturerThemes) {
      expect(resolvedTheme(name).background, name).toBe(themeBackground);
    }
  });

  describe.each(manufacturerThemes)("%s", (name) => {
    const tokens = resolvedTheme(name);

    it.each(textPairs)("text --%s on --%s reaches 4.5:1", (foreground, background) => {
      expect(ratio(tokens, foreground, background)).toBeGreaterThanOrEqual(minimumContrast.text);
    });

    it.each(nonTextPairs)("--%s against --%s reaches 3:1", (ui, background) => {
      expect(ratio(tokens, ui, background)).toBeGreaterThanOrEqual(minimumContrast.nonText);
    });
  });
});

const dealerColours = [
  "#ffffff",
  "#000000",
  "#ffd100", // bright yellow
  "#00aad2", // light blue
  "#777777", // mid grey, where neither white nor black text reaches 4.5:1 unadjusted
  "#eb0a1e",
  "#39b54a",
  "#f58220",
  "#7f3f98",
  "#e6e6fa",
  "#0a2240",
  "#ff69b4",
];

describe("dealer brand colours are adjusted to meet WCAG 2.2 AA", () => {
  it.each(dealerColours)("primary and accent %s get readable text and a visible ring", (colour) => {
    const variables = themeVariables({ brandColours: { primary: colour, accent: colour } });
    const tokens: Tokens = { ...resolvedTheme("neutral") };
    for (const [name, value] of Object.entries(variables)) tokens[name.slice(2)] = value;

    expect(ratio(tokens, "primary-foreground", "primary")).toBeGreaterThanOrEqual(4.5);
    expect(ratio(tokens, "accent-foreground", "accent")).toBeGreaterThanOrEqual(4.5);
    expect(ratio(tokens, "ring", "background")).toBeGreaterThanOrEqual(3);
  });

  it("leaves a colour that already meets the target unchanged", () => {
    expect(themeVariables({ brandColours: { primary: "#0a2240" } })).toMatchObject({
      "--primary": "#0a2240",
      "--primary-foreground": "#fafafa",
      "--ring": "#0a2240",
    });
  });

  it("puts near-black text on a light brand colour and keeps the colour itself", () => {
    const variables = themeVariables({ brandColours: { primary: "#ffd100" } });
    expect(variables["--primary"]).toBe("#ffd100");
    expect(variables["--primary-foreground"]).toBe("#0a0a0a");
  });

  it("nudges a mid-tone colour just far enough for its text", () => {
    const variables = themeVariables({ brandColours: { accent: "#777777" } });
    expect(variables["--accent"]).not.toBe("#777777");
    expect(contrastRatio(variables["--accent"]!, variables["--accent-foreground"]!)).toBeLessThan(
      5,
    );
  });

  it("sets nothing when the dealer has no brand colours", () => {
    expect(themeVariables({ brandColours: {} })).toEqual({});
  });
});
