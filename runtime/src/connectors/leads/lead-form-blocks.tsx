import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { isSold } from "@storefront/rules/vehicle/status/availability";
import { isTestDriveOnly } from "@storefront/rules/vehicle/status/test-drive-only";
import { useRouterState } from "@tanstack/react-router";
import { useOptionalVehicle, useVehicle } from "../../pages/vehicle-context.tsx";
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
  const send = (values: Record<string, unknown>) =>
    submit((leads) =>
      leads.testDriveSubmission({ vehicle, linkedCarId }, site, block.props.category, values),
    );
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
  const send = (values: Record<string, unknown>) =>
    submit((leads) => leads.requestPhotosSubmission(vehicle, site, block.props, values));
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
