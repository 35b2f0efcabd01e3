import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const garageBlock = defineBlock({
  type: "garage",
  Component: lazyBlock(() => import("./garage.tsx").then((module) => module.Garage)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const garageMeta: BlockMeta = {
  label: "My garage",
  category: "Content",
  icon: "warehouse",
  description:
    "The signed-in shopper's saved cars, enquiries, valuations and details, with a download and deletion of their data.",
};
export type { SaveDetailsResult } from "./garage-data.ts";
