/**
 * The rego lookup the journeys' storefront talks to: a receiver on a fixed loopback port derived
 * from the storefront's (started by the valuation journey), named to the server by
 * REGO_LOOKUP_URL and REGO_LOOKUP_KEY. Valuations use the default, the site's own stock.
 */
export function regoLookupService(serverPort: number) {
  const port = serverPort + 23_000;
  return { port, url: `http://127.0.0.1:${port}`, key: "e2e-rego-lookup-key" };
}

export function regoLookupEnv(serverPort: number): Record<string, string> {
  const service = regoLookupService(serverPort);
  return { REGO_LOOKUP_URL: service.url, REGO_LOOKUP_KEY: service.key };
}
