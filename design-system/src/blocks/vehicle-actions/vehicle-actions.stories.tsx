import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { VehicleActions } from "./vehicle-actions.tsx";

const defaults = blockProps["vehicle-actions"].parse({});
const pageUrl = "https://motorama.example/cars/2021-toyota-hilux-sr5-u1";

const meta = {
  title: "Blocks/Vehicle/Share and print",
  component: VehicleActions,
  tags: ["autodocs"],
  args: {
    ...defaults,
    slug: "2021-toyota-hilux-sr5-u1",
    title: "2021 Toyota HiLux SR5",
    pageUrl,
    historyReportUrl: undefined,
    onHistoryReport: fn(),
  },
} satisfies Meta<typeof VehicleActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Share" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Print" })).toHaveAttribute(
      "href",
      "/print?car_id=2021-toyota-hilux-sr5-u1",
    );
    await expect(canvas.getByRole("button", { name: "Download PDF" })).toBeEnabled();
    // No history report without car.file.
    await expect(canvas.queryByRole("link", { name: /History Report/ })).toBeNull();
  },
};

export const WithHistoryReport: Story = {
  args: { historyReportUrl: "https://reports.example/u1.pdf" },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link", { name: /History Report/ });
    await expect(link).toHaveAttribute("href", "https://reports.example/u1.pdf");
    await expect(link).toHaveAttribute("target", "_blank");
    link.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onHistoryReport).toHaveBeenCalledOnce();
  },
};

/** Share opens a dialog of share links; Copy link says so for 1500 ms; Escape returns focus. */
export const Share: Story = {
  play: async ({ canvasElement }) => {
    const writeText = fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const share = within(canvasElement).getByRole("button", { name: "Share" });
    await userEvent.click(share);
    const dialog = await screen.findByRole("dialog", { name: "Share this vehicle" });
    const body = within(dialog);
    await expect(body.getByRole("link", { name: "Email" })).toHaveAttribute(
      "href",
      `mailto:?subject=2021%20Toyota%20HiLux%20SR5&body=${encodeURIComponent(pageUrl)}`,
    );
    await expect(body.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      expect.stringContaining("https://wa.me/?text="),
    );
    await expect(body.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      expect.stringContaining(encodeURIComponent(pageUrl)),
    );
    await userEvent.click(body.getByRole("button", { name: "Copy link" }));
    await expect(writeText).toHaveBeenCalledWith(pageUrl);
    await expect(body.getByRole("status")).toHaveTextContent("Link copied");
    // The notice goes after its 1500 ms.
    await waitFor(() => expect(body.getByRole("status")).toBeEmptyDOMElement(), { timeout: 5000 });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(share).toHaveFocus());
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Share" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Share this vehicle" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Share" })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Print" })).toHaveFocus();
  },
};

/** The PDF button says it is preparing while the server writes the file. */
export const PreparingPdf: Story = {
  play: async ({ canvasElement }) => {
    let finish: ((response: Response) => void) | undefined;
    const original = window.fetch;
    window.fetch = () => new Promise((resolve) => (finish = resolve));
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole("button", { name: "Download PDF" }));
      const preparing = canvas.getByRole("button", { name: "Preparing PDF…" });
      await expect(preparing).toBeDisabled();
      await expect(preparing).toHaveAttribute("aria-busy", "true");
      // The download's code loads on the first click, then asks for the PDF.
      await waitFor(() => expect(finish).toBeDefined());
      finish?.(new Response(new Blob(["%PDF-1.7"], { type: "application/pdf" })));
      await waitFor(() =>
        expect(canvas.getByRole("button", { name: "Download PDF" })).toBeEnabled(),
      );
    } finally {
      window.fetch = original;
    }
  },
};

export const PdfFailure: Story = {
  play: async ({ canvasElement }) => {
    const original = { fetch: window.fetch, alert: window.alert };
    const alert = fn();
    window.fetch = async () => new Response("", { status: 500 });
    window.alert = alert;
    try {
      await userEvent.click(within(canvasElement).getByRole("button", { name: "Download PDF" }));
      await waitFor(() =>
        expect(alert).toHaveBeenCalledWith("The PDF could not be prepared (500)."),
      );
    } finally {
      Object.assign(window, original);
    }
  },
};

export const NothingShown: Story = {
  args: { share: false, print: false, pdf: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="vehicle-actions"]')).toBeNull();
  },
};
