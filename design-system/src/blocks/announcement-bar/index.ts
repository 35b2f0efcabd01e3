import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export const announcementBarBlock = defineBlock({
  type: "announcement-bar",
  Component: lazyBlock(() =>
    import("./announcement-bar.tsx").then((module) => module.AnnouncementBar),
  ),
  meta: {
    label: "Announcement bar",
    category: "Layout",
    icon: "bell-ring",
    description:
      "A one-line message above the header, with an optional link, that visitors can dismiss.",
  },
});
