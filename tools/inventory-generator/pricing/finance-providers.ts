import type { FinanceProvider } from "@storefront/schemas";

export interface LenderProfile {
  displayName: string;
  /** Interest rate range in % p.a.: new vehicles sit near the bottom, older ones near the top. */
  rates: [number, number];
  establishmentFee: number;
  monthlyFee: number;
  /** Share of vehicles that carry this lender's figures. */
  share: number;
  /** Only these makes (captive finance companies). */
  makes?: readonly string[];
  comparisonRateRanges?: { min: number; max: number }[];
}

export const lenderProfiles: Record<FinanceProvider, LenderProfile> = {
  manual: {
    displayName: "Dealer Finance",
    rates: [8.99, 12.49],
    establishmentFee: 0,
    monthlyFee: 0,
    share: 0.8,
  },
  youx: {
    displayName: "YouX",
    rates: [6.99, 12.99],
    establishmentFee: 595,
    monthlyFee: 0,
    share: 0.35,
  },
  taurus: {
    displayName: "Taurus",
    rates: [8.49, 14.49],
    establishmentFee: 1360.5,
    monthlyFee: 0,
    share: 0.2,
  },
  angle: {
    displayName: "Angle Finance",
    rates: [7.5, 14.5],
    establishmentFee: 395,
    monthlyFee: 8,
    share: 0.15,
    comparisonRateRanges: [{ min: 8.38, max: 19.42 }],
  },
  powertorque: {
    displayName: "Powertorque",
    rates: [9.95, 19.95],
    establishmentFee: 990,
    monthlyFee: 0,
    share: 0.12,
  },
  "360-finance": {
    displayName: "360 Finance",
    rates: [7.99, 15.99],
    establishmentFee: 699,
    monthlyFee: 0,
    share: 0.12,
  },
  ausloans: {
    displayName: "AusLoans",
    rates: [7.49, 14.99],
    establishmentFee: 750,
    monthlyFee: 0,
    share: 0.12,
  },
  "nissan-finance": {
    displayName: "Nissan Financial Services",
    rates: [4.99, 9.99],
    establishmentFee: 450,
    monthlyFee: 0,
    share: 0.9,
    makes: ["Nissan"],
  },
};

/** Loan term and deposit the vehicle-page estimate uses. */
export const estimateTermYears = 5;
export const estimateDepositShare = 0.1;
