import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";

/** The last enquiry sent, which `/success` names. */
export type LastEnquiry = {
  category: string;
  car?: { id: string; title: string; href: string };
};

type ShopperStorage = Pick<Storage, "getItem" | "setItem">;

const detailsKey = "storefront:details";
const enquiryKey = "storefront:enquiry";

const read = <T>(storage: ShopperStorage, key: string): T | null => {
  try {
    const value = JSON.parse(storage.getItem(key) ?? "null") as unknown;
    return value && typeof value === "object" ? (value as T) : null;
  } catch {
    return null;
  }
};

const write = (storage: ShopperStorage, key: string, value: unknown) => {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: nothing is remembered.
  }
};

export const readRememberedDetails = (storage: ShopperStorage): RememberedDetails =>
  read<RememberedDetails>(storage, detailsKey) ?? {};

export const rememberDetails = (storage: ShopperStorage, details: RememberedDetails) =>
  write(storage, detailsKey, details);

export const readLastEnquiry = (storage: ShopperStorage): LastEnquiry | null =>
  read<LastEnquiry>(storage, enquiryKey);

export const rememberLastEnquiry = (storage: ShopperStorage, enquiry: LastEnquiry) =>
  write(storage, enquiryKey, enquiry);
