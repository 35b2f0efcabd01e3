import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const vehicleFaqBlock = defineBlock({
  type: "vehicle-faq",
  Component: lazyBlock(() => import("./vehicle-faq.tsx").then((module) => module.VehicleFaq)),
  loadsWhenNear: true,
});

/** How the studio shows the block in its palette and forms. */
export const vehicleFaqMeta: BlockMeta = {
  label: "Vehicle FAQ",
  category: "Vehicle",
  icon: "message-circle-question",
  description: "Common questions on buying a vehicle that open and close to show their answers.",
};
