import { attributeValues, splitPath } from "./attribute-values.ts";
import { tokenize } from "./text-normalize.ts";

/**
 * The words of the searchable attributes: a sorted dictionary (so prefixes are contiguous runs)
 * and, for each word, the ascending list of documents containing it.
 */
export interface TokenIndex {
  readonly size: number;
  readonly tokens: readonly string[];
  readonly longestToken: number;
  /** Documents of token t are postingDocs[postingOffsets[t] .. postingOffsets[t+1]). */
  readonly postingOffsets: Int32Array;
  readonly postingDocs: Int32Array;
}

export function buildTokenIndex(
  records: readonly unknown[],
  searchableAttributes: readonly string[],
): TokenIndex {
  const steps = tokenIndexSteps(records, searchableAttributes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Builds the index a slice of records at a time, yielding in between. */
export function* tokenIndexSteps(
  records: readonly unknown[],
  searchableAttributes: readonly string[],
  recordsPerStep = 10_000,
): Generator<void, TokenIndex> {
  const paths = searchableAttributes.map(splitPath);
  const docsByToken = new Map<string, number[]>();
  for (let doc = 0; doc < records.length; doc++) {
    if (doc > 0 && doc % recordsPerStep === 0) yield;
    for (const path of paths) {
      for (const value of attributeValues(records[doc], path)) {
        if (typeof value === "boolean") continue;
        for (const token of tokenize(String(value))) {
          const docs = docsByToken.get(token);
          if (!docs) docsByToken.set(token, [doc]);
          else if (docs[docs.length - 1] !== doc) docs.push(doc);
        }
      }
    }
  }
  yield;
  const tokens = [...docsByToken.keys()].sort();
  const postingOffsets = new Int32Array(tokens.length + 1);
  let total = 0;
  let longestToken = 0;
  tokens.forEach((token, id) => {
    total += docsByToken.get(token)!.length;
    postingOffsets[id + 1] = total;
    longestToken = Math.max(longestToken, token.length);
  });
  const postingDocs = new Int32Array(total);
  tokens.forEach((token, id) => {
    postingDocs.set(docsByToken.get(token)!, postingOffsets[id]!);
  });
  return { size: records.length, tokens, longestToken, postingOffsets, postingDocs };
}
