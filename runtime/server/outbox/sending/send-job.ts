import type { SiteDefinition } from "@storefront/schemas";
import { deliverLead } from "../deliver-lead.ts";
import { failureMessage, PermanentDeliveryError } from "../delivery-failure.ts";
import type { SendingSettings, SendJob, SendOutcome } from "./sending-thread.ts";

/** Sends one delivery; its outcome says why it did not arrive and whether a retry could help. */
export async function sendJob(
  site: SiteDefinition,
  job: SendJob,
  settings: SendingSettings,
): Promise<SendOutcome> {
  try {
    await deliverLead(site, job.delivery, job.lead, { ...settings, listedCar: () => job.listing });
    return { sent: true };
  } catch (error) {
    return {
      sent: false,
      error: failureMessage(error),
      permanent: error instanceof PermanentDeliveryError,
    };
  }
}
