/**
 * A side-on drawing of a vehicle facing left, on a 600 by 400 canvas with the ground at y = 300.
 * Paths are SVG path data; the renderer colours them.
 */
export interface Silhouette {
  /** Panels in the vehicle's colour. */
  painted: string[];
  /** Windows. */
  glass: string[];
  /** Dark trim: bumpers, chassis rails, seats, handlebars. */
  trim: string[];
  /** Light grey parts that keep their own colour, such as a truck's cargo box. */
  pale: string[];
  wheels: Wheel[];
  headlight?: string;
  taillight?: string;
  /** Where the detail views zoom in: the front of the vehicle and a wheel. */
  focus: { front: [number, number]; wheel: [number, number] };
}

export interface Wheel {
  cx: number;
  cy: number;
  r: number;
}

const groundY = 300;

/** A wheel-arch cut-out running right to left along the sill, for a wheel at `cx`. */
export function archLeftward(cx: number, sillY: number, radius: number): string {
  return `L${cx + radius} ${sillY} A${radius} ${radius} 0 0 0 ${cx - radius} ${sillY}`;
}

export function wheelOnGround(cx: number, r: number): Wheel {
  return { cx, cy: groundY - r, r };
}
