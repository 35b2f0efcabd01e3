/** The widths the preview can be viewed at, as a shopper's screen would be. */
export const previewDevices = [
  { id: "mobile", label: "Mobile", width: 375 },
  { id: "tablet", label: "Tablet", width: 768 },
  { id: "desktop", label: "Desktop", width: 1280 },
] as const;

type PreviewDevice = (typeof previewDevices)[number];
export type PreviewDeviceId = PreviewDevice["id"];

/** How much to shrink a page of `width` pixels to fit `available` pixels (never enlarged). */
export function fitScale(available: number, width: number): number {
  if (available <= 0 || width <= 0) return 1;
  return Math.min(1, available / width);
}
