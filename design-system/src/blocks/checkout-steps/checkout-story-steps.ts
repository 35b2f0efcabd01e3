import { expect, userEvent, waitFor, type within } from "storybook/test";

type Canvas = ReturnType<typeof within>;

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
