import { z } from "zod";
import { safeLink } from "../common.ts";

export const linkProp = z.strictObject({
  label: z.string().min(1).meta({ title: "Label" }),
  href: safeLink.meta({ title: "Link" }),
});

/** Where a block may be placed: page templates, zones, and how many per page. */
export type Placement = {
  templates: readonly string[] | "any";
  zones: readonly string[];
  min?: number;
  max?: number;
};
