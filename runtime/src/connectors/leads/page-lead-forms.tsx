import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { withServiceLocation } from "@storefront/rules/leads/service-location";
import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { useOptionalVehicle } from "../../pages/vehicle-context.tsx";
import { locationHref } from "../../search-state/location-href.ts";
import { searchLocation } from "../../search-state/scope.ts";
import { withWebsiteLocation } from "./enquiry-data.ts";
import { unexpectedLeadError } from "./lead-error.ts";

import { type LastEnquiry, readLastEnquiry } from "./shopper-storage.ts";
import { useLeadSubmission } from "./use-lead-submission.ts";

// The lead blocks shown on their own pages, apart from the vehicle page's buttons.

/** The trade-in lead, about the vehicle when the page shows one. */
export function TradeInFormConnector({ block, Block }: ConnectorProps<"trade-in-form">) {
  const vehicle = useOptionalVehicle();
  const { site, remembered, submit } = useLeadSubmission();
  const send = (values: Record<string, unknown>) =>
    submit((leads) => leads.tradeInSubmission(vehicle, site, block.props.category, values));
  return <Block {...block.props} initialValues={remembered} send={send} />;
}

/** The specification's words for a generic form that failed without the server's own. */
const genericFormError = "An error occurred when submitting this form";

/**
 * A marketer's form: its category's event (general enquiry 22, careers 51); a failure alerts
 * the shopper and shows inline.
 */
export function GenericFormConnector({ block, Block }: ConnectorProps<"generic-form">) {
  const { site, remembered, submit } = useLeadSubmission();
  const send = async (lead: Record<string, unknown>) => {
    const category = String(lead.category ?? block.props.categories[0]);
    const result = await submit((leads) => leads.genericSubmission(site, category, lead));
    if (result.status === "sent") return result;
    const message = result.message === unexpectedLeadError ? genericFormError : result.message;
    window.alert(message);
    return { ...result, message };
  };
  const { fields, categories } = block.props;
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const booking = useMemo(
    () =>
      withServiceLocation(withWebsiteLocation(fields, categories, site), categories, site, search),
    [fields, categories, site, search],
  );
  const initialValues = useMemo(
    () => (booking.location ? { ...remembered, location: booking.location } : remembered),
    [booking.location, remembered],
  );
  return (
    <Block {...block.props} fields={booking.fields} initialValues={initialValues} send={send} />
  );
}

/** `/success`: the enquiry the browser remembered, read once the page is in the browser. */
export function EnquirySuccessConnector({ block, Block }: ConnectorProps<"enquiry-success">) {
  const { site } = useSite();
  const [enquiry, setEnquiry] = useState<LastEnquiry | null | undefined>(undefined);
  useEffect(() => setEnquiry(readLastEnquiry(localStorage)), []);
  return (
    <Block
      {...block.props}
      enquiry={enquiry}
      searchHref={locationHref(searchLocation(emptyRefinements(), site))}
    />
  );
}
