import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { loadInventory } from "../definition/load-inventory.ts";
import { formatProblems, problemsReport } from "../definition/report.ts";
import type { CheckedFeed, FeedIntake } from "./feed-intake.ts";

/** How a feed at an address is fetched. */
export type FeedFetchOptions = {
  /** Seconds between checks for a new version (default 300). */
  pollSeconds: number;
  /** Longest wait for one download, headers to last byte (default 60). */
  timeoutSeconds: number;
  /** Largest feed downloaded; a larger one fails (default 1024 MB). */
  maxBytes: number;
  /** Sent as `Authorization` when the feed needs it (STOREFRONT_INVENTORY_AUTHORIZATION). */
  authorization?: string | undefined;
};

export const defaultFeedFetch: FeedFetchOptions = {
  pollSeconds: 300,
  timeoutSeconds: 60,
  maxBytes: 1024 * 1024 * 1024,
};

/** Longest wait between checks after failures (doubling from the poll interval). */
const longestBackoffMs = 60 * 60 * 1000;

export const isFeedUrl = (inventory: string) => /^https?:\/\//i.test(inventory);

/** What identifies the version last checked, for conditional requests. */
type Validators = { url: string; etag?: string; lastModified?: string };

/**
 * A stock feed at an http(s) address. Each download is streamed to a file in `<data>/feed/`
 * (within the size limit and timeout), then read record by record like any inventory file; the
 * last served version stays there as `inventory.json`, so a restart can serve it when the
 * address cannot be reached.
 */
export function feedAtUrl(url: string, dataDir: string, options: FeedFetchOptions) {
  const folder = join(dataDir, "feed");
  const served = join(folder, "inventory.json");
  const part = join(folder, "inventory.json.part");
  const validatorsFile = join(folder, "validators.json");

  /** Downloads the feed; undefined when the server says it has not changed (304). */
  const download = async (validators?: Validators): Promise<CheckedFeed | undefined> => {
    await mkdir(folder, { recursive: true });
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.authorization) headers.authorization = options.authorization;
    if (validators?.url === url) {
      if (validators.etag) headers["if-none-match"] = validators.etag;
      if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
    }
    const signal = AbortSignal.timeout(options.timeoutSeconds * 1000);
    let response: Response;
    try {
      response = await fetch(url, { headers, signal, redirect: "follow" });
    } catch (error) {
      throw new FeedFetchError(`${url}: ${reasonOf(error, options)}`);
    }
    if (response.status === 304) return undefined;
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new FeedFetchError(
        `${url}: the feed answered ${response.status} ${response.statusText}`.trim(),
        retryAfterMs(response.headers.get("retry-after")),
      );
    }
    const declared = Number(response.headers.get("content-length") ?? Number.NaN);
    if (declared > options.maxBytes) {
      await response.body.cancel();
      throw new FeedFetchError(`${url}: ${tooLarge(options)}`);
    }
    try {
      await pipeline(
        Readable.fromWeb(response.body as import("node:stream/web").ReadableStream),
        sizeLimit(options),
        createWriteStream(part),
      );
    } catch (error) {
      await rm(part, { force: true });
      throw new FeedFetchError(`${url}: ${reasonOf(error, options)}`);
    }
    const loaded = await loadInventory(part);
    if (!loaded.ok) {
      await rm(part, { force: true });
      throw new FeedFetchError(
        formatProblems(url, loaded.problems),
        undefined,
        problemsReport(url, loaded.problems),
      );
    }
    const modified = response.headers.get("last-modified");
    const next: Validators = {
      url,
      ...(response.headers.get("etag") ? { etag: response.headers.get("etag") as string } : {}),
      ...(modified ? { lastModified: modified } : {}),
    };
    await writeFile(validatorsFile, JSON.stringify(next));
    const written = modified ? new Date(modified) : new Date();
    return {
      ...loaded,
      version: {
        inode: 0,
        size: (await stat(part)).size,
        modifiedAt: Number.isNaN(written.getTime()) ? new Date() : written,
      },
    };
  };

  /** Keeps the downloaded version as the one served. */
  const keep = () => rename(part, served);

  return {
    /**
     * The feed to start with: downloaded afresh, or, when the address cannot be reached, the
     * version last served from it (with the reason, to log).
     */
    async first(): Promise<{ feed: CheckedFeed; fallback?: string }> {
      try {
        const feed = await download();
        if (!feed) throw new FeedFetchError(`${url}: answered 304 to an unconditional request`);
        await keep();
        return { feed };
      } catch (error) {
        const kept = await readKept(served, url, validatorsFile);
        if (!kept)
          throw new Error(
            `The inventory feed could not be loaded, and no earlier version of it is kept to serve: ${(error as Partial<FeedFetchError>).reason ?? (error as Error).message}`,
          );
        return { feed: kept, fallback: (error as Error).message };
      }
    },
    /**
     * Checks the address every `pollSeconds` with the last version's ETag and Last-Modified;
     * a new version goes to the intake, a failure is reported and the next check waits twice
     * as long (up to an hour, or longer when the feed's Retry-After asks).
     */
    follow(intake: FeedIntake): () => void {
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      let failures = 0;
      const pollMs = options.pollSeconds * 1000;
      const next = (delayMs: number) => {
        if (stopped) return;
        timer = setTimeout(check, delayMs);
        timer.unref();
      };
      const check = async () => {
        try {
          const validators = await readValidators(validatorsFile);
          const feed = await download(validators);
          if (feed && (await intake.received(feed)) === "served") await keep();
          failures = 0;
          next(pollMs);
        } catch (error) {
          if (stopped) return;
          await intake.failed(error as Error);
          failures++;
          const backoff = Math.min(pollMs * 2 ** failures, Math.max(longestBackoffMs, pollMs));
          next(Math.max(backoff, (error as FeedFetchError).retryAfterMs ?? 0));
        }
      };
      next(pollMs);
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
  };
}

class FeedFetchError extends Error {
  constructor(
    readonly reason: string,
    readonly retryAfterMs?: number,
    /** When the feed was downloaded and refused whole: its report, for the report file. */
    readonly refusedReport?: string,
  ) {
    super(`The inventory feed could not be loaded; the loaded stock serves on: ${reason}`);
  }
}

const tooLarge = (options: FeedFetchOptions) =>
  `the feed is larger than ${Math.round((options.maxBytes / 1024 / 1024) * 10) / 10} MB (--feed-max-megabytes)`;

function reasonOf(error: unknown, options: FeedFetchOptions): string {
  if (error instanceof SizeLimitError) return tooLarge(options);
  const name = (error as Error).name;
  if (name === "TimeoutError" || name === "AbortError")
    return `no complete answer within ${options.timeoutSeconds} s (--feed-timeout-seconds)`;
  const cause = (error as { cause?: Error }).cause;
  return cause?.message ?? (error as Error).message;
}

class SizeLimitError extends Error {}

function sizeLimit(options: FeedFetchOptions): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > options.maxBytes ? new SizeLimitError() : null, chunk);
    },
  });
}

/** Retry-After in seconds or as a date, as milliseconds from now. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

async function readValidators(file: string): Promise<Validators | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Validators;
  } catch {
    return undefined;
  }
}

/** The version last served from this address, if there is one. */
async function readKept(
  served: string,
  url: string,
  validatorsFile: string,
): Promise<CheckedFeed | undefined> {
  if ((await readValidators(validatorsFile))?.url !== url) return undefined;
  const loaded = await loadInventory(served).catch(() => undefined);
  if (!loaded?.ok) return undefined;
  const written = await stat(served);
  return {
    ...loaded,
    version: { inode: written.ino, size: written.size, modifiedAt: written.mtime },
  };
}
