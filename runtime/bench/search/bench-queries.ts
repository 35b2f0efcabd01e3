import { Random } from "../../../tools/inventory-generator/random.ts";
import { type BenchRecord, type BenchSort, benchSorts } from "./bench-records.ts";

export type QueryKind = "a" | "b" | "c" | "d";

export const queryKinds: Record<QueryKind, string> = {
  a: "no filter, all facets",
  b: "2-3 filters, all facets",
  c: "filters + replica sort",
  d: "text + filter",
};

/** One search, described independently of the engine that runs it. */
export interface BenchQuery {
  kind: QueryKind;
  text?: string;
  /** attribute = value conditions, all required. */
  equals: [string, string][];
  range?: { attribute: "price" | "year" | "km"; min: number; max: number };
  sort?: BenchSort;
  page: number;
}

/**
 * Queries shaped like the search page's, drawn from the records themselves so every one has
 * matches: refinements on a vehicle's own make, condition and body, price bands around its price,
 * text from its make and model (sometimes shortened to a prefix or with two letters swapped).
 */
export function buildQueries(
  records: readonly BenchRecord[],
  seed: number,
  perKind: number,
): Record<QueryKind, BenchQuery[]> {
  const random = new Random(seed);
  const some = () => random.pick(records);
  const text = (record: BenchRecord) => String(record.model).toLowerCase();
  const priceBand = (record: BenchRecord) => {
    const price = Number(record.price);
    return { attribute: "price" as const, min: Math.max(0, price - 10000), max: price + 10000 };
  };
  const make = (n: number, build: () => BenchQuery) => Array.from({ length: n }, build);
  return {
    a: make(perKind, () => ({ kind: "a", equals: [], page: random.int(0, 4) })),
    b: make(perKind, () => {
      const record = some();
      const equals: [string, string][] = [
        ["make", String(record.make)],
        ["car_type", String(record.car_type)],
      ];
      if (random.chance(0.5)) equals.push(["simple_body", String(record.simple_body)]);
      const range = equals.length === 2 && random.chance(0.6) ? priceBand(record) : undefined;
      return { kind: "b", equals, ...(range ? { range } : {}), page: 0 };
    }),
    c: make(perKind, () => {
      const record = some();
      const sort = random.pick(benchSorts);
      const equals: [string, string][] = random.chance(0.5)
        ? [["car_type", String(record.car_type)]]
        : [["make", String(record.make)]];
      return { kind: "c", equals, range: priceBand(record), sort, page: random.int(0, 2) };
    }),
    d: make(perKind, () => {
      const record = some();
      const model = text(record);
      const variants = [
        `${String(record.make).toLowerCase()} ${model}`,
        model,
        model.length >= 4 ? model.slice(0, 3) : model,
        model.length >= 5 ? `${model.slice(0, 2)}${model[3]}${model[2]}${model.slice(4)}` : model,
        `${record.year} ${String(record.make).toLowerCase()}`,
      ];
      return {
        kind: "d",
        text: random.pick(variants),
        equals: [["car_type", String(record.car_type)]],
        page: 0,
      };
    }),
  };
}
