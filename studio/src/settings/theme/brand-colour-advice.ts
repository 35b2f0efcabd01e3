import {
  contrastRatio,
  minimumContrast,
  nearBlack,
  nearWhite,
  readablePair,
} from "@storefront/design-system/theme/colour-contrast.ts";
import { themeBackground } from "@storefront/design-system/theme/theme-variables.ts";

const ratio = (value: number) => `${(Math.floor(value * 10) / 10).toFixed(1)}:1`;

/**
 * What a marketer should know about a brand colour, in the terms the theme applies it
 * (theme-variables.ts): text on the colour is near-white or near-black, whichever contrasts
 * more, and the colour is nudged until that pair reaches 4.5:1; buttons and outlines in it need
 * 3:1 against the white page to be seen.
 */
export function brandColourAdvice(colour: string | undefined): string | undefined {
  if (!colour) return undefined;
  const warnings: string[] = [];
  const pair = readablePair(colour);
  const onWhiteText = contrastRatio(colour, nearWhite);
  if (pair.foreground === nearBlack && onWhiteText < minimumContrast.text) {
    warnings.push(
      `White text on ${colour} reaches only ${ratio(onWhiteText)} (4.5:1 is needed), so text on this colour will be black.`,
    );
  }
  if (pair.background.toLowerCase() !== colour.toLowerCase()) {
    warnings.push(`Buttons will use ${pair.background} so their text stays readable.`);
  }
  const againstPage = contrastRatio(colour, themeBackground);
  if (againstPage < minimumContrast.nonText) {
    warnings.push(
      `Against the white page it reaches only ${ratio(againstPage)} (3:1 is needed for buttons and outlines to stand out).`,
    );
  }
  return warnings.length > 0 ? warnings.join(" ") : undefined;
}
