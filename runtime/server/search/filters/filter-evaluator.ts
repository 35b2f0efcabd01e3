import type { FilterMemo } from "../caches/filter-memo.ts";
import type { FacetColumn } from "../facets/facet-column.ts";
import { docsOfPostingRange } from "../facets/posting-prefixes.ts";
import { lowerBound, upperBound } from "../facets/value-order.ts";
import { andInPlace, type Bitset, clearBit, orInPlace, setBit } from "../indexing/bitset.ts";
import type { BitsetPool } from "../indexing/bitset-pool.ts";
import type { FilterNode } from "./filter-ast.ts";

export interface FilterContext {
  /** Where the working sets come from; they live until the query ends. */
  readonly pool: BitsetPool;
  /** The column of a filterable attribute; undefined for attributes that cannot be filtered. */
  column(attribute: string): FacetColumn | undefined;
  /** Sets worked out by earlier queries over the same records, and where to keep new ones. */
  readonly memo?: FilterMemo;
}

const numberPattern = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** The documents matching a filter. The result may be shared with the index: never modify it. */
export function evaluateFilter(node: FilterNode, context: FilterContext): Bitset {
  return evaluate(node, context).set;
}

interface Evaluated {
  set: Bitset;
  /** True when `set` belongs to the index and must be copied before being modified. */
  shared: boolean;
}

function evaluate(node: FilterNode, context: FilterContext): Evaluated {
  const memo = context.memo;
  // A single facet value is a set the index holds already: nothing to remember.
  if (!memo || node.kind === "facet") return evaluateNode(node, context);
  const known = memo.known(node);
  if (known) return { set: known, shared: true };
  return { set: memo.remember(node, evaluateNode(node, context).set), shared: true };
}

function evaluateNode(node: FilterNode, context: FilterContext): Evaluated {
  switch (node.kind) {
    case "and": {
      const result = owned(evaluate(node.children[0]!, context), context);
      for (let i = 1; i < node.children.length; i++) {
        andInPlace(result, evaluate(node.children[i]!, context).set);
      }
      return { set: result, shared: false };
    }
    case "or": {
      const result = owned(evaluate(node.children[0]!, context), context);
      for (let i = 1; i < node.children.length; i++) {
        orInPlace(result, evaluate(node.children[i]!, context).set);
      }
      return { set: result, shared: false };
    }
    case "not":
      return { set: context.pool.complementOf(evaluate(node.child, context).set), shared: false };
    case "facet":
      return facetValue(node.attribute, node.value, context);
    case "compare":
      return compare(node.attribute, node.operator, node.value, context);
    case "range":
      return numericRange(context, node.attribute, node.min, node.max);
  }
}

function owned(result: Evaluated, context: FilterContext): Bitset {
  return result.shared ? context.pool.copy(result.set) : result.set;
}

function nothing(context: FilterContext): Evaluated {
  return { set: context.pool.empty(), shared: false };
}

function facetValue(attribute: string, value: string, context: FilterContext): Evaluated {
  const column = context.column(attribute);
  if (!column) return nothing(context);
  if (column.kind === "number") {
    if (!numberPattern.test(value)) return nothing(context);
    return numericRange(context, attribute, Number(value), Number(value));
  }
  const ids = column.lookup(value);
  if (ids.length === 0) return nothing(context);
  if (ids.length === 1 && column.hasBitsets) return { set: column.docsOf(ids[0]!), shared: true };
  const set = context.pool.empty();
  for (const id of ids) {
    if (column.hasBitsets) orInPlace(set, column.docsOf(id));
    else addDocsOfIdRange(column, id, id, set);
  }
  return { set, shared: false };
}

function compare(
  attribute: string,
  operator: string,
  value: number,
  context: FilterContext,
): Evaluated {
  switch (operator) {
    case "<":
      return numericRange(context, attribute, Number.NEGATIVE_INFINITY, value, false, true);
    case "<=":
      return numericRange(context, attribute, Number.NEGATIVE_INFINITY, value);
    case ">":
      return numericRange(context, attribute, value, Number.POSITIVE_INFINITY, true, false);
    case ">=":
      return numericRange(context, attribute, value, Number.POSITIVE_INFINITY);
    case "=":
      return numericRange(context, attribute, value, value);
    default: {
      const below = numericRange(context, attribute, Number.NEGATIVE_INFINITY, value, false, true);
      const result = owned(below, context);
      orInPlace(
        result,
        numericRange(context, attribute, value, Number.POSITIVE_INFINITY, true).set,
      );
      return { set: result, shared: false };
    }
  }
}

/** Documents with a number in [min, max] (bounds optionally exclusive). */
function numericRange(
  context: FilterContext,
  attribute: string,
  min: number,
  max: number,
  excludeMin = false,
  excludeMax = false,
): Evaluated {
  const column = context.column(attribute);
  if (!column?.numbers) return nothing(context);
  const first = excludeMin ? upperBound(column.numbers, min) : lowerBound(column.numbers, min);
  const last = (excludeMax ? lowerBound(column.numbers, max) : upperBound(column.numbers, max)) - 1;
  if (first > last) return nothing(context);
  return { set: docsOfIdRange(column, first, last, context.pool), shared: false };
}

/**
 * Documents of value ids [first, last]: a contiguous run of the postings, cut from the column's
 * stored prefixes when it has them. Otherwise, when the run covers most documents of a
 * single-valued column, removing the others is cheaper than adding these.
 */
function docsOfIdRange(column: FacetColumn, first: number, last: number, pool: BitsetPool) {
  const { postingOffsets, postingDocs, prefixes } = column;
  const start = postingOffsets[first]!;
  const end = postingOffsets[last + 1]!;
  if (prefixes) return docsOfPostingRange(prefixes, postingDocs, start, end, pool);
  if (!column.multiValued && end - start > postingDocs.length / 2) {
    const set = pool.copy(column.withValue);
    for (let i = 0; i < start; i++) clearBit(set, postingDocs[i]!);
    for (let i = end; i < postingDocs.length; i++) clearBit(set, postingDocs[i]!);
    return set;
  }
  return addDocsOfIdRange(column, first, last, pool.empty());
}

function addDocsOfIdRange(column: FacetColumn, first: number, last: number, set: Bitset): Bitset {
  const { postingOffsets, postingDocs } = column;
  const end = postingOffsets[last + 1]!;
  for (let i = postingOffsets[first]!; i < end; i++) setBit(set, postingDocs[i]!);
  return set;
}
