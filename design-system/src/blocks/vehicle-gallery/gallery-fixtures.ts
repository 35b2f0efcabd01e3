import { placeholderPhoto } from "../vehicle-card/vehicle-fixtures.ts";
import type { VehicleGalleryProps } from "./vehicle-gallery.tsx";

/**
 * Story fixtures: inline SVG photos and spin frames, so the stories load nothing over the network.
 */

export const galleryTitle = "2021 Toyota HiLux SR5 (4x4) GUN126R";

const fills = [
  "#94a3b8",
  "#60a5fa",
  "#a3a3a3",
  "#f87171",
  "#cbd5e1",
  "#4ade80",
  "#fbbf24",
  "#c084fc",
];

/** `count` photos, each with a thumbnail (the same picture). */
export function galleryPhotos(count: number): VehicleGalleryProps["images"] {
  return Array.from({ length: count }, (_, index) => {
    const url = placeholderPhoto(fills[index % fills.length] ?? "#94a3b8");
    return { url, thumb: { url } };
  });
}

/** One frame of a turntable: a car seen from above, turned `degrees`, squashed for perspective. */
function spinFrame(degrees: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#e2e8f0"/><ellipse cx="300" cy="250" rx="230" ry="80" fill="#cbd5e1"/><g transform="translate(300 250) scale(1 0.4) rotate(${degrees})"><rect x="-150" y="-70" width="300" height="140" rx="40" fill="#2563eb"/><rect x="40" y="-55" width="60" height="110" rx="14" fill="#bfdbfe"/><circle cx="150" cy="0" r="16" fill="#facc15"/></g><text x="300" y="60" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#0f172a">${degrees}°</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** `count` frames going once round. */
export function spinFrames(count: number): string[] {
  return Array.from({ length: count }, (_, index) => spinFrame(Math.round((index * 360) / count)));
}

/** A frame that fails to load (an empty PNG), without touching the network. */
export const brokenFrame = "data:image/png;base64,AAAA";

/** The interior image: a dashboard sketch. */
export const interiorImage = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#1e293b"/><path d="M0 260 Q300 170 600 260 V400 H0z" fill="#334155"/><circle cx="220" cy="300" r="60" fill="none" stroke="#94a3b8" stroke-width="14"/><rect x="340" y="230" width="140" height="80" rx="8" fill="#0ea5e9"/></svg>`,
)}`;

/** The external spin viewer: a small local page standing in for the provider's. */
export function fixtureSpinViewerUrl(spinCode: string): string {
  return `data:text/html,${encodeURIComponent(
    `<!doctype html><html lang="en"><title>360 spin ${spinCode}</title><body style="margin:0;font:16px sans-serif;display:grid;place-items:center;height:100vh;background:#e2e8f0"><p>External 360 spin ${spinCode}</p></body></html>`,
  )}`;
}

/** A walk-around video file: an empty one (the player shows its controls). */
export const fixtureVideoUrl = "data:video/mp4;base64,";
