import {
  type CollisionDetection,
  closestCenter,
  closestCorners,
  pointerWithin,
} from "@dnd-kit/core";

/**
 * With a pointer, the drop place under it (else the nearest); with the keyboard, the place the
 * dragged card was moved onto.
 */
export const builderCollisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCorners(args);
  const under = pointerWithin(args);
  return under.length ? under : closestCenter(args);
};
