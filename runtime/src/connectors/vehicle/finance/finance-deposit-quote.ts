import {
  type DepositQuote,
  depositQuoteRequest,
  readDepositQuote,
} from "@storefront/rules/finance/deposit-quote";
import type { VehicleRecord } from "@storefront/schemas";

/** `POST /api/youx/quote`: the finance partner's quote for the car. */
const depositQuotePath = "/api/youx/quote";

/**
 * Asks the finance partner for the car's deposit quote (a GREAT credit score over 5 years). A
 * refused or failed answer, or one without the quote's figures, is null: the page shows nothing.
 */
export async function fetchDepositQuote(
  origin: string,
  vehicle: Pick<VehicleRecord, "price" | "year" | "vin" | "nvic" | "youxQuote">,
): Promise<DepositQuote | null> {
  try {
    const response = await fetch(new URL(depositQuotePath, origin), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(depositQuoteRequest(vehicle)),
    });
    return response.ok ? readDepositQuote(await response.json()) : null;
  } catch (error) {
    console.warn("The deposit quote was not answered", error);
    return null;
  }
}
