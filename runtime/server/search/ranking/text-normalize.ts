const combiningMarks = /[\u0300-\u036f]/g;
const separators = /[^\p{L}\p{N}]+/u;

/** Lower case without accents, so "Citroën" and "citroen" compare equal. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(combiningMarks, "").toLowerCase();
}

/** Words of a text as the index and the query both see them. */
export function tokenize(text: string): string[] {
  const words = foldText(text).split(separators);
  return words.filter((word) => word.length > 0);
}

/** Algolia's default typo budget: 1 typo from 4 characters, 2 from 8. */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

export function isNumericToken(word: string): boolean {
  return /^\p{N}+$/u.test(word);
}
