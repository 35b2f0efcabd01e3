import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/** Shown only on a sold vehicle's page: the news, and a way to find a similar one. */
export const soldNotice = blockContract({
  type: "sold-notice",
  props: z.strictObject({}),
  placement: { templates: ["vehicle"], zones: ["top", "main"], max: 1 },
});
