import type { Draft } from "../editor-state.ts";

/**
 * A copy of the draft in this browser until the server has it, so a reload, a crash or a lost
 * connection loses nothing.
 */
const keyOf = (slug: string) => `studio-draft-backup:${slug}`;

export function writeBackup(slug: string, draft: Draft): void {
  try {
    localStorage.setItem(keyOf(slug), JSON.stringify({ draft, at: new Date().toISOString() }));
  } catch {
    // Storage full or switched off: the server copy is all there is.
  }
}

export function readBackup(slug: string): { draft: Draft; at: string } | undefined {
  try {
    const text = localStorage.getItem(keyOf(slug));
    if (!text) return undefined;
    const value = JSON.parse(text) as { draft?: unknown; at?: unknown };
    if (typeof value.draft !== "object" || value.draft === null) return undefined;
    return { draft: value.draft as Draft, at: String(value.at ?? "") };
  } catch {
    return undefined;
  }
}

export function clearBackup(slug: string): void {
  try {
    localStorage.removeItem(keyOf(slug));
  } catch {
    // Nothing to clear.
  }
}
