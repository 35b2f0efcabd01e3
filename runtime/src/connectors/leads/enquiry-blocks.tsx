import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { isSold } from "@storefront/rules/vehicle/availability";
import { similarCarIntent } from "@storefront/rules/vehicle/similar-enquiry";
import { vehicleTitle } from "@storefront/rules/vehicle/vehicle-title";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useSite } from "../../app/site-context.tsx";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import { locationHref } from "../../search-state/location-href.ts";
import { searchLocation } from "../../search-state/scope.ts";
import { dealershipChoices, vehicleEnquiryDefaults } from "./enquiry-data.ts";
import { type LastEnquiry, readLastEnquiry } from "./shopper-storage.ts";
import { useLeadSubmission } from "./use-lead-submission.ts";

/** The page's `#enquire` link asks for the form; `?intent=similar` for a similar vehicle. */
function useEnquiryRequest(): "none" | "enquiry" | "similar" {
  const location = useRouterState({ select: (state) => state.location });
  const [request, setRequest] = useState<"none" | "enquiry" | "similar">("none");
  useEffect(() => {
    if (location.hash !== "enquire") return;
    const similar = new URLSearchParams(location.searchStr).get("intent") === similarCarIntent;
    setRequest(similar ? "similar" : "enquiry");
  }, [location.hash, location.searchStr]);
  return request;
}

/** The vehicle page's enquiry: sends the lead, fires its event, remembers it, opens /success. */
export function EnquiryFormConnector({ block, Block }: ConnectorProps<"enquiry-form">) {
  const vehicle = useVehicle();
  const requested = useEnquiryRequest();
  const { site, remembered, submit } = useLeadSubmission();
  const defaults = vehicleEnquiryDefaults(vehicle, site);

  const send = (values: Record<string, unknown>, similar: boolean) =>
    submit((leads) => leads.enquirySubmission(vehicle, site, values, similar));

  return (
    <Block
      {...block.props}
      vehicleTitle={vehicleTitle(vehicle)}
      sold={isSold(vehicle)}
      requested={requested}
      dealerships={dealershipChoices(site)}
      initialValues={{ ...remembered, dealership_slug: defaults.dealership_slug }}
      send={send}
    />
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
