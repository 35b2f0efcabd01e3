import type {
  LeadSite,
  ReservationChangeInput,
  ReservationView,
  StudioLeadsApi,
} from "@storefront/schemas/studio-api";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ReservationsPanel } from "./reservations-panel.tsx";

const site: LeadSite = {
  slug: "group",
  name: "Group Motors",
  timeZone: "Australia/Sydney",
  dealerships: [],
};

const held: ReservationView = {
  id: "r1",
  status: "held",
  car: { id: "101", title: "2022 Mazda CX-5 Maxx Sport", slug: "2022-mazda-cx-5-s101" },
  shopper: { name: "Jo Citizen", email: "jo@example.com", phone: "0412345678" },
  amountCents: 20_000,
  provider: "stripe",
  paymentReference: "pi_3Qx",
  leadId: "lead-1",
  createdAt: "2026-11-25T01:00:00.000Z",
  expiresAt: "2026-11-27T01:05:00.000Z",
  log: [
    { at: "2026-11-25T01:00:00.000Z", actor: "shopper:u1", action: "started", note: null },
    { at: "2026-11-25T01:05:00.000Z", actor: "stripe", action: "paid", note: "pi_3Qx" },
  ],
};

const moves: Record<ReservationChangeInput["action"], ReservationView["status"]> = {
  confirm: "confirmed",
  release: "released",
  refund: "refunded",
};

/** The Leads API of a server holding `reservations`, changing them as the real one does. */
function storyApi(
  reservations: ReservationView[],
  onChange: (change: ReservationChangeInput) => void,
  failWith?: string,
): StudioLeadsApi {
  let rows = reservations;
  return {
    reservations: async () => rows,
    changeReservation: async (_site, id, change) => {
      onChange(change);
      if (failWith) throw new Error(failWith);
      rows = rows.map((row) =>
        row.id !== id
          ? row
          : {
              ...row,
              status: moves[change.action],
              expiresAt: null,
              log: [
                ...row.log,
                {
                  at: "2026-11-25T02:00:00.000Z",
                  actor: `dealer:${change.by}`,
                  action: change.action,
                  note: null,
                },
              ],
            },
      );
      return rows.find((row) => row.id === id) as ReservationView;
    },
  } as Partial<StudioLeadsApi> as StudioLeadsApi;
}

type HarnessProps = {
  reservations: ReservationView[];
  onChange: (change: ReservationChangeInput) => void;
  failWith?: string;
};

function Harness({ reservations, onChange, failWith }: HarnessProps) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [api] = useState(() => storyApi(reservations, onChange, failWith));
  return (
    <QueryClientProvider client={client}>
      <ReservationsPanel api={api} site={site} />
    </QueryClientProvider>
  );
}

const meta = {
  title: "Studio/Leads/Reservations",
  component: Harness,
  args: { reservations: [held], onChange: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer confirms a held reservation by keyboard, then refunds it; the log names them. */
export const ConfirmAndRefund: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = within(await canvas.findByRole("row", { name: /2022 Mazda CX-5/ }));
    await expect(row.getByText("Held: to confirm")).toBeVisible();
    await expect(row.getByText("$200.00")).toBeVisible();
    await userEvent.click(canvas.getByRole("textbox", { name: /Your name/ }));
    await userEvent.keyboard("Alex");
    row.getByRole("button", { name: "Confirm: 2022 Mazda CX-5 Maxx Sport" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await row.findByText("Confirmed")).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith({ action: "confirm", by: "Alex" });
    await expect(row.queryByRole("button", { name: /^Confirm/ })).toBeNull();
    await userEvent.click(row.getByRole("button", { name: /^Refund deposit/ }));
    await expect(await row.findByText("Refunded")).toBeVisible();
    await expect(row.queryByRole("button", { name: /^(Confirm|Release|Refund)/ })).toBeNull();
    await userEvent.click(row.getByText("Who did what"));
    await expect(row.getByText(/dealer:Alex confirm/)).toBeVisible();
    await expect(row.getByText(/dealer:Alex refund/)).toBeVisible();
  },
};

/** Nothing is done without a name to log it under. */
export const NameFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /^Release/ }));
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Enter your name first: each action is logged with who took it.",
    );
    await expect(canvas.getByRole("textbox", { name: /Your name/ })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A refund the payment provider refused says so, and the reservation stays as it was. */
export const RefundFails: Story = {
  args: { failWith: "The payment provider did not refund it; nothing has changed" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Your name/ }), "Alex");
    await userEvent.click(await canvas.findByRole("button", { name: /^Refund deposit/ }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The payment provider did not refund it; nothing has changed",
    );
    await expect(canvas.getByText("Held: to confirm")).toBeVisible();
  },
};

/** A site nobody has reserved a car on yet. */
export const NoReservations: Story = {
  args: { reservations: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("This site has no reservations yet."),
    ).toBeVisible();
  },
};
