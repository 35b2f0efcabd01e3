import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { VehicleStickyBars } from "./vehicle-sticky-bars.tsx";

const meta = {
  title: "Blocks/Vehicle/Sticky header and call bar",
  component: VehicleStickyBars,
  args: {
    title: "2021 Toyota HiLux SR5",
    price: {
      price: 52990,
      priceType: "Drive Away",
      sold: false,
      noPriceText: "Enquire for price.",
    },
    phone: { label: "Parramatta Toyota", number: "0296308800" },
    enquireHref: "#enquire",
    callBar: { enabled: true, threshold: 900 },
    onCall: fn(),
  },
  // A tall page to scroll; each story starts at the top.
  decorators: [
    (Story) => (
      <div style={{ height: "3000px" }}>
        <p>Scroll down the vehicle page.</p>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: "fullscreen", viewport: { defaultViewport: "mobile1" } },
  beforeEach: () => {
    window.scrollTo(0, 0);
    return () => window.scrollTo(0, 0);
  },
} satisfies Meta<typeof VehicleStickyBars>;
export default meta;
type Story = StoryObj<typeof meta>;

const header = (root: HTMLElement) => root.querySelector('[data-slot="vehicle-sticky-header"]');
const callBar = (root: HTMLElement) => root.querySelector('[data-slot="vehicle-call-bar"]');

/** Nothing at the top; the header past 500 px; the call bar past the site's 900 px. */
export const AppearOnScroll: Story = {
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement)).toBeNull();
    window.scrollTo(0, 600);
    await waitFor(() => expect(header(canvasElement)).not.toBeNull());
    await expect(callBar(canvasElement)).toBeNull();
    const bar = within(header(canvasElement) as HTMLElement);
    await expect(bar.getByText("2021 Toyota HiLux SR5")).toBeInTheDocument();
    await expect(bar.getByRole("link", { name: "Enquire" })).toHaveAttribute("href", "#enquire");
    window.scrollTo(0, 1000);
    await waitFor(() => expect(callBar(canvasElement)).not.toBeNull());
    window.scrollTo(0, 0);
    await waitFor(() => expect(header(canvasElement)).toBeNull());
    await expect(callBar(canvasElement)).toBeNull();
  },
};

export const CallCounts: Story = {
  play: async ({ canvasElement, args }) => {
    window.scrollTo(0, 600);
    await waitFor(() => expect(header(canvasElement)).not.toBeNull());
    const call = within(header(canvasElement) as HTMLElement).getByRole("link", {
      name: "Call Parramatta Toyota",
    });
    await expect(call).toHaveAttribute("href", "tel:0296308800");
    call.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(call);
    await expect(args.onCall).toHaveBeenCalledOnce();
  },
};

/** A site without a call bar, and a sold car: no bar at the bottom and no Enquire. */
export const SoldWithoutCallBar: Story = {
  args: {
    callBar: { enabled: false, threshold: 900 },
    price: { price: 52990, priceType: undefined, sold: true, noPriceText: "Enquire for price." },
  },
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 2000);
    await waitFor(() => expect(header(canvasElement)).not.toBeNull());
    const bar = within(header(canvasElement) as HTMLElement);
    await expect(bar.getByText("SOLD")).toBeInTheDocument();
    await expect(bar.queryByRole("link", { name: "Enquire" })).toBeNull();
    await expect(callBar(canvasElement)).toBeNull();
  },
};
