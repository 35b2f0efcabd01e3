/** The spec's limits: a description over 200 characters shows its first 160; a disclaimer 200. */
const descriptionLimit = 200;
const descriptionCut = 160;
const disclaimerCut = 200;

/** Text shown shortened until the shopper asks for the rest. */
export type ShortenedText = { short: string; full: string; shortened: boolean };

const cut = (text: string, at: number) => `${text.slice(0, at).trimEnd()}…`;

/** An offer's description: cut at 160 characters only when it runs over 200. */
export function offerDescription(text: string): ShortenedText {
  const full = text.trim();
  const shortened = full.length > descriptionLimit;
  return { full, short: shortened ? cut(full, descriptionCut) : full, shortened };
}

/** An offer's disclaimer: cut at 200 characters. */
export function offerDisclaimer(text: string): ShortenedText {
  const full = text.trim();
  const shortened = full.length > disclaimerCut;
  return { full, short: shortened ? cut(full, disclaimerCut) : full, shortened };
}
