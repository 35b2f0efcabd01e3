import type { GarageSectionName } from "@storefront/schemas/blocks/contracts/shopper/garage";
import { DetailsSection } from "./details-section.tsx";
import type { GarageData } from "./garage-data.ts";
import { EnquiriesSection, ValuationsSection } from "./history-sections.tsx";
import { SavedCarsSection } from "./saved-cars-section.tsx";
import { ReservationsSection, SavedSearchesSection } from "./searches-and-reservations.tsx";
import { YourDataSection } from "./your-data-section.tsx";

/** What every section is given: the garage as read and the block's calls. */
export type GarageSectionProps = Omit<GarageData, "garage" | "status"> & {
  garage: NonNullable<GarageData["garage"]>;
  onDeleted: () => void;
};

/**
 * The garage's sections by name: a heading and a component each. A new section is one entry
 * here (and its name in the block's contract, `garageSectionNames`).
 */
export const garageSections: Record<
  GarageSectionName,
  { title: string; Section: (props: GarageSectionProps) => React.ReactNode }
> = {
  "saved-cars": {
    title: "Saved Cars",
    Section: ({ garage, noPriceText, searchHref }) => (
      <SavedCarsSection
        cars={garage.saved_cars}
        noPriceText={noPriceText}
        searchHref={searchHref}
      />
    ),
  },
  "saved-searches": {
    title: "Saved Searches",
    Section: ({ garage }) => <SavedSearchesSection searches={garage.saved_searches} />,
  },
  reservations: {
    title: "My Reservations",
    Section: ({ garage }) => <ReservationsSection reservations={garage.reservations} />,
  },
  enquiries: {
    title: "My Enquiries",
    Section: ({ garage }) => <EnquiriesSection enquiries={garage.enquiries} />,
  },
  valuations: {
    title: "My Trade-in Valuations",
    Section: ({ garage }) => <ValuationsSection valuations={garage.valuations} />,
  },
  details: {
    title: "My Details",
    Section: ({ garage, saveDetails }) => (
      <DetailsSection details={garage.details} saveDetails={saveDetails} />
    ),
  },
  "your-data": {
    title: "My Data",
    Section: ({ exportHref, deleteAccount, onDeleted }) => (
      <YourDataSection
        exportHref={exportHref}
        deleteAccount={deleteAccount}
        onDeleted={onDeleted}
      />
    ),
  },
};
