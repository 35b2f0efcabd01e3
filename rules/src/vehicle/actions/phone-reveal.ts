/** Spec: "the dealer number shows its first 5 characters and then asterisks until clicked". */
const shownCharacters = 5;

export function maskedPhone(display: string): string {
  return (
    display.slice(0, shownCharacters) + "*".repeat(Math.max(0, display.length - shownCharacters))
  );
}
