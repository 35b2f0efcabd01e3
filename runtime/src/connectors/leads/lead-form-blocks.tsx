import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { enquiryEventId } from "@storefront/rules/leads/enquiry-values";
import { testDriveEventId } from "@storefront/rules/leads/lead-events";
import { isSold } from "@storefront/rules/vehicle/availability";
import { isTestDriveOnly } from "@storefront/rules/vehicle/test-drive-only";
import { vehicleTitle } from "@storefront/rules/vehicle/vehicle-title";
import { useRouterState } from "@tanstack/react-router";
import { useOptionalVehicle, useVehicle } from "../../pages/vehicle-context.tsx";
import { sentVehicleEnquiry, vehicleLead } from "./enquiry-data.ts";
import { unexpectedLeadError } from "./send-lead.ts";
import { useLeadSubmission } from "./use-lead-submission.ts";

/** `/book-test-drive?car_id=…` (a result card's link) names the car the booking is for. */
function useLinkedCarId(): string | undefined {
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const carId = new URLSearchParams(search).get("car_id")?.trim();
  return carId && carId.length <= 100 ? carId : undefined;
}

/**
 * The test drive: on the vehicle page about its car; on /book-test-drive about the car its
 * link names, if any.
 */
export function TestDriveFormConnector({ block, Block }: ConnectorProps<"test-drive-form">) {
  const vehicle = useOptionalVehicle();
  const linkedCarId = useLinkedCarId();
  const { site, remembered, submit } = useLeadSubmission();
  const { category } = block.props;
  const send = (values: Record<string, unknown>) => {
    const { events } = site.analytics;
    const eventId = testDriveEventId(vehicle?.car_type, events, site.analytics.usedTestDriveEvent);
    if (!vehicle)
      return submit({
        lead: { ...values, category, ...(linkedCarId ? { car_id: linkedCarId } : {}) },
        eventId,
        lastEnquiry: { category },
      });
    return submit({
      lead: vehicleLead(vehicle, site, { category }, values),
      eventId,
      eventDetails: { car_id: vehicle.id },
      lastEnquiry: sentVehicleEnquiry(vehicle, category),
    });
  };
  return (
    <Block
      {...block.props}
      about={vehicle ? vehicleTitle(vehicle) : ""}
      bookable={!vehicle || !isSold(vehicle)}
      testDriveOnly={vehicle ? isTestDriveOnly({ tag: vehicle.tag }) : false}
      initialValues={remembered}
      send={send}
    />
  );
}

/** More photos of the vehicle: the request text leads the shopper's own message. */
export function RequestPhotosFormConnector({
  block,
  Block,
}: ConnectorProps<"request-photos-form">) {
  const vehicle = useVehicle();
  const { site, remembered, submit } = useLeadSubmission();
  const { category, subcategory, request } = block.props;
  const send = ({ message, ...values }: Record<string, unknown>) =>
    submit({
      lead: vehicleLead(
        vehicle,
        site,
        { category, subcategory },
        {
          ...values,
          message: [request, message].filter(Boolean).join("\n\n"),
        },
      ),
      eventId: enquiryEventId({ category, subcategory, carId: vehicle.id }, site.analytics.events),
      eventDetails: { car_id: vehicle.id },
      lastEnquiry: sentVehicleEnquiry(vehicle, category),
    });
  return (
    <Block
      {...block.props}
      about={vehicleTitle(vehicle)}
      available={!isSold(vehicle)}
      initialValues={remembered}
      send={send}
    />
  );
}

/** The trade-in lead, about the vehicle when the page shows one. */
export function TradeInFormConnector({ block, Block }: ConnectorProps<"trade-in-form">) {
  const vehicle = useOptionalVehicle();
  const { site, remembered, submit } = useLeadSubmission();
  const { category } = block.props;
  const send = (values: Record<string, unknown>) =>
    submit({
      lead: vehicle ? vehicleLead(vehicle, site, { category }, values) : { ...values, category },
      eventId: enquiryEventId({ category, carId: vehicle?.id }, site.analytics.events),
      lastEnquiry: vehicle ? sentVehicleEnquiry(vehicle, category) : { category },
    });
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
    const result = await submit({
      lead,
      eventId: enquiryEventId({ category }, site.analytics.events),
      lastEnquiry: { category },
    });
    if (result.status === "sent") return result;
    const message = result.message === unexpectedLeadError ? genericFormError : result.message;
    window.alert(message);
    return { ...result, message };
  };
  return <Block {...block.props} initialValues={remembered} send={send} />;
}
