import { create, insertMultiple, search } from "@orama/orama";
import type { BenchQuery } from "../bench-queries.ts";
import { type BenchRecord, benchFacets, benchSearchable } from "../bench-records.ts";
import type { BenchEngine } from "./bench-engine.ts";

type FieldType = "string" | "number" | "boolean" | "enum" | "enum[]";

const numberFields = ["price", "subscription_price", "km", "year", "seats", "created_at_timestamp"];
const arrayFields = ["categories", "filtered_features"];

/**
 * Orama: facet attributes as enums (exact filters and value counts), numbers with ten equal
 * ranges as facets (Orama counts numbers by range), and the searchable attributes joined into
 * one text field for the full-text term.
 */
export async function oramaEngine(records: readonly BenchRecord[]): Promise<BenchEngine> {
  const started = performance.now();
  const schema: Record<string, FieldType> = { text: "string", custom_rank: "number" };
  for (const facet of benchFacets) {
    schema[facet] = numberFields.includes(facet)
      ? "number"
      : arrayFields.includes(facet)
        ? "enum[]"
        : facet === "certified"
          ? "boolean"
          : "enum";
  }
  const db = create({ schema: schema as Record<string, "string"> });
  const documents = records.map((record) => ({
    ...record,
    id: String(record.objectID),
    text: benchSearchable.map((attribute) => record[attribute] ?? "").join(" "),
  }));
  await insertMultiple(db, documents as never[], 5000);
  const facets: Record<string, unknown> = {};
  for (const facet of benchFacets) {
    if (schema[facet] === "number") facets[facet] = { ranges: rangesOf(records, facet) };
    else if (schema[facet] === "boolean") facets[facet] = { true: true, false: true };
    else facets[facet] = { limit: 100 };
  }
  return {
    name: "orama",
    buildMs: performance.now() - started,
    async search(query: BenchQuery) {
      const where: Record<string, unknown> = {};
      for (const [attribute, value] of query.equals) where[attribute] = { eq: value };
      if (query.range)
        where[query.range.attribute] = { between: [query.range.min, query.range.max] };
      const sortBy = query.sort
        ? { property: query.sort.attribute, order: query.sort.order === "asc" ? "ASC" : "DESC" }
        : query.text
          ? undefined
          : { property: "custom_rank", order: "DESC" };
      const result = await search(db, {
        ...(query.text ? { term: query.text, properties: ["text"], tolerance: 1 } : {}),
        where,
        facets,
        ...(sortBy ? { sortBy } : {}),
        limit: 20,
        offset: query.page * 20,
      } as never);
      return (result as { count: number }).count;
    },
  };
}

function rangesOf(records: readonly BenchRecord[], attribute: string) {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const record of records) {
    const value = record[attribute];
    if (typeof value !== "number") continue;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  if (min > max) return [{ from: 0, to: 0 }];
  const step = (max - min) / 10 || 1;
  return Array.from({ length: 10 }, (_, i) => ({ from: min + i * step, to: min + (i + 1) * step }));
}
