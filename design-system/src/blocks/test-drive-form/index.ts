import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const testDriveFormBlock = defineBlock({
  type: "test-drive-form",
  Component: lazyBlock(() =>
    import("./test-drive-block.tsx").then((module) => module.TestDriveBlock),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const testDriveFormMeta: BlockMeta = {
  label: "Test drive form",
  category: "Vehicle",
  icon: "car-front",
  description:
    "'Book a Test Drive': a button opening the form on the vehicle page, or the form on its page.",
};
