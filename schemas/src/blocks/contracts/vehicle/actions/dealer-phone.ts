import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/** The dealer's number beside the vehicle; masked or shown as the site's vehicle page says. */
export const dealerPhone = blockContract({
  type: "dealer-phone",
  props: z.strictObject({}),
  placement: { templates: ["vehicle"], zones: ["sidebar"], max: 1 },
});
