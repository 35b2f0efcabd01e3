import type { DeliveryEstimate } from "@storefront/schemas/delivery";
import { queryOptions } from "@tanstack/react-query";

/** The server's delivery price lookup (runtime/server/delivery/routes.ts). */
const deliveryPricePath = "/api/delivery-price";

/**
 * Reads the lookup's answer: the region's `{price, name}`, null when no region covers the
 * postcode (404); anything else is a failed lookup.
 */
export function readDeliveryAnswer(status: number, body: unknown): DeliveryEstimate | null {
  if (status === 404) return null;
  const answer = body as Partial<DeliveryEstimate> | null;
  if (status === 200 && typeof answer?.price === "number" && typeof answer.name === "string")
    return { price: answer.price, name: answer.name };
  throw new Error(`The delivery price lookup answered ${status}`);
}

/** The delivery price for a postcode on this site, kept for the page's life. */
export const deliveryEstimateQuery = (siteSlug: string, postcode: string) =>
  queryOptions({
    queryKey: ["delivery-price", siteSlug, postcode],
    queryFn: async ({ signal }) => {
      const response = await fetch(`${deliveryPricePath}?${new URLSearchParams({ postcode })}`, {
        signal,
        headers: { accept: "application/json" },
      });
      return readDeliveryAnswer(response.status, await response.json().catch(() => null));
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
