import {
  type PlaceholderBody,
  type PlaceholderColour,
  placeholderColours,
} from "./placeholder-palette.ts";
import { sceneForView } from "./scenes.ts";
import type { Silhouette } from "./silhouette.ts";
import { convertible, coupe, hatch, sedan, suv, wagon } from "./silhouettes-cars.ts";
import { cabChassis, caravan, motorcycle, truck, ute, van } from "./silhouettes-work.ts";

const silhouettes: Record<PlaceholderBody, Silhouette> = {
  hatch,
  sedan,
  wagon,
  suv,
  ute,
  van,
  coupe,
  convertible,
  "cab-chassis": cabChassis,
  motorcycle,
  truck,
  caravan,
};

const bodyNames: Record<PlaceholderBody, string> = {
  hatch: "hatch",
  sedan: "sedan",
  wagon: "wagon",
  suv: "SUV",
  ute: "ute",
  van: "van",
  coupe: "coupe",
  convertible: "convertible",
  "cab-chassis": "cab chassis",
  motorcycle: "motorcycle",
  truck: "truck",
  caravan: "caravan",
};

export interface PlaceholderRequest {
  body: PlaceholderBody;
  colour: PlaceholderColour;
  /** Gallery position from 1; picks the backdrop and framing. */
  view: number;
  /** Thumbnail: the same drawing declared at 300 by 200. */
  thumb?: boolean;
}

/** Darkens a #rrggbb colour by a factor (0.6 = 60% brightness) for outlines. */
function shade(hex: string, factor: number): string {
  const channel = (start: number) =>
    Math.round(Number.parseInt(hex.slice(start, start + 2), 16) * factor)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

function paths(list: readonly string[], attributes: string): string {
  return list.map((d) => `<path d="${d}"${attributes}/>`).join("");
}

function wheels(shape: Silhouette): string {
  return shape.wheels
    .map(
      ({ cx, cy, r }) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1f2125"/>` +
        `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.55)}" fill="#aeb4bb" stroke="#6f767e" stroke-width="3"/>` +
        `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.15)}" fill="#50565d"/>`,
    )
    .join("");
}

/** The transform that flips and frames the drawing for the scene. */
function framing(
  shape: Silhouette,
  zoom: number,
  centre: "whole" | "front" | "wheel",
  facingRight: boolean,
) {
  const [focusX, focusY] =
    centre === "front" ? shape.focus.front : centre === "wheel" ? shape.focus.wheel : [300, 300];
  const targetY = centre === "whole" ? 300 : 200;
  const translateX = 300 - focusX * zoom;
  const translateY = targetY - focusY * zoom;
  const flip = facingRight ? "translate(600 0) scale(-1 1) " : "";
  return `${flip}translate(${translateX.toFixed(1)} ${translateY.toFixed(1)}) scale(${zoom})`;
}

/**
 * A small SVG placeholder photo: a side-on silhouette of the body type in the named colour, on a
 * backdrop chosen by the view number. 600 by 400, the storefront's image size.
 */
export function renderPlaceholderSvg({
  body,
  colour,
  view,
  thumb = false,
}: PlaceholderRequest): string {
  const shape = silhouettes[body];
  const scene = sceneForView(view);
  const paint = placeholderColours[colour];
  const outline = shade(paint, colour === "Black" ? 2.2 : 0.55);
  const title = `${colour} ${bodyNames[body]}, photo ${view} (${scene.name})`;
  const [width, height] = thumb ? [300, 200] : [600, 400];
  const lights = scene.lightsOn ? "#fff6c8" : "#e9eef2";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 400" role="img" aria-labelledby="title">` +
    `<title id="title">${title}</title>` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>` +
    `<rect width="600" height="400" fill="url(#sky)"/>` +
    `<rect y="300" width="600" height="100" fill="${scene.ground}"/>${scene.groundDetail ?? ""}` +
    `<g transform="${framing(shape, scene.zoom, scene.centre, scene.facingRight)}">` +
    `<ellipse cx="300" cy="302" rx="230" ry="10" fill="#000" opacity="0.22"/>` +
    `<g stroke-linejoin="round">` +
    paths(shape.pale, ` fill="#e3e6ea" stroke="#9aa1a9" stroke-width="3"`) +
    paths(shape.painted, ` fill="${paint}" stroke="${outline}" stroke-width="3"`) +
    paths(shape.glass, ` fill="#2c3a47" opacity="0.88"`) +
    paths(shape.trim, ` fill="#2a2d31" stroke="#2a2d31" stroke-width="3"`) +
    (shape.headlight
      ? paths([shape.headlight], ` fill="${lights}" stroke="${outline}" stroke-width="2"`)
      : "") +
    (shape.taillight ? paths([shape.taillight], ` fill="#c8262e"`) : "") +
    `</g>${wheels(shape)}</g></svg>`
  );
}
