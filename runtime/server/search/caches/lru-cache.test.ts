import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache.ts";

const answer = (bytes: number) => Buffer.alloc(bytes, "x");
/** A cache of answers by their bytes and their keys', as the search routes keep them. */
const answers = (maxBytes: number) =>
  new LruCache<Buffer>(maxBytes, (key, value) => key.length + value.length);

describe("LruCache", () => {
  it("gives back an answer stored under the same request", () => {
    const cache = answers(10_000);
    cache.set("a", answer(100));
    expect(cache.get("a")?.length).toBe(100);
    expect(cache.get("b")).toBeUndefined();
  });

  it("drops the least recently used answers once over its size", () => {
    const cache = answers(1_000);
    cache.set("a", answer(120));
    cache.set("b", answer(120));
    cache.set("c", answer(120));
    cache.get("a");
    for (const key of ["d", "e", "f", "g", "h", "i"]) cache.set(key, answer(120));
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("i")).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(Math.floor(1_000 / 121));
  });

  it("keeps nothing when its size is 0, and no single answer over an eighth of its size", () => {
    const off = answers(0);
    off.set("a", answer(10));
    expect(off.get("a")).toBeUndefined();
    const small = answers(800);
    small.set("big", answer(101));
    expect(small.get("big")).toBeUndefined();
  });
});
