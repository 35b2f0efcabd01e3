/**
 * The finance partner the journeys' storefront talks to: a receiver on a fixed loopback port
 * derived from the storefront's (started by the finance journey), named to the server by
 * FINANCE_PARTNER_URL and FINANCE_PARTNER_KEY.
 */
export function financePartner(serverPort: number) {
  const port = serverPort + 22_000;
  return { port, url: `http://127.0.0.1:${port}`, key: "e2e-finance-partner-key" };
}

export function financePartnerEnv(serverPort: number): Record<string, string> {
  const partner = financePartner(serverPort);
  return { FINANCE_PARTNER_URL: partner.url, FINANCE_PARTNER_KEY: partner.key };
}
