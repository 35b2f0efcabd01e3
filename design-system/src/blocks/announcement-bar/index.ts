import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const announcementBarBlock = defineBlock({
  type: "announcement-bar",
  Component: lazyBlock(() =>
    import("./announcement-bar.tsx").then((module) => module.AnnouncementBar),
  ),
});

/** How the studio shows the block in its palette and forms. */
export const announcementBarMeta: BlockMeta = {
  label: "Announcement bar",
  category: "Layout",
  icon: "bell-ring",
  description:
    "A one-line message above the header, with an optional link, that visitors can dismiss.",
};
