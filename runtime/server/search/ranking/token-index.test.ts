import { describe, expect, it } from "vitest";
import { Random } from "../../../../tools/inventory-generator/random.ts";
import { tokenize } from "./text-normalize.ts";
import { type TokenIndex, tokenIndexSteps } from "./token-index.ts";

function built(size: number, readers: ((at: number) => unknown)[], order?: Int32Array) {
  const steps = tokenIndexSteps(size, readers, order);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

function postingsOf(index: TokenIndex) {
  return new Map(
    index.tokens.map((token, t) => [
      token,
      [...index.postingDocs.subarray(index.postingOffsets[t]!, index.postingOffsets[t + 1]!)],
    ]),
  );
}

describe("the word index", () => {
  it("lists every word once, in code unit order, with its documents ascending", () => {
    const random = new Random(11);
    const size = 4_000;
    const makes = ["Toyota", "Kia", "Škoda", "Citroën", "Mazda"];
    // Stock numbers never repeat (so they are not remembered), yet some of their words do: words
    // alike in their first characters, accented ones, a make's name, a word twice in one number.
    const stocknums = Array.from({ length: size }, (_, at) => {
      const kind = at % 7;
      if (kind === 0) return `abcdefgh${at}`;
      if (kind === 1) return `N${random.int(0, 999_999)}`;
      if (kind === 2) return `é${at} ÉCLAIR`;
      if (kind === 3) return `Toyota ${at}`;
      if (kind === 4) return `X${at} X${at}`;
      if (kind === 5) return `${at}`;
      return `zz${at}-2${at % 13}`;
    });
    const makeOf = Array.from({ length: size }, () => random.pick(makes));
    const readers = [(at: number) => makeOf[at], (at: number) => [stocknums[at], 2020 + (at % 5)]];
    const order = Int32Array.from({ length: size }, (_, doc) => doc);
    for (let i = size - 1; i > 0; i--) {
      const j = random.int(0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const index = built(size, readers, order);

    const expected = new Map<string, number[]>();
    for (let doc = 0; doc < size; doc++) {
      const at = order[doc]!;
      const texts = [makeOf[at]!, stocknums[at]!, String(2020 + (at % 5))];
      for (const word of new Set(texts.flatMap(tokenize))) {
        expected.set(word, [...(expected.get(word) ?? []), doc]);
      }
    }
    expect(index.tokens).toEqual([...expected.keys()].sort());
    expect(postingsOf(index)).toEqual(expected);
  });
});
