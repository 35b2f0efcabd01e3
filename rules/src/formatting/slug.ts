/** `Mercedes-Benz` -> `mercedes-benz`, `CX-5` -> `cx-5`, `Land Rover` -> `land-rover`. */
export function toSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
