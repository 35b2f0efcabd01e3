import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { similarCarIntent } from "@storefront/rules/vehicle/similar/similar-enquiry";
import { isSold } from "@storefront/rules/vehicle/status/availability";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import { dealershipChoices, enquiryFormOptions, vehicleEnquiryDefaults } from "./enquiry-data.ts";
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
      {...enquiryFormOptions(site)}
      vehicleTitle={vehicleTitle(vehicle)}
      sold={isSold(vehicle)}
      requested={requested}
      dealerships={dealershipChoices(site)}
      initialValues={{ ...remembered, dealership_slug: defaults.dealership_slug }}
      send={send}
    />
  );
}
