import { readdir, readFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { StudioError } from "./api/api-errors.ts";
import { siteSlug } from "./api/api-schemas.ts";
import { createFileAtomic, writeFileAtomic } from "./atomic-file.ts";

export type DraftDocument = Record<string, unknown>;
export type StoredDraft = { slug: string; draft: DraftDocument; updatedAt: string };
/** What the studio knows of a draft besides its content. */
export type DraftState = {
  /** The site id it was exported as (or opened from); its id cannot change after that. */
  exportedAs: string | null;
};
export type DraftHistory = { past: DraftDocument[]; future: DraftDocument[] };

const draftText = (draft: DraftDocument) => `${JSON.stringify(draft, null, 2)}\n`;
const mostSuffixes = 999;

/**
 * Drafts as authored, one `<slug>.json` each in `<data>/studio/drafts`, written atomically;
 * beside them, in `draft-state/` and `draft-history/`, what the draft was exported as and its
 * undo steps.
 */
export class DraftStore {
  constructor(private readonly dir: string) {}

  private file(slug: string, folder?: "state" | "history"): string {
    const dir = folder ? join(dirname(this.dir), `draft-${folder}`) : this.dir;
    return join(dir, `${siteSlug.parse(slug)}.json`);
  }

  async readState(slug: string): Promise<DraftState> {
    const state = await readObject(this.file(slug, "state"));
    const exportedAs = state?.exportedAs;
    return { exportedAs: typeof exportedAs === "string" ? exportedAs : null };
  }

  async saveState(slug: string, state: DraftState): Promise<void> {
    await writeFileAtomic(this.file(slug, "state"), draftText(state));
  }

  async readHistory(slug: string): Promise<DraftHistory> {
    const history = await readObject(this.file(slug, "history"));
    const steps = (value: unknown) => (Array.isArray(value) ? (value as DraftDocument[]) : []);
    return { past: steps(history?.past), future: steps(history?.future) };
  }

  /** Keeps the draft's undo steps; answers when they were saved. */
  async saveHistory(slug: string, history: DraftHistory): Promise<string> {
    const file = this.file(slug, "history");
    await writeFileAtomic(file, JSON.stringify(history));
    return (await stat(file)).mtime.toISOString();
  }

  async list(): Promise<StoredDraft[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const slugs = names
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.slice(0, -".json".length))
      .filter((slug) => siteSlug.safeParse(slug).success);
    // A draft file broken by hand must not hide the others.
    const drafts = await Promise.all(slugs.map((slug) => this.read(slug).catch(() => undefined)));
    return drafts.filter((draft): draft is StoredDraft => draft !== undefined);
  }

  /** The draft, or undefined when there is none. */
  async read(slug: string): Promise<StoredDraft | undefined> {
    const file = this.file(slug);
    let text: string;
    let modified: Date;
    try {
      [text, modified] = await Promise.all([
        readFile(file, "utf8"),
        stat(file).then((info) => info.mtime),
      ]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    const draft = parseObject(text);
    if (!draft) throw new StudioError(500, `The draft file ${file} does not hold a JSON object`);
    return { slug, draft, updatedAt: modified.toISOString() };
  }

  /** Writes the draft over the old one in one step; answers when it was saved. */
  async save(slug: string, draft: DraftDocument): Promise<string> {
    const file = this.file(slug);
    await writeFileAtomic(file, draftText(draft));
    return (await stat(file)).mtime.toISOString();
  }

  /**
   * Stores a new draft under its own slug, or the first free `<slug>-2`, `<slug>-3`... when
   * another draft has it; the draft's `slug` field follows the name it gets.
   */
  async create(
    preferredSlug: string,
    draft: DraftDocument,
    options: { exact?: boolean; taken?: (slug: string) => boolean } = {},
  ): Promise<StoredDraft> {
    for (let number = 1; number <= mostSuffixes; number++) {
      const slug = number === 1 ? preferredSlug : `${preferredSlug}-${number}`;
      if (options.taken?.(slug)) continue;
      const named = { ...draft, slug };
      if (await createFileAtomic(this.file(slug), draftText(named))) {
        return { slug, draft: named, updatedAt: (await stat(this.file(slug))).mtime.toISOString() };
      }
      if (options.exact) break;
    }
    if (options.exact)
      throw new StudioError(
        409,
        `Another site in the studio already has the id "${preferredSlug}"`,
        [
          {
            pointer: "/slug",
            message: `Another site in the studio already has the id "${preferredSlug}"`,
          },
        ],
      );
    throw new StudioError(409, `Too many drafts are named ${preferredSlug}; remove some first`);
  }
}

async function readObject(file: string): Promise<DraftDocument | undefined> {
  const text = await readFile(file, "utf8").catch(() => undefined);
  return text === undefined ? undefined : parseObject(text);
}

function parseObject(text: string): DraftDocument | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as DraftDocument)
      : undefined;
  } catch {
    return undefined;
  }
}
