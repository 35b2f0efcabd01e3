import { FilterMemo } from "../caches/filter-memo.ts";
import { LruCache } from "../caches/lru-cache.ts";
import {
  defaultRanking,
  parseFacetingAttribute,
  type SearchEngineConfig,
  withRankDefaults,
} from "../engine-config.ts";
import type { ColumnValues } from "../facets/columns/column-values.ts";
import { type PartitionWalks, partitionWalksSteps } from "../facets/counting/partition-walk.ts";
import { type FacetColumn, facetColumnOf } from "../facets/facet-column.ts";
import { buildFacetMatrix, type FacetMatrix } from "../facets/facet-matrix.ts";
import type { FacetSummary } from "../facets/top-values.ts";
import { buildOrdering, type Ordering } from "../ranking/ordering.ts";
import { type TokenIndex, tokenIndexSteps } from "../ranking/token-index.ts";
import { type Bitset, fullBitset } from "./bitset.ts";
import { int32sOutsideHeap } from "./outside-heap.ts";
import {
  attributeReadersOf,
  columnValuesOf,
  type DocumentOrder,
  type Records,
  recordReader,
} from "./record-source.ts";
import { ScratchBuffers } from "./result-docs.ts";

/** Everything a query reads; built once, never modified afterwards. */
export interface EngineState {
  /** The record of a document (documents are clustered, see SearchEngineConfig.clusterBy). */
  readonly record: (doc: number) => Record<string, unknown>;
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
  /** Faceted columns of many repeated values: their counts within each partition value. */
  readonly partitionWalks: ReadonlyMap<string, readonly PartitionWalks[]>;
  /** Working memory reused by every query (queries never run concurrently). */
  readonly buffers: ScratchBuffers;
  /**
   * Facet summaries already worked out, by facet, under what selects the documents (see
   * selectionKey): paging, sorting and the counts of a refined facet ask for them again.
   * Entries of this state's records only, so a reload starts afresh.
   */
  readonly facetMemo: LruCache<Map<string, FacetSummary>>;
  /** Filters parsed and document sets worked out before, over these records (see `remember`). */
  readonly filterMemo: FilterMemo | undefined;
}

/** Selections whose facet summaries are kept per engine: a few megabytes at most. */
const facetMemoSelections = 512;

/** Document sets of filters kept per engine (1,300 sets at 100,000 documents). */
const filterMemoBytes = 16 * 1024 * 1024;

/** Attributes whose raw values are read from the records in one pass. */
const attributesPerPass = 8;

/** Columns with more values count faster on their own (their counters would not stay in cache). */
const maxMatrixValues = 4096;

/**
 * Builds the engine state one column, index slice or ordering at a time, yielding in between so
 * an asynchronous caller can keep answering queries with the previous engine.
 */
export function* engineStateSteps(
  records: Records,
  config: SearchEngineConfig,
): Generator<void, EngineState> {
  if (config.indices.length === 0) throw new Error("The search engine needs at least one index");
  const size = records.length;
  const remember = config.remember ?? true;
  const faceting = config.attributesForFaceting.map(parseFacetingAttribute);
  const rankingOf = (index: SearchEngineConfig["indices"][number]) =>
    withRankDefaults(index.ranking ?? defaultRanking);
  const attributes = new Set(faceting.map((entry) => entry.attribute));
  for (const index of config.indices) {
    for (const criterion of rankingOf(index)) attributes.add(criterion.attribute);
  }

  const clusterBy = config.clusterBy ?? [];
  /** Arrays of raw values, filled again for each few attributes (see columnValuesOf). */
  const rawValues: unknown[][] = [];
  const { order, inputOrder } = clustered(
    yield* columnValuesOf(records, clusterBy, undefined, rawValues),
    clusterBy,
    size,
  );
  const documents: DocumentOrder | undefined = order && { order, rank: inputOrder };
  const facetable = [...new Set(faceting.filter((e) => !e.filterOnly).map((e) => e.attribute))];
  const columns = new Map<string, FacetColumn>();
  // A few attributes' raw values at a time: all of them at once would be an array per attribute
  // of a million entries each, on top of the records.
  const attributeList = [...attributes];
  for (let first = 0; first < attributeList.length; first += attributesPerPass) {
    const group = attributeList.slice(first, first + attributesPerPass);
    const read = yield* columnValuesOf(records, group, documents, rawValues);
    for (const attribute of group) {
      const faceted = facetable.includes(attribute);
      columns.set(attribute, facetColumnOf(read.get(attribute)!, size, attribute, { faceted }));
      read.delete(attribute);
      yield;
    }
  }
  rawValues.length = 0;
  const searchable = yield* attributeReadersOf(records, config.searchableAttributes, documents);
  const tokens = yield* tokenIndexSteps(
    size,
    config.searchableAttributes.map((name) => searchable.readers.get(name)!),
    searchable.order,
  );
  const orderings = new Map<string, Ordering>();
  for (const index of config.indices) {
    const columnFor = (attribute: string) => columns.get(attribute)!;
    orderings.set(index.name, buildOrdering(rankingOf(index), columnFor, inputOrder));
    yield;
  }
  const matrixColumns = facetable
    .map((name) => columns.get(name)!)
    .filter((column) => !column.multiValued && column.values.length <= maxMatrixValues);
  const matrix = buildFacetMatrix(matrixColumns, size);
  const partitionWalks = yield* partitionWalksSteps(columns, facetable, config.facetBoundsBy ?? []);
  return {
    record: recordReader(records, order),
    size,
    everything: fullBitset(size),
    columns,
    facetable,
    matrix,
    tokens,
    orderings,
    paginationLimitedTo: config.paginationLimitedTo ?? 1000,
    allowTyposOnNumericTokens: config.allowTyposOnNumericTokens ?? true,
    partitionWalks,
    buffers: new ScratchBuffers(size),
    facetMemo: new LruCache<Map<string, FacetSummary>>(remember ? facetMemoSelections : 0, () => 1),
    filterMemo: remember ? new FilterMemo(filterMemoBytes) : undefined,
  };
}

/**
 * The order to number documents in: sorted by the `clusterBy` attributes, so each of their
 * values covers one run of documents and its bitsets stay small (`order[doc]` = input position;
 * undefined keeps the input order). `inputOrder` lists the documents in input order, which
 * breaks ranking ties.
 */
function clustered(
  read: ReadonlyMap<string, ColumnValues>,
  clusterBy: readonly string[],
  size: number,
) {
  const identity = int32sOutsideHeap(size);
  for (let i = 0; i < size; i++) identity[i] = i;
  if (clusterBy.length === 0) return { order: undefined, inputOrder: identity };
  const keyColumns = new Map(
    clusterBy.map((name) => [name, facetColumnOf(read.get(name)!, size, name, { faceted: false })]),
  );
  const criteria = clusterBy.map((attribute) => ({ attribute, order: "asc" as const }));
  const byKey = buildOrdering(criteria, (name) => keyColumns.get(name)!, identity);
  return { order: byKey.order, inputOrder: byKey.rank };
}
