import type { GarageAnswer, RememberedDetailsInput } from "@storefront/schemas/shopper/garage";

export type SaveDetailsResult =
  | { saved: true }
  | { saved: false; message: string; problems?: { path: string; message: string }[] };

/** What the runtime's connector supplies to the garage block. */
export type GarageData = {
  status: "loading" | "ready" | "error";
  /** The shopper's garage once read. */
  garage: GarageAnswer | undefined;
  noPriceText: string;
  /** The search page, offered when no cars are saved. */
  searchHref: string;
  /** The download of everything held about the shopper (a JSON file). */
  exportHref: string;
  saveDetails: (details: RememberedDetailsInput) => Promise<SaveDetailsResult>;
  /** Deletes the account and its data; false when it could not be done. */
  deleteAccount: () => Promise<boolean>;
};
