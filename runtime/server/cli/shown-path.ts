import { relative, resolve } from "node:path";

/** A path as the user would recognise it: relative inside the working folder, else absolute. */
export function shownPath(file: string): string {
  const fromHere = relative(process.cwd(), file);
  return fromHere === "" || fromHere.startsWith("..") ? resolve(file) : fromHere;
}
