import { type ReactNode, useState } from "react";
import { expect, userEvent, type within } from "storybook/test";
import { Button } from "../../ui/button/button.tsx";

/** Stands in for the step before: the story's step appears once it is done, as in the journey. */
export function AfterStepBefore({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  return shown ? children : <Button onClick={() => setShown(true)}>Finish the step before</Button>;
}

/** Finishes the step before by keyboard, so the story's step appears. */
export async function finishStepBefore(canvas: ReturnType<typeof within>) {
  const before = canvas.getByRole("button", { name: "Finish the step before" });
  before.focus();
  await expect(before).toHaveFocus();
  await userEvent.keyboard("{Enter}");
}
