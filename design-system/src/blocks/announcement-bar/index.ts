import { blockPlacements } from "@storefront/schemas/blocks/placements";
import { BellRingIcon } from "lucide-react";
import { defineBlock } from "../contract.ts";
import { AnnouncementBar } from "./announcement-bar.tsx";

export {
  AnnouncementBar,
  type AnnouncementBarProps,
  announcementBarVariants,
} from "./announcement-bar.tsx";

export const announcementBarBlock = defineBlock({
  type: "announcement-bar",
  Component: AnnouncementBar,
  meta: {
    label: "Announcement bar",
    category: "Layout",
    icon: BellRingIcon,
    description:
      "A one-line message above the header, with an optional link, that visitors can dismiss.",
    placement: blockPlacements["announcement-bar"],
    fieldHints: {
      message: { widget: "text", placeholder: "Drive away today with our latest offers." },
      "link.href": { widget: "link" },
      dismissible: { widget: "switch", help: "Once dismissed it stays hidden for the visit." },
      tone: { widget: "select" },
    },
  },
});
