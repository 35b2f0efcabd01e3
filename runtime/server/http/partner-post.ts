import type { SiteDefinition } from "@storefront/schemas";

/** Where an outside provider's HTTP API is and the key it wants. */
export type PartnerApi = {
  /** The provider's API; a trailing slash is ignored. */
  url: string;
  /** Sent as `Authorization: Bearer <key>`. */
  key: string;
  /** How long one call may take (default 15 s, the spec's request time-out). */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * A JSON post to a provider with its key as a bearer token and the site's slug in
 * `X-Storefront-Site`. Answers the status and the parsed body (undefined when not JSON); a
 * provider that does not answer in time or at all throws.
 */
export async function postToPartner(
  api: PartnerApi,
  site: SiteDefinition,
  path: string,
  body: unknown,
): Promise<{ status: number; ok: boolean; body: unknown }> {
  const response = await (api.fetch ?? fetch)(`${api.url.replace(/\/+$/, "")}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      authorization: `Bearer ${api.key}`,
      "x-storefront-site": site.slug,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(api.timeoutMs ?? 15_000),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  return { status: response.status, ok: response.ok, body: answer };
}
