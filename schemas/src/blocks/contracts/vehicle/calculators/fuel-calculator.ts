import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/**
 * What the vehicle costs in fuel a week, from its combined consumption, a fuel price and a
 * weekly distance the shopper can change. Hidden for electric vehicles.
 */
export const fuelCalculator = blockContract({
  type: "fuel-calculator",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Fuel Calculator").meta({ title: "Title" }),
    fuelPrice: z.number().positive().max(20).default(1.7).meta({
      title: "Fuel price ($ per litre)",
      help: "The price the calculator starts with; shoppers can change it.",
    }),
    weeklyKm: z.number().int().positive().max(20_000).default(250).meta({
      title: "Distance (km a week)",
      help: "The weekly distance the calculator starts with; shoppers can change it.",
    }),
  }),
  placement: { templates: ["vehicle"], zones: ["main", "sidebar"], max: 1 },
});
