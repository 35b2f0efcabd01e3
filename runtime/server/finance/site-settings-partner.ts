import { quoteFromSettings } from "@storefront/rules/finance/finance-quote";
import type { SiteDefinition } from "@storefront/schemas";
import { type FinancePartner, FinancePartnerError, partnerMessages } from "./finance-partner.ts";

/**
 * The partner when none is configured: quotes from the site's own finance settings (its default
 * rate and establishment fee) and sends the shopper to the application page the site names.
 */
export function siteSettingsPartner(site: SiteDefinition): FinancePartner {
  const { calculator, applicationUrl } = site.finance;
  return {
    quote: async (input) =>
      quoteFromSettings({
        purchasePrice: input.purchasePrice,
        loanTerm: input.loanTerm,
        ratePercent: calculator.defaultRate,
        fees: calculator.establishmentFee ?? 0,
        roundUpFees: calculator.roundUpFees,
      }),
    createCustomer: async () => {
      if (!applicationUrl) throw new FinancePartnerError(partnerMessages.noRedirect);
      return { redirectUrl: applicationUrl };
    },
  };
}
