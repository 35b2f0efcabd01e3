import { int32sOutsideHeap } from "./outside-heap.ts";

/**
 * Lists kept by input position (`values[ends[at] .. ends[at + 1])`) laid out by document instead,
 * `rank[at]` being the document of input position `at`. Each list is read in input order and
 * written to its document's place: reading them by document would fetch each list from a random
 * place (at a million vehicles, a wait on memory for most of them).
 */
export function listsByDocument(values: Int32Array, ends: Int32Array, rank: Int32Array) {
  const size = rank.length;
  const docEnds = int32sOutsideHeap(size + 1);
  for (let at = 0; at < size; at++) docEnds[rank[at]! + 1] = ends[at + 1]! - ends[at]!;
  for (let doc = 0; doc < size; doc++) docEnds[doc + 1]! += docEnds[doc]!;
  const docValues = int32sOutsideHeap(values.length);
  for (let at = 0; at < size; at++) {
    let to = docEnds[rank[at]!]!;
    for (let i = ends[at]!; i < ends[at + 1]!; i++) docValues[to++] = values[i]!;
  }
  return { values: docValues, ends: docEnds };
}
