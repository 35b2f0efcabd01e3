import { z } from "zod";
import { blockContract } from "../../../shared.ts";

const shown = (title: string, help: string) => z.boolean().default(true).meta({ title, help });

/** The vehicle page's share, print, PDF and history-report buttons. */
export const vehicleActions = blockContract({
  type: "vehicle-actions",
  props: z.strictObject({
    share: shown("Share", "Social sites, WhatsApp, email, text message and copy link."),
    print: shown("Print", "Opens the printable page of the vehicle."),
    pdf: shown("Download PDF", "Saves the vehicle's details as {slug}.pdf."),
  }),
  placement: { templates: ["vehicle"], zones: ["sidebar"], max: 1 },
});
