import type { SearchParams } from "@storefront/schemas/search/search-protocol";
import type { FilterMemo } from "../caches/filter-memo.ts";
import { andInPlace, type Bitset, cardinality } from "../indexing/bitset.ts";
import type { EngineState } from "../indexing/engine-state.ts";
import { matchQuery, type TextMatch } from "../ranking/text-match.ts";
import { allOf } from "./filter-ast.ts";
import { evaluateFilter } from "./filter-evaluator.ts";
import { parseFacetFilters, parseNumericFilters } from "./filter-params.ts";
import { parseFilters } from "./filter-parser.ts";

/** The documents a query and its filters select; valid until the query's pool is released. */
export interface MatchedDocuments {
  /** Undefined when every document matches. Never modify it: it may belong to the index. */
  readonly set: Bitset | undefined;
  readonly count: number;
  readonly text: TextMatch | undefined;
}

function parseWith(memo: FilterMemo | undefined, filters: string) {
  return memo ? memo.parse(filters) : parseFilters(filters);
}

export function matchDocuments(state: EngineState, params: SearchParams): MatchedDocuments {
  const filter = allOf([
    params.filters === undefined ? undefined : parseWith(state.filterMemo, params.filters),
    params.facetFilters === undefined ? undefined : parseFacetFilters(params.facetFilters),
    params.numericFilters === undefined ? undefined : parseNumericFilters(params.numericFilters),
  ]);
  const pool = state.buffers.pool;
  let set = filter
    ? evaluateFilter(filter, {
        pool,
        column: (name) => state.columns.get(name),
        memo: state.filterMemo,
      })
    : undefined;
  const text = params.query
    ? matchQuery(
        state.tokens,
        params.query,
        { allowTyposOnNumericTokens: state.allowTyposOnNumericTokens },
        pool,
      )
    : undefined;
  if (text) set = set ? andInPlace(text.all, set) : text.all;
  return { set, count: set ? cardinality(set) : state.size, text };
}
