import { expect, it } from "vitest";
import { lazyBlock } from "./lazy-block.ts";

it("loads a block's code again when its last load failed", async () => {
  const Block = () => null;
  let attempts = 0;
  const part = lazyBlock(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error("Failed to fetch dynamically imported module");
    return Block;
  });
  await expect(part.preload()).rejects.toThrow("Failed to fetch dynamically imported module");
  await expect(part.preload()).resolves.toBeUndefined();
  await part.preload();
  expect(attempts).toBe(2);
});
