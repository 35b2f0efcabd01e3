import { describe, expect, it, vi } from "vitest";
import type { AppBlocks } from "./preload-blocks.ts";
import { preloadBlocks } from "./preload-blocks.ts";

const part = () => Object.assign(() => null, { preload: vi.fn(async () => {}) });

describe("preloadBlocks", () => {
  it("loads a page's blocks and their connectors, but not those that load when near", async () => {
    const gallery = part();
    const galleryConnector = part();
    const similar = part();
    const similarConnector = part();
    const app = {
      registry: {
        "vehicle-gallery": { type: "vehicle-gallery", needsData: true, Component: gallery },
        "similar-cars": {
          type: "similar-cars",
          needsData: true,
          loadsWhenNear: true,
          Component: similar,
        },
      },
      connectors: { "vehicle-gallery": galleryConnector, "similar-cars": similarConnector },
    } as unknown as AppBlocks;
    await preloadBlocks(
      {
        main: [
          { type: "vehicle-gallery", id: "gallery", props: {} },
          { type: "similar-cars", id: "similar", props: {} },
        ],
      } as never,
      app,
    );
    expect(gallery.preload).toHaveBeenCalled();
    expect(galleryConnector.preload).toHaveBeenCalled();
    expect(similar.preload).not.toHaveBeenCalled();
    expect(similarConnector.preload).not.toHaveBeenCalled();
  });
});
