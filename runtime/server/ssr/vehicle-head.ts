import {
  vehicleDescription,
  vehiclePhotoUrls,
  vehicleStructuredData,
} from "@storefront/rules/vehicle/seo/structured-data";
import type { DocumentHead } from "../../src/app/core/document-head.ts";

/** The head of a page about a vehicle: its description, share image and schema.org data. */
export function withVehicleHead(
  { vehicle, ...head }: DocumentHead,
  siteName: string,
): Omit<DocumentHead, "vehicle"> {
  if (!vehicle) return head;
  const { record, url, structured } = vehicle;
  return {
    ...head,
    description: vehicleDescription(record, siteName),
    image: vehiclePhotoUrls(record, url)[0],
    structuredData: structured ? vehicleStructuredData(record, { url, siteName }) : undefined,
  };
}
