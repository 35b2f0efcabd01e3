/**
 * WCAG 2.2 colour maths on six-digit hex colours (`#1a2b3c`): relative luminance, contrast ratio,
 * and the small adjustments that make a brand colour readable.
 */

type Rgb = readonly [red: number, green: number, blue: number];

/** WCAG 2.2 AA minimums. */
export const minimumContrast = { text: 4.5, nonText: 3 } as const;

export const nearWhite = "#fafafa";
export const nearBlack = "#0a0a0a";

const hexPattern = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

function parseHex(colour: string): Rgb {
  const match = hexPattern.exec(colour.trim());
  if (!match) throw new Error(`Expected a six-digit hex colour such as #1a2b3c, got "${colour}"`);
  return [
    Number.parseInt(match[1]!, 16),
    Number.parseInt(match[2]!, 16),
    Number.parseInt(match[3]!, 16),
  ];
}

function toHex([red, green, blue]: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

function linearChannel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance(colour: string): number {
  const [red, green, blue] = parseHex(colour);
  return 0.2126 * linearChannel(red) + 0.7152 * linearChannel(green) + 0.0722 * linearChannel(blue);
}

export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Mixes `amount` (0 to 1) of `towards` into `colour`, channel by channel. */
function mix(colour: string, towards: string, amount: number): string {
  const from = parseHex(colour);
  const to = parseHex(towards);
  return toHex([
    from[0] + (to[0] - from[0]) * amount,
    from[1] + (to[1] - from[1]) * amount,
    from[2] + (to[2] - from[2]) * amount,
  ]);
}

/** Near-white or near-black, whichever contrasts more with `colour`. */
function readableForeground(colour: string): string {
  return contrastRatio(colour, nearWhite) >= contrastRatio(colour, nearBlack)
    ? nearWhite
    : nearBlack;
}

/**
 * Returns `colour` unchanged when it already reaches `minimum` against `against`; otherwise the
 * smallest darkening (or lightening, when `against` is the darker one) that does.
 */
export function adjustForContrast(colour: string, against: string, minimum: number): string {
  if (contrastRatio(colour, against) >= minimum) return colour;
  const towards = relativeLuminance(against) >= relativeLuminance(colour) ? "#000000" : "#ffffff";
  for (let percent = 1; percent <= 100; percent += 1) {
    const candidate = mix(colour, towards, percent / 100);
    if (contrastRatio(candidate, against) >= minimum) return candidate;
  }
  return towards;
}

/** A brand colour and the text colour to put on it, nudged until the pair reaches 4.5:1. */
export function readablePair(colour: string): { background: string; foreground: string } {
  const foreground = readableForeground(colour);
  return {
    background: adjustForContrast(colour, foreground, minimumContrast.text),
    foreground,
  };
}
