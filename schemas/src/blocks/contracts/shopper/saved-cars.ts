import { z } from "zod";
import { blockContract } from "../../shared.ts";

/**
 * The cars a shopper keeps: the favourites or compare list this browser holds for the site, or
 * the signed-in shopper's watchlist; as cards, or side by side to compare.
 */
export const savedCars = blockContract({
  type: "saved-cars",
  props: z.strictObject({
    source: z
      .enum(["favourites", "watchlist"])
      .default("favourites")
      .meta({
        title: "Cars from",
        optionLabels: {
          favourites: "Favourites and compare list (kept in the shopper's browser)",
          watchlist: "The signed-in shopper's watchlist",
        },
      }),
    view: z
      .enum(["list", "compare"])
      .default("list")
      .meta({
        title: "Shown as",
        optionLabels: { list: "Cards", compare: "Side by side" },
      }),
    emptyMessage: z
      .string()
      .min(1)
      .max(200)
      .default("You have not saved any cars yet.")
      .meta({ title: "Message when there are none" }),
    searchLabel: z.string().min(1).max(60).default("Search cars").meta({ title: "Link label" }),
    signInMessage: z
      .string()
      .min(1)
      .max(200)
      .default("Sign in to see the cars on your watchlist.")
      .meta({ title: "Message to a signed-out shopper", help: "Shown for the watchlist only." }),
  }),
  placement: {
    templates: ["favourites", "compare", "watchlist", "content"],
    zones: ["main"],
    max: 1,
  },
});
