import {
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from "node:fs/promises";
import { join } from "node:path";
import { LRUCache, type Perf } from "lru-cache";

export type CachedPhoto = { bytes: Buffer; type: string };

const typeOfExtension: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};
const extensionOfType = Object.fromEntries(
  Object.entries(typeOfExtension).map(([extension, type]) => [type, extension]),
);

type Entry = { file: string; size: number; type: string };

/**
 * Resized photos on disk (`{key}.{avif|webp|jpg|png|svg}` in one folder), at most `capBytes` in
 * all: the least recently used go first. Files already there count from the start, oldest first
 * by modification time, which a hit renews. A variant asked for while it is being made is made
 * once.
 */
export class PhotoCache {
  readonly #dir: string;
  readonly #capBytes: number;
  readonly #entries: LRUCache<string, Entry>;
  /** Files of evicted entries being removed; a write waits for them, so the disk is within its cap after it. */
  #removing: Promise<void>[] = [];
  readonly #making = new Map<string, Promise<CachedPhoto>>();
  #ready: Promise<void> | undefined;

  constructor(dir: string, capBytes: number) {
    this.#dir = dir;
    this.#capBytes = capBytes;
    this.#entries = new LRUCache<string, Entry>({
      // The cache needs a size of at least one byte; a cap of 0 keeps no photo, as one byte keeps none.
      maxSize: Math.max(Math.floor(capBytes), 1),
      sizeCalculation: (entry) => Math.max(entry.size, 1),
      dispose: (entry, _key, reason) => {
        // A replaced entry's file was just overwritten, and a deleted one's is already gone.
        if (reason === "evict") this.#removing.push(this.#remove(entry.file));
      },
    });
  }

  get totalBytes(): number {
    return this.#entries.calculatedSize;
  }

  /** The cached variant under `key`, else the one `make` makes (then kept). */
  async variant(key: string, make: () => Promise<CachedPhoto>): Promise<CachedPhoto> {
    await this.#load();
    const cached = await this.#read(key);
    if (cached) return cached;
    let making = this.#making.get(key);
    if (!making) {
      making = make().then(async (photo) => {
        // A full or read-only disk costs the next request a resize, not this one its photo.
        await this.#write(key, photo).catch(() => {});
        return photo;
      });
      making.finally(() => this.#making.delete(key)).catch(() => {});
      this.#making.set(key, making);
    }
    return making;
  }

  #load(): Promise<void> {
    this.#ready ??= (async () => {
      await mkdir(this.#dir, { recursive: true });
      const found: (Entry & { key: string; usedAt: number })[] = [];
      for (const file of await readdir(this.#dir)) {
        const [, key, extension] = /^(\w+)\.(\w+)$/.exec(file) ?? [];
        const type = typeOfExtension[extension ?? ""];
        if (!key || !type) continue;
        const info = await stat(join(this.#dir, file));
        found.push({ key, file, type, size: info.size, usedAt: info.mtimeMs });
      }
      for (const { key, usedAt: _, ...entry } of found.sort((a, b) => a.usedAt - b.usedAt)) {
        if (entry.size > this.#capBytes) this.#removing.push(this.#remove(entry.file));
        else this.#entries.set(key, entry);
      }
      await this.#removed();
    })();
    return this.#ready;
  }

  async #read(key: string): Promise<CachedPhoto | undefined> {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const path = join(this.#dir, entry.file);
    try {
      const bytes = await readFile(path);
      const now = new Date();
      utimes(path, now, now).catch(() => {});
      return { bytes, type: entry.type };
    } catch {
      this.#entries.delete(key);
      return undefined;
    }
  }

  async #write(key: string, photo: CachedPhoto): Promise<void> {
    const extension = extensionOfType[photo.type];
    if (!extension || photo.bytes.length > this.#capBytes) return;
    const file = `${key}.${extension}`;
    const partial = join(this.#dir, `${file}.partial`);
    await writeFile(partial, photo.bytes);
    await rename(partial, join(this.#dir, file));
    this.#entries.set(key, { file, size: photo.bytes.length, type: photo.type });
    await this.#removed();
  }

  #remove(file: string): Promise<void> {
    return unlink(join(this.#dir, file)).catch(() => {});
  }

  async #removed(): Promise<void> {
    while (this.#removing.length > 0) await Promise.all(this.#removing.splice(0));
  }
}

/** A photo as its host sent it. */
export type OriginalPhoto = { bytes: Buffer; contentType: string };

/**
 * Originals fetched for resizing, so each is fetched once for all the sizes and formats made
 * from it: one fetch for every request that wants it while it is under way, then held in memory
 * for `holdMs` (at most `capBytes` in all, least recently used dropped first). A failed fetch is
 * not held. `perf` is the clock the hold is measured by.
 */
export function originalPhotos(
  fetch: (address: string) => Promise<OriginalPhoto>,
  { capBytes, holdMs, perf }: { capBytes: number; holdMs: number; perf?: Perf },
): (address: string) => Promise<OriginalPhoto> {
  const held = new LRUCache<string, OriginalPhoto>({
    fetchMethod: (address) => fetch(address),
    ttl: holdMs,
    ttlAutopurge: true,
    // Read the clock on every look: a hold ends when its minute does, not a tick later.
    ttlResolution: 0,
    // The cache needs a size of at least one byte; a cap of 0 holds no photo, as one byte holds none.
    maxSize: Math.max(capBytes, 1),
    sizeCalculation: (photo) => Math.max(photo.bytes.length, 1),
    // A fetch under way takes no room, and when room is made for held photos it still answers
    // everyone waiting on it.
    backgroundFetchSize: 0,
    ignoreFetchAbort: true,
    ...(perf ? { perf } : {}),
  });
  return async (address) => {
    const photo = await held.fetch(address);
    if (!photo) throw new Error(`${address}: the fetch gave no photo`);
    return photo;
  };
}
