import { expect, userEvent, waitFor } from "storybook/test";

/**
 * Picks up a sortable entry by its drag handle with the keyboard, as a play function's step. The
 * sensor starts listening for arrows in a task it queues as the drag begins; a task queued once
 * the drag shows runs after it, so arrows pressed next are never lost.
 */
export async function pickUpWithKeyboard(handle: HTMLElement): Promise<void> {
  handle.focus();
  await userEvent.keyboard(" ");
  await waitFor(() => expect(handle).toHaveAttribute("aria-pressed", "true"));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
