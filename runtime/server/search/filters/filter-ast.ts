export type ComparisonOperator = "<" | "<=" | "=" | "!=" | ">=" | ">";

/** A parsed filter, whichever parameter (filters, facetFilters, numericFilters) it came from. */
export type FilterNode =
  | { kind: "and"; children: FilterNode[] }
  | { kind: "or"; children: FilterNode[] }
  | { kind: "not"; child: FilterNode }
  | { kind: "facet"; attribute: string; value: string }
  | { kind: "compare"; attribute: string; operator: ComparisonOperator; value: number }
  | { kind: "range"; attribute: string; min: number; max: number };

export function allOf(nodes: readonly (FilterNode | undefined)[]): FilterNode | undefined {
  const present = nodes.filter((node): node is FilterNode => node !== undefined);
  if (present.length <= 1) return present[0];
  return { kind: "and", children: present };
}
