import { contentBlocks } from "@storefront/design-system/blocks/families/content.ts";
import type { FamilyConnectors } from "../connector.ts";

/** The family's blocks, as the design system defines them. */
export const blocks = contentBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {};
