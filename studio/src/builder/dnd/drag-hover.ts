import { createContext, useContext } from "react";
import type { DragSource } from "./drag-data.ts";

/** The drag under way, for zones to show whether the dragged block may be dropped in them. */
export type DragHover = {
  source: DragSource | null;
  /** `page\0zone` of the zone the drag is over. */
  overZone: string | null;
  /** Why the block may not be dropped there; null when it may. */
  refusal: string | null;
};

export const idleDrag: DragHover = { source: null, overZone: null, refusal: null };

export const DragHoverContext = createContext<DragHover>(idleDrag);

export const useDragHover = () => useContext(DragHoverContext);

export const zoneKey = (zone: { page: string; zone: string }) => `${zone.page}\u0000${zone.zone}`;
