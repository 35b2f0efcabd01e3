import { z } from "zod";
import { blockContract } from "../../shared.ts";

export const breadcrumb = blockContract({
  type: "breadcrumb",
  props: z.strictObject({}),
  placement: { templates: "any", zones: ["top", "main"], max: 1 },
});
