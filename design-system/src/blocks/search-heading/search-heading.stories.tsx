import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { SaveSearchState } from "./save-search.tsx";
import { SearchHeading } from "./search-heading.tsx";

const meta = {
  title: "Blocks/Search/Search heading",
  component: SearchHeading,
  tags: ["autodocs"],
  args: {
    suffix: "for Sale",
    offerSaveSearch: true,
    title: "Used Cars",
    count: 1234,
    status: "ready",
  },
} satisfies Meta<typeof SearchHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Used Cars for Sale" }),
    ).toBeVisible();
    const count = canvas.getByRole("status");
    await expect(count).toHaveTextContent("1,234 vehicles");
    await expect(count).toHaveAttribute("aria-live", "polite");
  },
};

/** The first search is still running: the heading shows, the count waits. */
export const Loading: Story = {
  args: { count: undefined, status: "loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Used Cars for Sale");
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

export const OneVehicle: Story = {
  args: { title: "Toyota LandCruiser 70", count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(/^1 vehicle$/);
  },
};

export const Zero: Story = {
  args: { title: "Demo Cars", count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("0 vehicles");
  },
};

const saved = "Search saved. We'll email you new matches and price drops, at most once a day.";

/**
 * A heading whose 'Save this search' answers as the page would: `answer` is what the save comes
 * to, given the email typed (none from the button itself).
 */
function SavingHeading({
  answer,
  onSave,
}: {
  answer: (email?: string) => SaveSearchState;
  onSave: (email?: string) => void;
}) {
  const [state, setState] = useState<SaveSearchState>({ status: "idle" });
  return (
    <SearchHeading
      suffix="for Sale"
      offerSaveSearch
      title="Used Toyota Cars"
      count={12}
      status="ready"
      saveSearch={{
        state,
        onSave: (email) => {
          onSave(email);
          setState({ status: "saving" });
          setTimeout(() => setState(answer(email)));
        },
        onCancel: () => setState({ status: "idle" }),
      }}
    />
  );
}

/** The shopper's email is on record: one press saves, and focus moves to the answer. */
const pressedSave = fn();
export const SaveSearch: Story = {
  render: () => (
    <SavingHeading onSave={pressedSave} answer={() => ({ status: "saved", message: saved })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Save this search" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const answer = await canvas.findByText(saved);
    await expect(answer).toHaveAttribute("role", "status");
    await waitFor(() => expect(answer).toHaveFocus());
    await expect(canvas.queryByRole("button", { name: "Save this search" })).toBeNull();
    await expect(pressedSave).toHaveBeenCalledWith(undefined);
  },
};

/** No email on record: the form asks for one, the server's refusal shows, then it saves. */
const savedWithEmail = fn();
export const AsksForEmail: Story = {
  render: () => (
    <SavingHeading
      onSave={savedWithEmail}
      answer={(email) =>
        email === "sam@example.com"
          ? { status: "saved", message: saved }
          : {
              status: "email",
              error: email ? "Enter a valid email address" : undefined,
            }
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save this search" }));
    const email = await canvas.findByRole("textbox", { name: "Email for alerts" });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(
      "New matches and price drops, at most once a day.",
    );
    await userEvent.keyboard("sam@example");
    await userEvent.click(canvas.getByRole("button", { name: "Save search" }));
    const retyped = await canvas.findByRole("textbox", { name: "Email for alerts" });
    await waitFor(() => expect(retyped).toHaveAttribute("aria-invalid", "true"));
    await expect(canvas.getByText("Enter a valid email address")).toBeVisible();
    await userEvent.type(retyped, "sam@example.com{Enter}");
    await waitFor(() => expect(canvas.getByText(saved)).toHaveFocus());
    await expect(savedWithEmail).toHaveBeenLastCalledWith("sam@example.com");
  },
};

/** Cancel puts the button back. */
export const CancelEmail: Story = {
  render: () => <SavingHeading onSave={() => {}} answer={() => ({ status: "email" })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save this search" }));
    await canvas.findByRole("textbox", { name: "Email for alerts" });
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(canvas.getByRole("button", { name: "Save this search" })).toBeVisible();
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

/** The save failed: the server's words, as an alert. */
export const SaveFailed: Story = {
  args: {
    saveSearch: {
      state: { status: "failed", message: "The search was not saved (500)" },
      onSave: fn(),
      onCancel: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("The search was not saved (500)");
    await userEvent.click(canvas.getByRole("button", { name: "Save this search" }));
    await expect(args.saveSearch?.onSave).toHaveBeenCalled();
  },
};

/** While saving, the button keeps focus and says so; a second press does nothing. */
export const Saving: Story = {
  args: { saveSearch: { state: { status: "saving" }, onSave: fn(), onCancel: fn() } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Saving..." });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.saveSearch?.onSave).not.toHaveBeenCalled();
  },
};

/** Turned off in the studio: no button. */
export const WithoutSaveSearch: Story = {
  args: {
    offerSaveSearch: false,
    saveSearch: { state: { status: "idle" }, onSave: fn(), onCancel: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};
