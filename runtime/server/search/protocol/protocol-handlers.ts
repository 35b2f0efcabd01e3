import {
  type FacetSearchParams,
  type FacetSearchResponse,
  facetSearchBody,
  facetSearchParams,
  type MultiSearchResponse,
  multiSearchBody,
  type SearchParams,
  type SearchQuery,
  type SearchResponse,
  searchParams,
  singleSearchBody,
} from "@storefront/schemas/search/search-protocol";
import type { z } from "zod";
import type { SearchEngine } from "../engine.ts";
import { badRequest } from "./errors.ts";
import { decodeParamsString } from "./params-string.ts";
import { invalidRequest } from "./protocol-errors.ts";

/**
 * The three search endpoints of the protocol, independent of the HTTP framework: each validates
 * its body, merges the older URL-encoded `params` string (explicit fields win) and asks the engine.
 */

/** Hits one body may ask for in all its queries: Algolia's cap on one page. */
const maxHitsPerBody = 1000;

type MergedQuery =
  | { kind: "hits"; indexName: string; params: SearchParams }
  | { kind: "facet"; indexName: string; facet: string; params: FacetSearchParams };

/** `POST /1/indexes/{star}/queries` */
export function multiSearch(engine: SearchEngine, body: unknown): MultiSearchResponse {
  const parsed = multiSearchBody.safeParse(body);
  if (!parsed.success) throw invalidRequest(parsed.error);
  const { requests, strategy } = parsed.data;
  const queries = requests.map(mergedQuery);
  const hits = queries.reduce((sum, query) => sum + requestedHits(query), 0);
  if (hits > maxHitsPerBody)
    throw badRequest(
      `The queries ask for ${hits} hits in all; one request may ask for at most ${maxHitsPerBody}`,
    );
  const results: MultiSearchResponse["results"] = [];
  let enough = false;
  for (const query of queries) {
    if (query.kind === "facet") {
      results.push(
        enough
          ? { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 }
          : engine.searchForFacetValues(query.indexName, query.facet, query.params),
      );
      continue;
    }
    if (enough) {
      results.push(skipped(query.indexName, query.params));
      continue;
    }
    const result = engine.search(query.indexName, query.params);
    results.push(result);
    if (strategy === "stopIfEnoughMatches" && result.nbHits >= (query.params.hitsPerPage ?? 20)) {
      enough = true;
    }
  }
  return { results };
}

/** One query's parameters, its URL-encoded `params` merged in (explicit fields win). */
function mergedQuery(request: SearchQuery, position: number): MergedQuery {
  const where = `requests[${position}].params`;
  if (request.type === "facet") {
    const { indexName, facet, type: _type, params, ...direct } = request;
    const merged = withParamsString(facetSearchParams, params, direct, where);
    return { kind: "facet", indexName, facet, params: merged };
  }
  const { indexName, type: _type, params, ...direct } = request;
  return {
    kind: "hits",
    indexName,
    params: withParamsString(searchParams, params, direct, where),
  };
}

const requestedHits = (query: MergedQuery) =>
  query.kind === "facet" ? 0 : (query.params.length ?? query.params.hitsPerPage ?? 20);

/** `POST /1/indexes/{index}/query` */
export function singleSearch(engine: SearchEngine, indexName: string, body: unknown) {
  const parsed = singleSearchBody.safeParse(body ?? {});
  if (!parsed.success) throw invalidRequest(parsed.error);
  const { params, ...direct } = parsed.data;
  return engine.search(indexName, withParamsString(searchParams, params, direct, "params"));
}

/** `POST /1/indexes/{index}/facets/{facet}/query` */
export function facetValuesSearch(
  engine: SearchEngine,
  indexName: string,
  facet: string,
  body: unknown,
): FacetSearchResponse {
  const parsed = facetSearchBody.safeParse(body ?? {});
  if (!parsed.success) throw invalidRequest(parsed.error);
  const { params, ...direct } = parsed.data;
  const merged = withParamsString(facetSearchParams, params, direct, "params");
  return engine.searchForFacetValues(indexName, facet, merged);
}

function withParamsString<Schema extends z.ZodType<SearchParams | FacetSearchParams>>(
  schema: Schema,
  params: string | undefined,
  direct: z.output<Schema>,
  where: string,
): z.output<Schema> {
  if (params === undefined) return direct;
  const decoded = schema.safeParse(decodeParamsString(params));
  if (!decoded.success) throw invalidRequest(decoded.error, where);
  return { ...decoded.data, ...direct };
}

/** The answer for a query that stopIfEnoughMatches left out. */
function skipped(indexName: string, params: SearchParams): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: params.hitsPerPage ?? 20,
    exhaustiveNbHits: true,
    processingTimeMS: 0,
    query: params.query ?? "",
    params: "",
    index: indexName,
    processed: false,
  };
}
