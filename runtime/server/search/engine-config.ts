import type { RankingCriterion } from "./ranking/ordering.ts";

export type { RankingCriterion } from "./ranking/ordering.ts";

/** An index over the same records: the primary one or a replica with its own sort. */
interface SearchIndexConfig {
  name: string;
  /** Tie-breaking order after text relevance; defaults to custom_rank descending. */
  ranking?: RankingCriterion[];
}

export interface SearchEngineConfig {
  /** The primary index first, then its replicas. */
  indices: SearchIndexConfig[];
  /** Attributes whose words the query searches. */
  searchableAttributes: string[];
  /**
   * Attributes usable in filters and facets, with Algolia's modifiers: `filterOnly(attr)` filters
   * but never appears in `facets`; `searchable(attr)` is accepted and means the same as `attr`.
   */
  attributesForFaceting: string[];
  /** Hits beyond this position are never returned (Algolia's paginationLimitedTo, default 1000). */
  paginationLimitedTo?: number;
  /** Whether words made only of digits tolerate typos (Algolia's default: true). */
  allowTyposOnNumericTokens?: boolean;
  /**
   * Attributes to number documents by, most general first (vehicles: make, model, badge). Each
   * value then covers a run of neighbouring documents, which makes counting those facets cheap.
   * It changes no answer; ties in ranking still follow the order of the records given.
   */
  clusterBy?: string[];
  /**
   * Facet attributes with one value a record and a few values (vehicles: car_type, new, used or
   * demo), by which the counts of facets with many repeated values (kilometres) are kept part by
   * part: a result within one part (used cars in a price band) finds its most frequent values
   * from that part's counts. It changes no answer.
   */
  facetBoundsBy?: string[];
  /**
   * Whether the engine keeps what it worked out for later queries: parsed filters, their sets of
   * documents and facet counts (on by default). The search benchmark turns it off to compare the
   * work of each query with engines that keep nothing.
   */
  remember?: boolean;
}

/** The product's search index is sorted by custom rank, highest first; no rank counts as 0. */
export const defaultRanking: RankingCriterion[] = [
  { attribute: "custom_rank", order: "desc", missingAs: 0 },
];

export interface FacetingAttribute {
  attribute: string;
  filterOnly: boolean;
}

const modifier = /^(filterOnly|searchable|afterDistinct)\((.*)\)$/;

export function parseFacetingAttribute(declaration: string): FacetingAttribute {
  let attribute = declaration.trim();
  let filterOnly = false;
  for (let match = modifier.exec(attribute); match; match = modifier.exec(attribute)) {
    if (match[1] === "filterOnly") filterOnly = true;
    attribute = match[2]!.trim();
  }
  return { attribute, filterOnly };
}

/** custom_rank is 0 when a record has none, whichever index ranks by it. */
export function withRankDefaults(ranking: readonly RankingCriterion[]): RankingCriterion[] {
  return ranking.map((criterion) =>
    criterion.attribute === "custom_rank" && criterion.missingAs === undefined
      ? { ...criterion, missingAs: 0 }
      : criterion,
  );
}
