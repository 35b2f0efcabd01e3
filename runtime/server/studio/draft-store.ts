import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { StudioError } from "./api/api-errors.ts";
import { siteSlug } from "./api/api-schemas.ts";
import { createFileAtomic, writeFileAtomic } from "./atomic-file.ts";

export type DraftDocument = Record<string, unknown>;
export type StoredDraft = { slug: string; draft: DraftDocument; updatedAt: string };

const draftText = (draft: DraftDocument) => `${JSON.stringify(draft, null, 2)}\n`;
const mostSuffixes = 999;

/** Drafts as authored, one `<slug>.json` each in `<data>/studio/drafts`, written atomically. */
export class DraftStore {
  constructor(private readonly dir: string) {}

  private file(slug: string): string {
    return join(this.dir, `${siteSlug.parse(slug)}.json`);
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
  async create(preferredSlug: string, draft: DraftDocument): Promise<StoredDraft> {
    for (let number = 1; number <= mostSuffixes; number++) {
      const slug = number === 1 ? preferredSlug : `${preferredSlug}-${number}`;
      const named = { ...draft, slug };
      if (await createFileAtomic(this.file(slug), draftText(named))) {
        return { slug, draft: named, updatedAt: (await stat(this.file(slug))).mtime.toISOString() };
      }
    }
    throw new StudioError(409, `Too many drafts are named ${preferredSlug}; remove some first`);
  }
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
