import { z } from "zod";

/**
 * The subset of Algolia's search REST protocol that `algoliasearch/lite` v5 uses, as served by
 * the runtime's embedded search engine. Unknown parameters are rejected (strict objects) so a
 * client relying on a feature the engine lacks fails loudly instead of silently.
 */

/** Text as a browser sends it: a lone UTF-16 surrogate (half a character) is refused. */
const text = z
  .string()
  .refine((value) => !/\p{Cs}/u.test(value), "Contains half a character (a lone UTF-16 surrogate)");

/** A list given either as an array or as one comma-separated string ("make,model"). */
const stringList = z.union([z.array(text), text]);

/** Filters as strings; the outer list is AND, a nested list is OR (`[["a:1","a:2"],"b:3"]`). */
const filterList = z.union([text, z.array(z.union([text, z.array(text)]))]);

/** Each parameter value, the query included, is limited to 512 bytes by Algolia. */
const maxParameterLength = 512;

const searchParamsShape = {
  query: text.max(maxParameterLength).optional(),
  filters: text.optional(),
  facetFilters: filterList.optional(),
  numericFilters: filterList.optional(),
  facets: stringList.optional(),
  maxValuesPerFacet: z.number().int().min(1).max(1000).optional(),
  hitsPerPage: z.number().int().min(0).max(1000).optional(),
  page: z.number().int().min(0).optional(),
  offset: z.number().int().min(0).optional(),
  length: z.number().int().min(0).max(1000).optional(),
  attributesToRetrieve: stringList.optional(),

  // Accepted for compatibility; they change nothing in the answer.
  highlightPreTag: text.optional(),
  highlightPostTag: text.optional(),
  clickAnalytics: z.boolean().optional(),
  analytics: z.boolean().optional(),
  analyticsTags: stringList.optional(),
  getRankingInfo: z.boolean().optional(),
  responseFields: stringList.optional(),
  attributesToHighlight: stringList.optional(),
  attributesToSnippet: stringList.optional(),
  userToken: text.optional(),
};

/** Search parameters as a JSON object. */
export const searchParams = z.strictObject(searchParamsShape);
export type SearchParams = z.infer<typeof searchParams>;

const facetSearchShape = {
  facetQuery: text.max(maxParameterLength).optional(),
  maxFacetHits: z.number().int().min(1).max(100).optional(),
};

/** Parameters of a search for facet values: the search parameters plus facetQuery and maxFacetHits. */
export const facetSearchParams = z.strictObject({ ...searchParamsShape, ...facetSearchShape });
export type FacetSearchParams = z.infer<typeof facetSearchParams>;

/** The older form: parameters as one URL-encoded string (`"query=ford&hitsPerPage=20"`). */
const paramsString = { params: text.optional() };

/** One entry of a multi-query asking for hits. */
const searchForHitsRequest = z.strictObject({
  ...searchParamsShape,
  ...paramsString,
  indexName: text.min(1),
  type: z.literal("default").optional(),
});

/** One entry of a multi-query asking for facet values. */
const searchForFacetsRequest = z.strictObject({
  ...searchParamsShape,
  ...facetSearchShape,
  ...paramsString,
  indexName: text.min(1),
  type: z.literal("facet"),
  facet: text.min(1),
});

const searchQuery = z.discriminatedUnion("type", [searchForHitsRequest, searchForFacetsRequest]);
export type SearchQuery = z.infer<typeof searchQuery>;

/** Body of `POST /1/indexes/{star}/queries`. */
export const multiSearchBody = z.strictObject({
  requests: z.array(searchQuery).min(1).max(50),
  strategy: z.enum(["none", "stopIfEnoughMatches"]).optional(),
});

/** Body of `POST /1/indexes/{index}/query`. */
export const singleSearchBody = z.strictObject({ ...searchParamsShape, ...paramsString });

/** Body of `POST /1/indexes/{index}/facets/{facet}/query`. */
export const facetSearchBody = z.strictObject({
  ...searchParamsShape,
  ...facetSearchShape,
  ...paramsString,
});

const facetStats = z.object({
  min: z.number(),
  max: z.number(),
  avg: z.number(),
  sum: z.number(),
});

const searchHit = z.looseObject({ objectID: z.string() });

/**
 * Answer to one search. Page-based requests carry page and hitsPerPage; requests by offset carry
 * offset and length instead, as Algolia does.
 */
export const searchResponse = z.object({
  hits: z.array(searchHit),
  nbHits: z.number().int(),
  nbPages: z.number().int(),
  page: z.number().int().optional(),
  hitsPerPage: z.number().int().optional(),
  offset: z.number().int().optional(),
  length: z.number().int().optional(),
  facets: z.record(z.string(), z.record(z.string(), z.number().int())).optional(),
  facets_stats: z.record(z.string(), facetStats).optional(),
  exhaustiveNbHits: z.boolean(),
  exhaustiveFacetsCount: z.boolean().optional(),
  exhaustive: z
    .object({ nbHits: z.boolean(), facetsCount: z.boolean(), typo: z.boolean() })
    .optional(),
  processingTimeMS: z.number().int(),
  query: z.string(),
  params: z.string(),
  index: z.string(),
  processed: z.boolean().optional(),
});
export type SearchResponse = z.infer<typeof searchResponse>;

const facetHit = z.object({
  value: z.string(),
  highlighted: z.string(),
  count: z.number().int(),
});

export const facetSearchResponse = z.object({
  facetHits: z.array(facetHit),
  exhaustiveFacetsCount: z.boolean(),
  processingTimeMS: z.number().int(),
});
export type FacetSearchResponse = z.infer<typeof facetSearchResponse>;

export const multiSearchResponse = z.object({
  results: z.array(z.union([searchResponse, facetSearchResponse])),
});
export type MultiSearchResponse = z.infer<typeof multiSearchResponse>;

/** Every error answer, e.g. `{ "message": "Index does not exist", "status": 404 }`. */
export const searchErrorResponse = z.object({
  message: z.string(),
  status: z.number().int(),
});
