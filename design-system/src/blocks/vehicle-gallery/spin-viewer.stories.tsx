import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import {
  brokenFrame,
  fixtureSpinViewerUrl,
  galleryPhotos,
  galleryTitle,
  interiorImage,
  spinFrames,
} from "./gallery-fixtures.ts";
import { preloadGalleryTabs, VehicleGallery } from "./vehicle-gallery.tsx";

const frames = spinFrames(24);
const spinName = `360 spin of ${galleryTitle}`;

const meta = {
  title: "Blocks/Vehicle/Gallery spin",
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
    spin_images: frames,
    defaultView: "spinner",
    spinViewerUrl: fixtureSpinViewerUrl,
  },
} satisfies Meta<typeof VehicleGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spin once every frame has loaded (24 frames on a busy machine can take a while). */
const findSpin = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole("slider", { name: spinName }, { timeout: 20_000 });

/** Silences and records the console warnings a failed frame logs. */
function recordWarnings() {
  const warn = spyOn(console, "warn").mockImplementation(() => {});
  return () => warn.mockRestore();
}

/** Drags the pointer across `element` from its centre by `distance` px. */
async function drag(element: HTMLElement, distance: number) {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  await userEvent.pointer([
    { keys: "[MouseLeft>]", target: element, coords: { clientX: x, clientY: y } },
    { target: element, coords: { clientX: x + distance / 2, clientY: y } },
    { target: element, coords: { clientX: x + distance, clientY: y } },
    { keys: "[/MouseLeft]", target: element, coords: { clientX: x + distance, clientY: y } },
  ]);
}

/** Every frame loaded: 'Swipe to spin' until the first drag; 20 px of drag turns one frame. */
export const SpinReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Spin" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const spin = await findSpin(canvas);
    await waitFor(() => expect(canvas.getByText("Swipe to spin")).toBeVisible());
    await expect(canvas.queryByText("Loading 360 spin")).not.toBeInTheDocument();
    await expect(spin).toHaveAttribute("aria-valuenow", "1");
    await expect(spin).toHaveAttribute("aria-valuetext", "Frame 1 of 24");

    await drag(spin, 45);
    await waitFor(() => expect(spin).toHaveAttribute("aria-valuenow", "3"));
    await expect(canvas.queryByText("Swipe to spin")).not.toBeInTheDocument();
    // Dragging back past the first frame wraps round to the last ones.
    await drag(spin, -60);
    await waitFor(() => expect(spin).toHaveAttribute("aria-valuenow", "24"));

    // The other tabs are still there.
    await userEvent.click(canvas.getByRole("tab", { name: "Images" }));
    await expect(canvas.getByRole("img", { name: `${galleryTitle}, 1 of 5` })).toBeVisible();
  },
};

/** The arrow keys turn the spin a frame at a time, round past either end; Home and End jump. */
export const SpinByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spin = await findSpin(canvas);
    await waitFor(() => expect(canvas.getByText("Swipe to spin")).toBeVisible());
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Spin" })).toHaveFocus();
    await userEvent.tab();
    if (!spin.matches(":focus")) await userEvent.tab();
    await expect(spin).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(spin).toHaveAttribute("aria-valuenow", "3");
    await expect(canvas.queryByText("Swipe to spin")).not.toBeInTheDocument();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    await expect(spin).toHaveAttribute("aria-valuenow", "24");
    await userEvent.keyboard("{Home}");
    await expect(spin).toHaveAttribute("aria-valuetext", "Frame 1 of 24");
    await userEvent.keyboard("{End}");
    await expect(spin).toHaveAttribute("aria-valuetext", "Frame 24 of 24");
  },
};

/**
 * A spin that cannot finish loading: one frame fails and the car has no primary image, so the
 * spinner stays on its loading state (and the failure is logged).
 */
export const SpinLoading: Story = {
  args: { spin_images: [...frames.slice(0, 23), brokenFrame] },
  beforeEach: recordWarnings,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading 360 spin");
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("24")));
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading 360 spin");
    await expect(canvas.queryByText("Swipe to spin")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("slider")).not.toBeInTheDocument();
  },
};

/** A frame fails to load: logged, and the primary image shown in the spin's place. */
export const SpinFrameFailure: Story = {
  args: {
    spin_images: [frames[0] ?? "", brokenFrame, ...frames.slice(2)],
    primary_image_url: galleryPhotos(1)[0]?.url,
  },
  beforeEach: recordWarnings,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringContaining(`Spin frame 2 of 24 failed to load for ${galleryTitle}`),
      ),
    );
    await expect(await canvas.findByRole("img", { name: galleryTitle })).toBeVisible();
    await expect(canvas.queryByRole("slider")).not.toBeInTheDocument();
    await expect(canvas.queryByText("Swipe to spin")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

/** A spin_code and no frames: the external viewer's page in an iframe. */
export const ExternalSpin: Story = {
  args: { spin_images: [], spin_code: "HLX-48213" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Spin" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await waitFor(() => expect(canvasElement.querySelector("iframe")).not.toBeNull());
    const frame = canvasElement.querySelector("iframe");
    await expect(frame).toHaveAttribute("title", spinName);
    await expect(frame).toHaveAttribute("src", fixtureSpinViewerUrl("HLX-48213"));
  },
};

/** Hotspots sit on their own frames; each opens its title and description. */
export const Hotspots: Story = {
  args: {
    spin_interior_image: interiorImage,
    hotspots: {
      exterior: [
        { title: "Bull bar", description: "Steel bull bar with driving lights." },
        { title: "Tow bar", description: "Rated to 3,500 kg braked." },
      ],
      exterior_positions: [
        { frame: 0, x: 70, y: 60 },
        { frame: 2, x: 30, y: 55 },
      ],
      interior: [{ title: "Touchscreen", description: "8-inch with Apple CarPlay." }],
      interior_positions: [{ frame: 0, x: 68, y: 65 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spin = await findSpin(canvas);
    const bullBar = await canvas.findByRole("button", { name: "Bull bar" });
    await expect(canvas.queryByRole("button", { name: "Tow bar" })).not.toBeInTheDocument();

    await userEvent.click(bullBar);
    await expect(bullBar).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText("Steel bull bar with driving lights.")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(bullBar).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText("Steel bull bar with driving lights.")).not.toBeInTheDocument();

    // Turning to frame 3 shows the tow bar's hotspot instead.
    spin.focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.queryByRole("button", { name: "Bull bar" })).not.toBeInTheDocument();
    const towBar = canvas.getByRole("button", { name: "Tow bar" });
    towBar.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Rated to 3,500 kg braked.")).toBeVisible();

    // Interior hotspots.
    await userEvent.click(canvas.getByRole("tab", { name: "Interior" }));
    await userEvent.click(canvas.getByRole("button", { name: "Touchscreen" }));
    await expect(canvas.getByText("8-inch with Apple CarPlay.")).toBeVisible();
  },
};

/** Auto-rotate (with motion allowed): a frame every 100 ms until the shopper takes over. */
export const AutoRotate: Story = {
  args: { autoRotate: true },
  parameters: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spin = await findSpin(canvas);
    await waitFor(() => expect(Number(spin.getAttribute("aria-valuenow"))).toBeGreaterThan(3));
    spin.focus();
    await userEvent.keyboard("{Home}");
    await expect(spin).toHaveAttribute("aria-valuenow", "1");
    await userEvent.keyboard("{ArrowRight}");
    await expect(spin).toHaveAttribute("aria-valuenow", "2");
  },
};
