import { expect, fn, userEvent, within } from "storybook/test";
import type { LeadFormResult } from "./lead-form-result.ts";

/** What a story's form is answered: saved, still on its way, refused, or failed. */
export const sent = async (): Promise<LeadFormResult> => ({ status: "sent" });
const pending = () => new Promise<LeadFormResult>(() => {});
export const refusedOn = (path: string, message: string) => async (): Promise<LeadFormResult> => ({
  status: "refused",
  message: `${path}: ${message}`,
  problems: [{ path, message }],
});
export const unexpected = async (): Promise<LeadFormResult> => ({
  status: "refused",
  message: "An unexpected error occured",
  problems: [],
});

type Canvas = ReturnType<typeof within>;

/** Types the shopper's contact details, as a keyboard user would. */
export async function typeContact(canvas: Canvas) {
  await userEvent.type(canvas.getByRole("textbox", { name: "First Name" }), "Jo");
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "jo@example.com");
  await userEvent.type(canvas.getByRole("textbox", { name: "Mobile" }), "0400 000 000");
}

/** Sends the form with Enter from a text box. */
export const pressEnterIn = (canvas: Canvas, name: string) =>
  userEvent.type(canvas.getByRole("textbox", { name }), "{Enter}");

/** Presses a button from the keyboard: focus on it, then Enter. */
export async function pressButton(canvas: Canvas, name: string) {
  canvas.getByRole("button", { name }).focus();
  await userEvent.keyboard("{Enter}");
}

/** Fills in what a form needs, then sends it with Enter from the text box `sendFrom`. */
type Filling = { fill: (canvas: Canvas) => Promise<void>; sendFrom: string };

async function fillAndSend(canvasElement: HTMLElement, { fill, sendFrom }: Filling) {
  const canvas = within(canvasElement);
  await fill(canvas);
  await pressEnterIn(canvas, sendFrom);
  return canvas;
}

/** A lead form while its lead is on its way: its button says so and cannot be pressed again. */
export const submittingStory = (filling: Filling) => ({
  args: { send: fn(pending) },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await fillAndSend(canvasElement, filling);
    await expect(await canvas.findByRole("button", { name: "Sending…" })).toBeDisabled();
  },
});

/** A lead form whose lead failed without the server naming a field: the catalogue's message. */
export const unexpectedErrorStory = (filling: Filling) => ({
  args: { send: fn(unexpected) },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await fillAndSend(canvasElement, filling);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("An unexpected error occured");
  },
});
