/**
 * The keyboard focus indicator shared by every interactive primitive: a solid 2px outline in the
 * `ring` token, which each theme keeps at 3:1 or more against the background.
 */
export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
