import { type Ref, useRef } from "react";
import { fitScale } from "./devices.ts";
import { previewQueryParam } from "./storefront-preview.ts";
import { useElementSize } from "./use-element-size.ts";

type ScaledFrameProps = {
  frameRef: Ref<HTMLIFrameElement>;
  /** The width the storefront lays itself out at. */
  width: number;
};

/**
 * The storefront in preview mode, on this origin, laid out at the device's width and shrunk to
 * fit the pane when the pane is narrower (a desktop page in a half-width pane), so what shows
 * is what a shopper at that width sees.
 */
export function ScaledFrame({ frameRef, width }: ScaledFrameProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const size = useElementSize(viewport);
  const scale = fitScale(size.width, width);
  return (
    <div ref={viewport} className="relative min-h-0 flex-1 overflow-hidden bg-muted">
      <div className="mx-auto h-full" style={{ width: width * scale }}>
        <iframe
          ref={frameRef}
          title="Storefront preview"
          src={`/?${previewQueryParam}`}
          data-scale={scale}
          className="block border-0 bg-background"
          style={{
            width,
            height: size.height / scale || "100%",
            transform: scale === 1 ? undefined : `scale(${scale})`,
            transformOrigin: "top left",
          }}
        />
      </div>
    </div>
  );
}
