import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { enquiryEventId, rememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import { isSold } from "@storefront/rules/vehicle/availability";
import { similarCarIntent } from "@storefront/rules/vehicle/similar-enquiry";
import { vehicleTitle } from "@storefront/rules/vehicle/vehicle-title";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useSite } from "../../app/site-context.tsx";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import { locationHref } from "../../search-state/location-href.ts";
import { searchLocation } from "../../search-state/scope.ts";
import {
  dealershipChoices,
  sentVehicleEnquiry,
  vehicleEnquiryCategory,
  vehicleEnquiryDefaults,
  vehicleEnquiryLead,
} from "./enquiry-data.ts";
import {
  type LastEnquiry,
  readLastEnquiry,
  readRememberedDetails,
  rememberDetails,
  rememberLastEnquiry,
} from "./shopper-storage.ts";
import { visitAttributes } from "./visit-tracking.ts";

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
  const { site } = useSite();
  const vehicle = useVehicle();
  const navigate = useNavigate();
  const requested = useEnquiryRequest();
  const [remembered, setRemembered] = useState({});
  // The fill time counts from when the shopper first saw the page's form button.
  const openedAt = useRef(Date.now());
  useEffect(() => setRemembered(readRememberedDetails(localStorage)), []);
  const defaults = vehicleEnquiryDefaults(vehicle, site);

  const send = async (values: Record<string, unknown>, similar: boolean) => {
    const lead = vehicleEnquiryLead({
      vehicle,
      site,
      values,
      similar,
      pageUrl: window.location.href.split("#")[0] ?? window.location.href,
      userAgent: navigator.userAgent,
      visit: visitAttributes(sessionStorage),
      openedAt: openedAt.current,
      sentAt: Date.now(),
    });
    // Sending's code (the lead API's answers and retries) loads when a lead is sent.
    const { sendLead } = await import("./send-lead.ts");
    const answer = await sendLead(lead, crypto.randomUUID());
    if (answer.status !== "saved") return answer;
    const { events, dataLayer } = site.analytics;
    const category = String(lead.category ?? vehicleEnquiryCategory);
    trackEvent(
      enquiryEventId({ category, carId: vehicle.id }, events),
      { car_id: vehicle.id, lead_id: answer.leadId },
      dataLayer,
    );
    rememberLastEnquiry(localStorage, sentVehicleEnquiry(vehicle, category));
    const details = rememberedDetails(values);
    if (details) rememberDetails(localStorage, details);
    await navigate({ href: "/success" } as Parameters<typeof navigate>[0]);
    return { status: "sent" } as const;
  };

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
