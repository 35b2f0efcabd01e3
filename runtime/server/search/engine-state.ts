import { type Bitset, fullBitset } from "./bitset.ts";
import {
  defaultRanking,
  parseFacetingAttribute,
  type SearchEngineConfig,
  withRankDefaults,
} from "./engine-config.ts";
import { buildFacetColumn, type FacetColumn } from "./facet-column.ts";
import { buildFacetMatrix, type FacetMatrix } from "./facet-matrix.ts";
import { buildOrdering, type Ordering } from "./ordering.ts";
import { ScratchBuffers } from "./result-docs.ts";
import { type TokenIndex, tokenIndexSteps } from "./token-index.ts";

/** Everything a query reads; built once, never modified afterwards. */
export interface EngineState {
  readonly records: readonly Record<string, unknown>[];
  readonly size: number;
  readonly everything: Bitset;
  /** Filterable attributes (all of attributesForFaceting and the ranking attributes). */
  readonly columns: ReadonlyMap<string, FacetColumn>;
  /** Attributes that may appear in `facets` (attributesForFaceting without filterOnly). */
  readonly facetable: readonly string[];
  /** The single-valued facetable columns, row by row, for counting many facets in one pass. */
  readonly matrix: FacetMatrix;
  readonly tokens: TokenIndex;
  /** Index name -> its order of the records; the primary index first. */
  readonly orderings: ReadonlyMap<string, Ordering>;
  readonly paginationLimitedTo: number;
  readonly allowTyposOnNumericTokens: boolean;
  /** Working memory reused by every query (queries never run concurrently). */
  readonly buffers: ScratchBuffers;
}

/** Columns with more values count faster on their own (their counters would not stay in cache). */
const maxMatrixValues = 4096;

/**
 * Builds the engine state one column, index slice or ordering at a time, yielding in between so
 * an asynchronous caller can keep answering queries with the previous engine.
 */
export function* engineStateSteps(
  records: readonly Record<string, unknown>[],
  config: SearchEngineConfig,
): Generator<void, EngineState> {
  if (config.indices.length === 0) throw new Error("The search engine needs at least one index");
  const size = records.length;
  const faceting = config.attributesForFaceting.map(parseFacetingAttribute);
  const rankingOf = (index: SearchEngineConfig["indices"][number]) =>
    withRankDefaults(index.ranking ?? defaultRanking);
  const attributes = new Set(faceting.map((entry) => entry.attribute));
  for (const index of config.indices) {
    for (const criterion of rankingOf(index)) attributes.add(criterion.attribute);
  }

  const columns = new Map<string, FacetColumn>();
  for (const attribute of attributes) {
    columns.set(attribute, buildFacetColumn(records, attribute));
    yield;
  }
  const tokens = yield* tokenIndexSteps(records, config.searchableAttributes);
  const orderings = new Map<string, Ordering>();
  for (const index of config.indices) {
    orderings.set(
      index.name,
      buildOrdering(size, rankingOf(index), (attribute) => columns.get(attribute)!),
    );
    yield;
  }
  const facetable = [...new Set(faceting.filter((e) => !e.filterOnly).map((e) => e.attribute))];
  const matrixColumns = facetable
    .map((name) => columns.get(name)!)
    .filter((column) => !column.multiValued && column.values.length <= maxMatrixValues);
  const matrix = buildFacetMatrix(matrixColumns, size);
  return {
    records,
    size,
    everything: fullBitset(size),
    columns,
    facetable,
    matrix,
    tokens,
    orderings,
    paginationLimitedTo: config.paginationLimitedTo ?? 1000,
    allowTyposOnNumericTokens: config.allowTyposOnNumericTokens ?? true,
    buffers: new ScratchBuffers(size),
  };
}
