import { type ComponentType, type ReactNode, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../ui/button/button.tsx";

/*
 * What the checkout step stories share: a step reached from the step before, as in the journey
 * (it shows once that step is done, and takes focus), and reaching for the details form.
 */

type Canvas = ReturnType<typeof within>;

/** Stands in for the step before: the story's step appears once it is done, as in the journey. */
function AfterStepBefore({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  return shown ? children : <Button onClick={() => setShown(true)}>Finish the step before</Button>;
}

/**
 * A story's args and render for `Step` reached from the step before: it takes focus as it shows.
 * `args` are the story's own besides.
 */
export function reachedFromStepBefore<
  Props extends { focusOnShow?: boolean | undefined },
  Args extends Partial<Props> = Record<never, never>,
>(Step: ComponentType<Props>, args?: Args) {
  return {
    args: { focusOnShow: true, ...args },
    render: (props: Props) => (
      <AfterStepBefore>
        <Step {...props} />
      </AfterStepBefore>
    ),
  };
}

/** Finishes the step before by keyboard, so the story's step appears. */
export async function finishStepBefore(canvas: Canvas) {
  const before = canvas.getByRole("button", { name: "Finish the step before" });
  before.focus();
  await expect(before).toHaveFocus();
  await userEvent.keyboard("{Enter}");
}

/** Finishes the step before; the story's step shows with focus on its heading `heading`. */
export async function reachStep(canvasElement: HTMLElement, heading: string) {
  const canvas = within(canvasElement);
  await finishStepBefore(canvas);
  await expect(await canvas.findByRole("heading", { name: heading })).toHaveFocus();
  return canvas;
}

/**
 * Reaches for the details form (a mouse over it) and waits until its code has taken over its
 * markup. The journey (runtime/e2e/reserve-deposit) types and sends before the code arrives, with
 * real key presses; synthetic ones aimed at the replaced controls would be lost.
 */
export async function reachForDetails(canvas: Canvas) {
  const before = canvas.getByRole("textbox", { name: "First Name" });
  await userEvent.hover(before);
  await waitFor(() => expect(canvas.getByRole("textbox", { name: "First Name" })).not.toBe(before));
}
