const combiningMarks = /[\u0300-\u036f]/g;
const separators = /[^\p{L}\p{N}]+/u;

/** Lower case without accents, so "Citroën" and "citroen" compare equal. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(combiningMarks, "").toLowerCase();
}

/** Words of a text as the index and the query both see them. */
export function tokenize(text: string): string[] {
  // One word of ASCII letters and digits (a stock number, a year): folding only lowers its case.
  if (isPlainWord(text)) return [text.toLowerCase()];
  const words = foldText(text).split(separators);
  return words.filter((word) => word.length > 0);
}

function isPlainWord(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const lower = code | 32;
    if (!((code >= 48 && code <= 57) || (lower >= 97 && lower <= 122))) return false;
  }
  return true;
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
