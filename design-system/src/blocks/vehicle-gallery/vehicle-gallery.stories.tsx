import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import {
  fixtureSpinViewerUrl,
  fixtureVideoUrl,
  galleryPhotos,
  galleryTitle,
  interiorImage,
  spinFrames,
} from "./gallery-fixtures.ts";
import { preloadGalleryTabs, VehicleGallery } from "./vehicle-gallery.tsx";

const meta = {
  title: "Blocks/Vehicle/Gallery",
  loaders: [preloadGalleryTabs],
  component: VehicleGallery,
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    title: galleryTitle,
    status: "in_stock",
    images: galleryPhotos(5),
    defaultView: "gallery",
    spinViewerUrl: fixtureSpinViewerUrl,
  },
} satisfies Meta<typeof VehicleGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const slideStatus = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="carousel-status"]');
const photo = (canvas: ReturnType<typeof within>, number: number, of: number) =>
  canvas.getByRole("img", { name: `${galleryTitle}, ${number} of ${of}` });

/** Five photos of a car in stock: thumbnails that fit, previous and next, full screen. */
export const ManyImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("tablist")).not.toBeInTheDocument();
    const first = photo(canvas, 1, 5);
    await expect(first).toHaveAttribute("width", "600");
    await expect(first).toHaveAttribute("height", "400");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(photo(canvas, 2, 5)).toHaveAttribute("fetchpriority", "high");
    await expect(photo(canvas, 3, 5)).toHaveAttribute("loading", "lazy");

    const strip = canvas.getByRole("list", { name: "Choose a photo" });
    await expect(strip).toHaveAttribute("data-scrolls", "false");
    const thumbs = within(strip).getAllByRole("button");
    await expect(thumbs).toHaveLength(5);
    await expect(thumbs[0]).toHaveAttribute("aria-current", "true");

    // Pointer: next, then a thumbnail.
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 1 of 5"));
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 2 of 5"));
    await expect(thumbs[1]).toHaveAttribute("aria-current", "true");
    await expect(thumbs[0]).not.toHaveAttribute("aria-current");
    await userEvent.click(canvas.getByRole("button", { name: "Show image 4 of 5" }));
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 4 of 5"));

    // Keyboard: the arrow keys move the slides while focus is in the gallery.
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 2 of 5"));
    await expect(thumbs[1]).toHaveAttribute("aria-current", "true");

    // Full screen opens on the slide showing; Escape closes it and focus goes back.
    const fullscreen = canvas.getByRole("button", { name: "View full screen" });
    await userEvent.click(fullscreen);
    const dialog = await screen.findByRole("dialog", { name: galleryTitle });
    await waitFor(() =>
      expect(dialog.querySelector('[data-slot="carousel-status"]')).toHaveTextContent(
        "Slide 2 of 5",
      ),
    );
    await expect(within(dialog).getAllByRole("button", { name: /^Show image/ })).toHaveLength(5);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(dialog.querySelector('[data-slot="carousel-status"]')).toHaveTextContent(
        "Slide 3 of 5",
      ),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(fullscreen).toHaveFocus());
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 3 of 5"));

    // Again by pointer, closed by its close button.
    await userEvent.click(fullscreen);
    const again = await screen.findByRole("dialog", { name: galleryTitle });
    await userEvent.click(within(again).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(fullscreen).toHaveFocus());
  },
};

/** Three photos: no thumbnails, in the page or full screen. */
export const ThreeImages: Story = {
  args: { images: galleryPhotos(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(photo(canvas, 3, 3)).toBeInTheDocument();
    await expect(canvas.queryByRole("list", { name: "Choose a photo" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "View full screen" }));
    const dialog = await screen.findByRole("dialog", { name: galleryTitle });
    await expect(within(dialog).queryByRole("list")).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** More than 5 photos: the thumbnail strip scrolls and follows the slide showing. */
export const ScrollingThumbnails: Story = {
  args: { images: galleryPhotos(8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = canvas.getByRole("list", { name: "Choose a photo" });
    await expect(strip).toHaveAttribute("data-scrolls", "true");
    await expect(within(strip).getAllByRole("button")).toHaveLength(8);
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 1 of 8"));
    const last = canvas.getByRole("button", { name: "Show image 8 of 8" });
    last.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 8 of 8"));
    await expect(last).toHaveAttribute("aria-current", "true");
    await waitFor(() => expect(strip.scrollLeft).toBeGreaterThan(0));
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 7 of 8"));
    await expect(canvas.getByRole("button", { name: "Show image 7 of 8" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  },
};

/** A video_url: the video is the second slide, played with its own controls. */
export const WithVideo: Story = {
  args: { video_url: fixtureVideoUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getAllByRole("group")[1] as HTMLElement).queryByRole("img")).toBe(
      null,
    );
    const video = canvasElement.querySelector("video");
    await expect(video).toHaveAttribute("controls");
    await expect(video).toHaveAccessibleName(`Video of ${galleryTitle}`);
    await expect(canvas.getAllByRole("button", { name: /^Show / }).map((b) => b.ariaLabel)).toEqual(
      [
        "Show image 1 of 5",
        "Show video",
        "Show image 2 of 5",
        "Show image 3 of 5",
        "Show image 4 of 5",
        "Show image 5 of 5",
      ],
    );
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 1 of 6"));
    await userEvent.click(canvas.getByRole("button", { name: "Show video" }));
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 2 of 6"));
    await expect(canvas.getByRole("button", { name: "Show video" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  },
};

/**
 * An external_video_url (here a YouTube link) without a video_url: the second slide, a play
 * button that loads the player (an iframe) only when played.
 */
export const WithExternalVideo: Story = {
  args: { external_video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The player's code loads with the first car that needs it.
    const play = await canvas.findByRole("button", { name: "Play video" });
    await expect(play.closest('[data-slot="carousel-item"]')).toHaveAttribute(
      "aria-label",
      "2 of 6",
    );
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

/** A sold car keeps its photos but shows no thumbnails; full screen still has them. */
export const SoldCar: Story = {
  args: { status: "sold", images: galleryPhotos(8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(photo(canvas, 1, 8)).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "Choose a photo" })).not.toBeInTheDocument();
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 1 of 8"));
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 2 of 8"));
    await userEvent.click(canvas.getByRole("button", { name: "View full screen" }));
    const dialog = await screen.findByRole("dialog", { name: galleryTitle });
    await expect(within(dialog).getByRole("list", { name: "Choose a photo" })).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Show image 6 of 8" }));
    await waitFor(() =>
      expect(dialog.querySelector('[data-slot="carousel-status"]')).toHaveTextContent(
        "Slide 6 of 8",
      ),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(slideStatus(canvasElement)).toHaveTextContent("Slide 6 of 8"));
  },
};

/** The site opens on the interior view and the car has an interior image. */
export const InteriorTabDefault: Story = {
  args: {
    defaultView: "interior",
    spin_images: spinFrames(12),
    spin_interior_image: interiorImage,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole("tab");
    await expect(tabs.map((tab) => tab.textContent)).toEqual(["Spin", "Images", "Interior"]);
    await expect(canvas.getByRole("tab", { name: "Interior" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("img", { name: `${galleryTitle}, interior` })).toBeVisible();

    // Keyboard: arrow keys move between tabs and show them.
    canvas.getByRole("tab", { name: "Interior" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Images" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(photo(canvas, 1, 5)).toBeVisible();
    // Pointer.
    await userEvent.click(canvas.getByRole("tab", { name: "Interior" }));
    await expect(canvas.getByRole("img", { name: `${galleryTitle}, interior` })).toBeVisible();
  },
};

/** The site's default is the spin, but a car without one opens on Images (no Spin tab). */
export const NoSpinFallsBackToImages: Story = {
  args: { defaultView: "spinner", spin_interior_image: interiorImage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Images",
      "Interior",
    ]);
    await expect(canvas.getByRole("tab", { name: "Images" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** No photos, video or spin yet: the placeholder the result cards use. */
export const NoPhotos: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Photos coming soon")).toBeVisible();
    await expect(
      canvas.queryByRole("button", { name: "View full screen" }),
    ).not.toBeInTheDocument();
  },
};
