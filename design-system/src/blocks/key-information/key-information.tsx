import type { KeyInformationEntry } from "@storefront/rules/vehicle/details/key-information";
import type { BlockProps } from "@storefront/schemas";
import { SpecificationList } from "./specification-list.tsx";

type KeyInformationData = {
  /** The vehicle's entries, most telling first, leaving out what it lacks. */
  entries: KeyInformationEntry[];
};

/** A vehicle's key specifications: the first few, then 'show more' for the rest (and back). */
export function KeyInformation({
  title,
  shown,
  entries,
}: BlockProps<"key-information"> & KeyInformationData) {
  return <SpecificationList slot="key-information" title={title} shown={shown} entries={entries} />;
}
