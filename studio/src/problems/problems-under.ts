import type { Problem } from "@storefront/schemas";

/** Whether `pointer` lies inside `base`: `/promos/0/title` is inside `/promos/0`, `/promos/01` is not. */
export const isInside = (pointer: string, base: string) => pointer.startsWith(`${base}/`);

/** Whether `pointer` is `base` itself or lies inside it. */
export const isAtOrInside = (pointer: string, base: string) =>
  pointer === base || isInside(pointer, base);

/** The problems at `base` or inside it (an entry's, a form's). */
export const problemsAtOrInside = (problems: readonly Problem[], base: string): Problem[] =>
  problems.filter((problem) => isAtOrInside(problem.pointer, base));

/** Whether two lists hold the same problems in the same order. */
export const sameProblems = (a: readonly Problem[], b: readonly Problem[]) =>
  a.length === b.length &&
  a.every((problem, i) => problem.pointer === b[i]?.pointer && problem.message === b[i]?.message);
