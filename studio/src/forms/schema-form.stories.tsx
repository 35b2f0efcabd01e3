import type { Problem } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SchemaForm } from "./schema-form.tsx";
import { demoHints, demoSchema } from "./schema-form-demo.ts";

type HarnessProps = {
  initial: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  problems?: Problem[];
};

/** The form with its value held as a draft would hold it, shown beside it. */
function Harness({ initial, onChange, problems = [] }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <div className="grid max-w-2xl gap-6">
      <SchemaForm
        schema={demoSchema}
        hints={demoHints}
        value={value}
        problems={problems}
        pointerBase="/pages/0/zones/main/0/props"
        aria-label="Demo block settings"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <figure className="grid gap-1">
        <figcaption className="font-medium text-sm">Value sent</figcaption>
        <pre className="overflow-auto rounded-md bg-muted p-3 text-sm">
          {JSON.stringify(value, null, 2)}
        </pre>
      </figure>
    </div>
  );
}

const meta = {
  title: "Studio/Forms/SchemaForm",
  component: Harness,
  args: { initial: {}, onChange: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of field, left at its default. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pageSize = canvas.getByRole("spinbutton", { name: "Page size" });
    await expect(pageSize).toHaveAccessibleDescription(
      "Result cards per page. Allowed: 1 to 60. Default: 21.",
    );
    await expect(canvas.getByRole("switch", { name: "Can be dismissed" })).toBeChecked();
    await expect(canvas.queryByText("Changed")).toBeNull();
  },
};

/** Typing reaches the draft once typing pauses, and the field is marked changed. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Title" }), "Spring sale");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: "Spring sale" }),
      ),
    );
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText("Changed")).toBeVisible();
  },
};

/** Reset to default removes the value, so the default applies again. */
export const ClearingToDefault: Story = {
  args: { initial: { pageSize: 30, title: "Spring sale" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Reset to default (Page size)" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ title: "Spring sale" });
    const pageSize = canvas.getByRole("spinbutton", { name: "Page size" });
    await expect(pageSize).toHaveValue(null);
    await expect(pageSize).toHaveAttribute("placeholder", "21");
    // Emptying a text box does the same.
    await userEvent.clear(canvas.getByRole("textbox", { name: "Title" }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({}));
    await expect(canvas.queryByText("Changed")).toBeNull();
  },
};

/** A list left at its default is customised, then an entry is added and moved up. */
export const ListAddAndReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Customise reasons" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add reason" }));
    const third = canvas.getByRole("group", { name: "Reason 3" });
    await expect(within(third).getByRole("textbox", { name: "Title" })).toHaveFocus();
    await userEvent.type(within(third).getByRole("textbox", { name: "Title" }), "Service");
    await userEvent.type(
      within(third).getByRole("textbox", { name: "Text" }),
      "Fixed-price servicing.",
    );
    const moveUp = canvas.getByRole("button", { name: "Move Reason 3 up" });
    await userEvent.click(moveUp);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          reasons: [
            expect.objectContaining({ title: "Warranty" }),
            { title: "Service", text: "Fixed-price servicing." },
            expect.objectContaining({ title: "Finance" }),
          ],
        }),
      ),
    );
    await expect(canvas.getByRole("button", { name: "Move Reason 2 up" })).toHaveFocus();
  },
};

/** An invalid value still reaches the draft, and the field shows why it is wrong. */
export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const colour = canvas.getByRole("textbox", { name: "Brand colour" });
    await userEvent.type(colour, "blue");
    await waitFor(() => expect(colour).toBeInvalid());
    await expect(colour).toHaveAccessibleDescription(
      expect.stringContaining("Use a six-digit hex colour such as #1a2b3c"),
    );
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ brandColour: "blue" }),
      ),
    );
  },
};

/** Problems the editor found in the draft show on their fields. */
export const ProblemsFromTheEditor: Story = {
  args: {
    initial: { button: { label: "Apply", href: "finance" } },
    problems: [
      {
        pointer: "/pages/0/zones/main/0/props/button/href",
        message:
          "Use a site path (/finance), an anchor (#map), or an http(s), mailto, tel or sms link",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const href = canvas.getByRole("textbox", { name: "Link" });
    await expect(href).toBeInvalid();
    await expect(canvas.getByText(/Use a site path \(\/finance\)/)).toBeVisible();
  },
};
