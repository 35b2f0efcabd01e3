/** What the shopper did in the details form's first-load markup, for its code to carry on. */
export type DetailsHandover = {
  /** Each named control's value as the shopper left it. */
  values: Record<string, string>;
  /** The control the shopper was in (its place among the form's controls) and its selection. */
  focus?: { index: number; selection?: [number, number] | undefined } | undefined;
  /** The shopper sent the form (its button, or Enter in a field) before its code was there. */
  send: boolean;
};

const isTextControl = (element: unknown): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** What `form` holds now: read as its code renders, before the browser takes another key. */
export function handoverFrom(form: HTMLFormElement, send: boolean): DetailsHandover {
  const controls = [...form.elements];
  const values = Object.fromEntries(
    controls
      .filter(isTextControl)
      .flatMap((control) => (control.name ? [[control.name, control.value]] : [])),
  );
  const focused = document.activeElement;
  const index = focused ? controls.indexOf(focused) : -1;
  if (index < 0) return { values, send };
  // An email field has no selection: its caret cannot be read or set.
  const { selectionStart: start = null, selectionEnd: end = null } = isTextControl(focused)
    ? focused
    : {};
  const selection: [number, number] | undefined =
    start !== null && end !== null ? [start, end] : undefined;
  return { values, focus: { index, selection }, send };
}
