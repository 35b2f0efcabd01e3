import { ownFields } from "@storefront/schemas";
import type { Draft } from "../editor-state.ts";

type Json = Record<string, unknown>;

/** Equal as JSON, whatever the order of keys (an exported version's are in canonical order). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const [left, right] = [a as Json, b as Json];
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  if (keys.length !== Object.keys(right).filter((key) => right[key] !== undefined).length)
    return false;
  return keys.every((key) => same(left[key], right[key]));
}

const pagesOf = (document: Json): Json[] =>
  Array.isArray(document.pages) ? (document.pages as Json[]) : [];

/**
 * A rooftop's own document after an edit of the site it shows (`before` to `after`, both merged
 * with its group's): what the edit changed becomes the rooftop's own, field by field and page
 * by page (schemas/src/site/inheritance.ts); the rest stays as it was, inherited or own.
 * An edit that puts back a value equal to the one shown changes nothing.
 */
export function ownAfterEdit(own: Draft, before: Draft, after: Draft): Draft {
  const [child, was, now] = [own as Json, before as Json, after as Json];
  const next: Json = { ...child };
  const fields = new Set([...Object.keys(was), ...Object.keys(now)]);
  for (const field of fields) {
    if (field === "pages" || field === "parent" || field === "$schema") continue;
    if (was[field] === now[field]) continue;
    if ((ownFields as readonly string[]).includes(field) || !same(was[field], now[field])) {
      if (now[field] === undefined) delete next[field];
      else next[field] = now[field];
    }
  }
  if (was.pages !== now.pages) {
    const pages = ownPagesAfterEdit(pagesOf(child), pagesOf(was), pagesOf(now));
    if (pages.length) next.pages = pages;
    else delete next.pages;
  }
  return next as Draft;
}

/** The rooftop's own pages: those the edit changed or added join them; its own removed go. */
function ownPagesAfterEdit(own: Json[], before: Json[], after: Json[]): Json[] {
  const shown = new Map(before.map((page) => [page.id, page]));
  const kept = new Map(after.map((page) => [page.id, page]));
  const result = own.filter((page) => kept.has(page.id)).map((page) => kept.get(page.id) as Json);
  const ownIds = new Set(result.map((page) => page.id));
  for (const page of after) {
    const earlier = shown.get(page.id);
    if (ownIds.has(page.id) || (earlier !== undefined && same(earlier, page))) continue;
    result.push(page);
  }
  return result;
}
