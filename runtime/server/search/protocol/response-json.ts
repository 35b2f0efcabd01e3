import { LruCache } from "../caches/lru-cache.ts";
import { badRequest } from "./errors.ts";

/**
 * JSON of search answers as bytes, reusing the bytes of hits served before: a page of 21 full
 * vehicle records is over 100 KB of JSON, and the same records (the top of the default sort)
 * are served again and again. Building one buffer from cached pieces also spares the server
 * a 100 KB string to flatten and encode per response.
 */
export class ResponseJson {
  /** Hits seen once; only hits seen again are cached, so one-off projected hits never churn it. */
  private readonly seenOnce = new WeakSet<object>();
  private readonly cache: LruCache<Buffer, object>;

  /** `capacity`: how many hits to keep (the least recently served go first). */
  constructor(capacity = 5000) {
    this.cache = new LruCache(capacity, () => 1);
  }

  /**
   * The UTF-8 JSON of `{ results: [...] }`, of one search answer, or of any other value;
   * refused with a 400 once it passes `byteLimit`.
   */
  encode(answer: unknown, byteLimit = Number.POSITIVE_INFINITY): Buffer {
    const parts = new AnswerParts(byteLimit);
    this.append(answer, parts);
    return Buffer.concat(parts.list);
  }

  private append(answer: unknown, parts: AnswerParts): void {
    if (!isObject(answer)) {
      parts.push(Buffer.from(JSON.stringify(answer)));
    } else if (Array.isArray(answer.results)) {
      parts.push(Buffer.from('{"results":['));
      answer.results.forEach((result, i) => {
        if (i > 0) parts.push(comma);
        this.append(result, parts);
      });
      parts.push(Buffer.from("]}"));
    } else if (Array.isArray(answer.hits)) {
      const { hits, ...rest } = answer;
      parts.push(Buffer.from('{"hits":['));
      hits.forEach((hit: unknown, i: number) => {
        if (i > 0) parts.push(comma);
        parts.push(this.hitJson(hit));
      });
      const restJson = JSON.stringify(rest);
      parts.push(Buffer.from(restJson === "{}" ? "]}" : `],${restJson.slice(1)}`));
    } else {
      parts.push(Buffer.from(JSON.stringify(answer)));
    }
  }

  private hitJson(hit: unknown): Buffer {
    if (!isObject(hit)) return Buffer.from(JSON.stringify(hit));
    const cached = this.cache.get(hit);
    if (cached !== undefined) return cached;
    const json = Buffer.from(JSON.stringify(hit));
    if (!this.seenOnce.has(hit)) {
      this.seenOnce.add(hit);
      return json;
    }
    this.cache.set(hit, json);
    return json;
  }
}

const comma = Buffer.from(",");

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

/** The pieces of an answer, counted as they come so an oversized one stops early. */
class AnswerParts {
  readonly list: Buffer[] = [];
  private bytes = 0;

  constructor(private readonly byteLimit: number) {}

  push(part: Buffer): void {
    this.bytes += part.length;
    if (this.bytes > this.byteLimit) {
      throw badRequest(
        `The answer would pass ${sizeText(this.byteLimit)}: ask for fewer hits, facet values or queries`,
      );
    }
    this.list.push(part);
  }
}

function isObject(
  value: unknown,
): value is Record<string, unknown> & { results?: unknown[]; hits?: unknown[] } {
  return typeof value === "object" && value !== null;
}
