import { z } from "zod";
import { financeProvider } from "../stock/vehicle.ts";

const defaultFinanceDisclaimer =
  "Repayments are indicative only and are not a binding quote. Finance is available to approved applicants only. Terms, conditions, fees and charges apply.";

/** The finance calculator's deposit and residual (balloon) limits, in dollars. */
export const calculatorDepositLimits = { min: 0, max: 250_000 } as const;

const range = (min: number, max: number, step: number) =>
  z
    .strictObject({
      min: z.number().default(min),
      max: z.number().default(max),
      step: z.number().positive().default(step),
    })
    .prefault({})
    .refine((r) => r.min < r.max, {
      message: "The minimum must be below the maximum",
      path: ["min"],
    });

const financeCalculatorSettings = z.strictObject({
  defaultRate: z.number().min(0).max(30).default(10).meta({
    title: "Default interest rate (%)",
    description: "Interest rate (%) the calculator starts from.",
  }),
  amount: range(1000, 250000, 1).meta({
    title: "Purchase price ($)",
    description: "Purchase price limits (5000 minimum for some lenders).",
  }),
  term: range(1, 7, 0.5).meta({
    title: "Loan term (years)",
    description: "Loan term limits in years (max 5 on some sites).",
  }),
  interest: range(0.5, 15, 0.5).meta({
    title: "Interest rate (%)",
    description:
      "Interest rate limits (%); Angle uses 7.5 to 14.5, other variants 4 to 20 or 9.95 to 19.95.",
  }),
  vehicleAmount: z
    .strictObject({
      min: z.number().default(1000),
      max: z.number().default(100000),
      step: z.number().positive().default(500),
      scaleAbovePrice: z.boolean().default(false).meta({ title: "Scale above $100,000" }),
      startAtPrice: z.boolean().default(true).meta({
        title: "Start at the car's price",
        description: "Off: it starts at 30000. A car without a price starts at 30000 either way.",
      }),
    })
    .prefault({})
    .meta({
      title: "Vehicle page amount slider ($)",
      description:
        "Vehicle-page amount slider: limits, max of 1.05 times prices above 100000 (scaleAbovePrice), starting at the car price (startAtPrice).",
    }),
  vehicleTermDefault: z.number().min(1).max(7).default(5).meta({
    title: "Vehicle page term (years)",
    description: "Vehicle-page term slider start (years).",
  }),
  roundUpFees: z.boolean().default(false).meta({
    title: "Round establishment fees up",
    description: "Rounds establishment fees up before adding them to the loan.",
  }),
  establishmentFee: z.number().min(0).optional().meta({
    title: "Establishment fee ($)",
    description: "Establishment fee used when the lender entry gives none.",
  }),
  namedLenderFee: z
    .strictObject({
      lender: z.string().min(1).optional().meta({ title: "Lender name" }),
      fee: z.number().min(0).default(1360.5).meta({ title: "Fee ($)" }),
    })
    .prefault({})
    .meta({
      title: "Named lender's establishment fee",
      description:
        "Establishment fee of the lender so named (the lender entry's financeProvider) when its entry gives none.",
    }),
  disclaimerToggle: z.boolean().default(true).meta({
    title: "Show More / Show Less on the disclaimer",
    description: "Offers Show More/Show Less on the disclaimer.",
  }),
});

export const financeSettings = z.strictObject({
  provider: financeProvider.default("manual").meta({
    title: "Finance provider",
    optionLabels: {
      youx: "YouX",
      "360-finance": "360 Finance",
      ausloans: "AusLoans",
      "nissan-finance": "Nissan Finance",
    },
    description: "Finance provider whose lender figures the site shows.",
  }),
  callToAction: z
    .enum(["get-finance-now", "enquire-now"])
    .default("get-finance-now")
    .meta({
      title: "Calculator call to action",
      optionLabels: {
        "get-finance-now": "Get Finance Now (modal)",
        "enquire-now": "Enquire Now (link)",
      },
      description: "Calculator call to action: a Get Finance Now modal or an Enquire Now link.",
    }),
  buttonText: z
    .string()
    .min(1)
    .default("Pre-Approved")
    .meta({ title: "Finance button text", description: "Text of the finance button." }),
  pageForm: z
    .enum(["popup", "single-page"])
    .default("popup")
    .meta({
      title: "Finance page form",
      optionLabels: { popup: "Four-step popup", "single-page": "Single page" },
      description: "The finance page form as a four-step popup or a single page.",
    }),
  sidePanel: z
    .boolean()
    .default(true)
    .meta({ title: "Side panel", description: "Shows the finance page's side panel." }),
  steps: z
    .array(z.string().min(1).meta({ title: "Step" }))
    .min(1)
    .default(["Apply online", "Get pre-approved with a personalised rate", "Purchase the car"])
    .meta({
      title: "Side panel steps",
      description: "Steps the side panel shows when no car is chosen.",
    }),
  sampleWording: z
    .enum(["comparison-loan", "advertised-rates"])
    .default("comparison-loan")
    .meta({
      title: "Sample wording",
      optionLabels: {
        "comparison-loan": "Comparison loan ($30,000 over 5 years)",
        "advertised-rates": "Advertised rates (6.29% / 8.19%)",
      },
      description:
        "Sample wording: the 5-year $30,000 comparison loan, or the 6.29% / 8.19% rates.",
    }),
  quickPriceOptions: z
    .enum(["standard", "premium"])
    .default("standard")
    .meta({
      title: "Quick price options",
      optionLabels: { standard: "$5,000 to $70,000", premium: "$300,000 to $800,000" },
      description: "Quick price options $5,000 to $70,000, or $300,000 to $800,000.",
    }),
  showFigures: z.boolean().default(true).meta({
    title: "Show finance figures on cars",
    description: "Shows lender finance figures on cars.",
  }),
  excludedMakes: z
    .array(z.string().meta({ title: "Make" }))
    .default(["Suzuki"])
    .meta({
      title: "Makes without finance figures",
      description: "Makes whose cars never show finance figures.",
    }),
  fees: z
    .array(
      z
        .strictObject({
          label: z.string().min(1),
          amount: z.number().min(0).meta({ title: "Amount ($)" }),
        })
        .meta({ title: "Fee" }),
    )
    .default([])
    .meta({
      title: "Fee list",
      description: "Fee list shown beneath the calculator result; none when empty.",
    }),
  comparisonRateRange: z.strictObject({ min: z.number(), max: z.number() }).optional().meta({
    title: "Comparison rate range (%)",
    description: "Comparison rate range stated in the disclaimer (for example 8.38% to 19.42%).",
  }),
  disclaimer: z
    .string()
    .min(1)
    .default(defaultFinanceDisclaimer)
    .meta({ title: "Disclaimer", description: "Calculator disclaimer." }),
  calculator: financeCalculatorSettings.prefault({}),
  applicationUrl: z
    .url({ protocol: /^https?$/, error: "Use the application page's full http(s) address" })
    .optional()
    .meta({
      title: "Finance application page",
      description:
        "The finance partner's application page a pre-approved shopper is sent to (when no partner service is configured).",
    }),
});
