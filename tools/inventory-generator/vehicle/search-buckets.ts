/** Facet buckets with the labels shoppers see, e.g. "$20,000 - $30,000". */

const priceEdges = [10000, 20000, 30000, 40000, 50000, 75000, 100000, 150000];
const weeklyEdges = [100, 150, 200, 250, 300, 400, 500];

function money(value: number): string {
  return `$${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

function labelsFor(edges: readonly number[]): string[] {
  const labels = [`Under ${money(edges[0]!)}`];
  for (let i = 1; i < edges.length; i++)
    labels.push(`${money(edges[i - 1]!)} - ${money(edges[i]!)}`);
  labels.push(`${money(edges[edges.length - 1]!)}+`);
  return labels;
}

/** Every price bucket label, cheapest first. */
const priceRangeLabels: readonly string[] = labelsFor(priceEdges);
/** Every weekly repayment bucket label, cheapest first. */
const weeklyPriceRangeLabels: readonly string[] = labelsFor(weeklyEdges);

function bucketIndex(value: number, edges: readonly number[]): number {
  let index = 0;
  while (index < edges.length && value >= edges[index]!) index++;
  return index;
}

/** "$20,000 - $30,000"; undefined for vehicles without a shown price. */
export function priceRangeLabel(price: number): string | undefined {
  return price > 10 ? priceRangeLabels[bucketIndex(price, priceEdges)] : undefined;
}

/** "$100 - $150" a week; undefined without a weekly figure. */
export function weeklyPriceRangeLabel(weekly: number | null): string | undefined {
  return weekly === null ? undefined : weeklyPriceRangeLabels[bucketIndex(weekly, weeklyEdges)];
}
