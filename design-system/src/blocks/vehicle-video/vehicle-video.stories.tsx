import { vehicleVideo } from "@storefront/rules/vehicle/media/video";
import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fixtureVehicle } from "../vehicle-card/vehicle-fixtures.ts";
import { fixtureSpinViewerUrl, fixtureVideoUrl } from "../vehicle-gallery/gallery-fixtures.ts";
import { VehicleVideo } from "./vehicle-video.tsx";

const defaults = blockProps["vehicle-video"].parse({});
const vehicleTitle = "2021 Toyota HiLux SR5 (4x4)";

const meta = {
  title: "Blocks/Vehicle/Video",
  component: VehicleVideo,
  tags: ["autodocs"],
  args: {
    ...defaults,
    video: vehicleVideo({ video_url: fixtureVideoUrl }),
    vehicleTitle,
    posterUrl: fixtureVehicle().primary_image_url,
  },
} satisfies Meta<typeof VehicleVideo>;
export default meta;
type Story = StoryObj<typeof meta>;

const player = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="video-player"]');

/** Until played: the poster and a play button, and no player loaded. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Video" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Play video" })).toBeVisible();
    await expect(player(canvasElement)).toBeNull();
  },
};

/** A feed's file plays in the page's own player, which takes focus. */
export const PlayAFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Play video" }));
    const video = player(canvasElement);
    await expect(video?.tagName).toBe("VIDEO");
    await expect(video).toHaveAttribute("controls");
    await expect(video).toHaveAttribute("autoplay");
    await expect(video).toHaveAccessibleName(`Video of ${vehicleTitle}`);
    await waitFor(() => expect(video).toHaveFocus());
    await expect(canvas.queryByRole("button", { name: "Play video" })).toBeNull();
  },
};

/** An external player loads in an iframe only when played, by keyboard here. */
export const PlayAnExternalPlayerByKeyboard: Story = {
  args: { video: { source: "external", url: fixtureSpinViewerUrl("walk-around") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Play video" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const frame = player(canvasElement);
    await expect(frame?.tagName).toBe("IFRAME");
    await expect(frame).toHaveAttribute("title", `Video of ${vehicleTitle}`);
    await waitFor(() => expect(frame).toHaveFocus());
  },
};

/** A YouTube link: YouTube's privacy-enhanced player, loaded only once played. */
export const YouTubeBeforePlaying: Story = {
  args: { video: vehicleVideo({ video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Play video" })).toBeVisible();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

/** The marketer's own words on the button, and no photo to show. */
export const OwnLabelWithoutPoster: Story = {
  args: { title: "Walk-around", playLabel: "Watch the walk-around", posterUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Walk-around" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Watch the walk-around" })).toBeVisible();
  },
};

/** No video: the block is not shown. */
export const NoVideo: Story = {
  args: { video: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="vehicle-video"]')).toBeNull();
  },
};
