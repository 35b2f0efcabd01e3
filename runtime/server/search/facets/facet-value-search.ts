import type {
  FacetSearchParams,
  FacetSearchResponse,
} from "@storefront/schemas/search/search-protocol";
import { matchDocuments } from "../filters/match-documents.ts";
import type { EngineState } from "../indexing/engine-state.ts";
import { ResultDocs } from "../indexing/result-docs.ts";
import { badRequest, indexNotFound } from "../protocol/errors.ts";
import { foldText, tokenize } from "../ranking/text-normalize.ts";
import { countAllValues } from "./counting/document-counts.ts";
import type { FacetColumn } from "./facet-column.ts";

const defaultMaxFacetHits = 10;
const wordPattern = /[\p{L}\p{N}]+/gu;

/**
 * Values of one facet whose words start with the words of `facetQuery`, counted within the
 * documents the other parameters select; most frequent first, then by value.
 */
export function runFacetValueSearch(
  state: EngineState,
  indexName: string,
  facet: string,
  params: FacetSearchParams,
): FacetSearchResponse {
  try {
    return searchFacetValues(state, indexName, facet, params);
  } finally {
    state.buffers.pool.release();
  }
}

function searchFacetValues(
  state: EngineState,
  indexName: string,
  facet: string,
  params: FacetSearchParams,
): FacetSearchResponse {
  const started = performance.now();
  if (!state.orderings.has(indexName)) throw indexNotFound();
  const column = state.facetable.includes(facet) ? state.columns.get(facet) : undefined;
  if (!column) {
    throw badRequest(
      `Cannot search in "${facet}" attribute, you need to add "searchable(${facet})" to attributesForFaceting`,
    );
  }
  const { facetQuery, maxFacetHits, ...searchParams } = params;
  const matched = matchDocuments(state, searchParams);
  const result = new ResultDocs(matched.set, matched.count, state.size, state.buffers);
  const counts = countAllValues(column, result);
  const queryWords = tokenize(facetQuery ?? "");
  const found: number[] = [];
  for (let id = 0; id < column.values.length; id++) {
    if (counts[id]! > 0 && valueMatches(column, id, queryWords)) found.push(id);
  }
  found.sort((a, b) => counts[b]! - counts[a]! || column.valueRank[a]! - column.valueRank[b]!);
  const preTag = params.highlightPreTag ?? "<em>";
  const postTag = params.highlightPostTag ?? "</em>";
  const facetHits = found.slice(0, maxFacetHits ?? defaultMaxFacetHits).map((id) => ({
    value: column.values[id]!,
    highlighted: highlight(column.values[id]!, queryWords, preTag, postTag),
    count: counts[id]!,
  }));
  return {
    facetHits,
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/** Words of each facet value, computed on the first search in a facet. */
const valueWordsCache = new WeakMap<FacetColumn, string[][]>();

function valueMatches(column: FacetColumn, id: number, queryWords: readonly string[]): boolean {
  if (queryWords.length === 0) return true;
  let valueWords = valueWordsCache.get(column);
  if (!valueWords) {
    valueWords = column.values.map(tokenize);
    valueWordsCache.set(column, valueWords);
  }
  const words = valueWords[id]!;
  return queryWords.every((query) => words.some((word) => word.startsWith(query)));
}

/** The value with the matched start of each word wrapped in the highlight tags, HTML-escaped. */
function highlight(value: string, queryWords: readonly string[], pre: string, post: string) {
  let out = "";
  let last = 0;
  for (const match of value.matchAll(wordPattern)) {
    const folded = foldText(match[0]);
    const query = queryWords
      .filter((word) => folded.startsWith(word))
      .reduce((longest, word) => (word.length > longest.length ? word : longest), "");
    if (query.length === 0) continue;
    const from = match.index;
    const to = from + Math.min(query.length, match[0].length);
    out += `${escapeHtml(value.slice(last, from))}${pre}${escapeHtml(value.slice(from, to))}${post}`;
    last = to;
  }
  return out + escapeHtml(value.slice(last));
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
