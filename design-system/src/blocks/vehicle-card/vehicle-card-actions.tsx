import { similarEnquiryHref } from "@storefront/rules/vehicle/similar/similar-enquiry";
import { isTestDriveOnly } from "@storefront/rules/vehicle/status/test-drive-only";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";

export type VehicleCardActionHrefs = {
  enquireHref: string;
  financeHref: string;
  testDriveHref: string;
};

type VehicleCardActionsProps = {
  sold: boolean;
  tag?: string | null | undefined;
  hrefs: VehicleCardActionHrefs;
  /** The id of the card heading: each action is described by the car it is for. */
  describedBy: string;
};

const actionClassName = "relative z-10 min-w-[8rem] flex-1";

/**
 * Enquire Now with Get Finance, or with Book a Test Drive for a 'Test Drive Only' car. A sold car
 * offers 'Find Me Something Similar' instead.
 */
export function VehicleCardActions({ sold, tag, hrefs, describedBy }: VehicleCardActionsProps) {
  if (sold) {
    return (
      <div data-slot="vehicle-card-actions" className="flex">
        <LinkButton asChild variant="outline" className={actionClassName}>
          <SiteLink href={similarEnquiryHref(hrefs.enquireHref)} aria-describedby={describedBy}>
            Find Me Something Similar
          </SiteLink>
        </LinkButton>
      </div>
    );
  }
  const testDriveOnly = isTestDriveOnly({ tag });
  return (
    <div data-slot="vehicle-card-actions" className="flex flex-wrap gap-2">
      <LinkButton asChild className={actionClassName}>
        <SiteLink href={hrefs.enquireHref} aria-describedby={describedBy}>
          Enquire Now
        </SiteLink>
      </LinkButton>
      <LinkButton asChild variant="outline" className={actionClassName}>
        {testDriveOnly ? (
          <SiteLink href={hrefs.testDriveHref} aria-describedby={describedBy}>
            Book a Test Drive
          </SiteLink>
        ) : (
          <SiteLink href={hrefs.financeHref} aria-describedby={describedBy}>
            Get Finance
          </SiteLink>
        )}
      </LinkButton>
    </div>
  );
}
