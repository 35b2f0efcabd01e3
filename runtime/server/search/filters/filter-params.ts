import { badRequest } from "../protocol/errors.ts";
import type { ComparisonOperator, FilterNode } from "./filter-ast.ts";

/** Algolia's array filter parameters: the outer list is AND, a nested list is OR. */
export type FilterList = string | readonly (string | readonly string[])[];

/** `facetFilters`: "attr:value", "attr:-value" (negation), "attr:\-value" (a value starting with -). */
export function parseFacetFilters(list: FilterList): FilterNode | undefined {
  return combine(list, (text) => parseFacetFilter(text));
}

/** `numericFilters`: "attr<op>number" with < <= = != >= >, or "attr:low TO high". */
export function parseNumericFilters(list: FilterList): FilterNode | undefined {
  return combine(list, (text) => parseNumericFilter(text));
}

function combine(list: FilterList, parse: (text: string) => FilterNode): FilterNode | undefined {
  const groups = typeof list === "string" ? [list] : list;
  const children: FilterNode[] = [];
  for (const group of groups) {
    if (typeof group === "string") {
      children.push(parse(group));
    } else if (group.length > 0) {
      const alternatives = group.map(parse);
      children.push(
        alternatives.length === 1 ? alternatives[0]! : { kind: "or", children: alternatives },
      );
    }
  }
  if (children.length === 0) return undefined;
  return children.length === 1 ? children[0]! : { kind: "and", children };
}

function parseFacetFilter(text: string): FilterNode {
  const colon = text.indexOf(":");
  if (colon <= 0) {
    throw badRequest(
      `facetFilters: "${text}" is not a valid facet filter, expected attribute:value`,
    );
  }
  const attribute = text.slice(0, colon).trim();
  let value = text.slice(colon + 1);
  let negated = false;
  if (value.startsWith("-")) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith("\\-")) {
    value = value.slice(1);
  }
  const node: FilterNode = { kind: "facet", attribute, value };
  return negated ? { kind: "not", child: node } : node;
}

const comparison = /^\s*([^\s<>=!:]+)\s*(<=|>=|!=|<|>|=)\s*(\S+)\s*$/;
const range = /^\s*([^\s<>=!:]+)\s*:\s*(\S+)\s+TO\s+(\S+)\s*$/;
const numberPattern = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function parseNumericFilter(text: string): FilterNode {
  const compared = comparison.exec(text);
  if (compared && numberPattern.test(compared[3]!)) {
    return {
      kind: "compare",
      attribute: compared[1]!,
      operator: compared[2] as ComparisonOperator,
      value: Number(compared[3]),
    };
  }
  const ranged = range.exec(text);
  if (ranged && numberPattern.test(ranged[2]!) && numberPattern.test(ranged[3]!)) {
    return { kind: "range", attribute: ranged[1]!, min: Number(ranged[2]), max: Number(ranged[3]) };
  }
  throw badRequest(
    `numericFilters: "${text}" is not a valid numeric filter, expected attribute<op>number or attribute:low TO high`,
  );
}
