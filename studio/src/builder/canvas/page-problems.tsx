import { useMemo } from "react";
import { useEditor } from "../../editor/editor-context.ts";
import { describeProblem } from "../../problems/describe-problem.ts";

/** Problems of the page itself (a block it must have, its title or path), above its zones. */
export function PageProblems({ pageId }: { pageId: string }) {
  const { draft, problems } = useEditor();
  const shown = useMemo(
    () =>
      problems
        .map((problem) => describeProblem(draft, problem))
        .filter(({ target }) => target.kind === "page" && target.pageId === pageId),
    [draft, problems, pageId],
  );
  if (!shown.length) return null;
  return (
    <ul
      data-slot="page-problems"
      className="grid gap-1 rounded-md border border-danger p-3 text-sm"
    >
      {shown.map(({ problem, where }) => (
        <li key={`${problem.pointer} ${problem.message}`}>
          <span className="font-medium">{where}</span>
          <span className="text-danger"> — {problem.message}</span>
        </li>
      ))}
    </ul>
  );
}
