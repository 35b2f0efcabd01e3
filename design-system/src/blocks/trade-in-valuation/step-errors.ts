import type { z } from "zod";

/** Each field's first problem, by its path (`car.make`), from a failed parse. */
export type StepErrors = Record<string, string>;

export function stepErrors(error: z.ZodError, prefix = ""): StepErrors {
  const errors: StepErrors = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Text boxes left blank count as not given. */
export const blankAsMissing = <T extends Record<string, string>>(values: T) =>
  Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, value.trim()])
      .filter(([, value]) => value !== ""),
  ) as Partial<T>;

/** Moves focus to the first control marked invalid inside `root`, once it has rendered. */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
