import { textHash } from "../../text-hash.ts";
import type { EncodedAnswer } from "../protocol/answer-encoding.ts";
import { LruCache } from "./lru-cache.ts";

/** The answers given to one request body: by encoding and URL (the route and its index). */
type AnswersToBody = ReadonlyMap<string, EncodedAnswer>;

/** Bodies remembered as asked once; past this many the memory starts afresh. */
const seenOnceLimit = 65_536;

/**
 * One engine's answers by request body, kept from a body's second request on. The storefront's
 * requests repeat (every shopper who opens a listing in the same minute sends the same bodies),
 * but a search made only once (a shopper's own price range, a typed query) would just push the
 * popular answers out, and cost the garbage collector its copy. The body's text is the key as it
 * arrived, with no copy made of it per request.
 */
export class AnswerCache {
  private readonly answers: LruCache<AnswersToBody>;
  /** Hashes of bodies asked once so far. */
  private seenOnce = new Set<number>();

  /** `bytes`: room for answers and their bodies; 0 keeps none. */
  constructor(bytes: number) {
    this.answers = new LruCache(bytes, (text, answers) => text.length + bytesOf(answers));
  }

  /** The answer given before to this body, for this `variant` (encoding and URL). */
  get(text: string, variant: string): EncodedAnswer | undefined {
    return this.answers.get(text)?.get(variant);
  }

  /** Keeps `answer` when the body was asked before. */
  offer(text: string, variant: string, answer: EncodedAnswer): void {
    const known = this.answers.get(text);
    if (!known) {
      // Two bodies rarely share a hash, and sharing one costs nothing.
      const hash = textHash(text);
      if (!this.seenOnce.has(hash)) {
        if (this.seenOnce.size >= seenOnceLimit) this.seenOnce = new Set();
        this.seenOnce.add(hash);
        return;
      }
      this.seenOnce.delete(hash);
    }
    this.answers.set(text, new Map(known).set(variant, answer));
  }
}

function bytesOf(answers: AnswersToBody): number {
  let bytes = 0;
  for (const [variant, answer] of answers) bytes += variant.length + answer.bytes.length;
  return bytes;
}
