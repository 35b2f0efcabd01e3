import type { Problem } from "@storefront/schemas";

type ProblemListProps = { problems: Problem[]; title: string };

/** Problems of a document that was not loaded, each by its JSON pointer. */
export function ProblemList({ problems, title }: ProblemListProps) {
  return (
    <div
      role="alert"
      data-slot="problem-list"
      className="grid gap-2 rounded-md border border-danger p-4"
    >
      <p className="font-semibold text-danger">{title}</p>
      <ul className="grid max-h-72 gap-1 overflow-y-auto text-sm">
        {problems.map((problem) => (
          <li key={`${problem.pointer} ${problem.message}`} className="grid gap-0.5">
            <code className="break-all text-muted-foreground">{problem.pointer || "/"}</code>
            <span>{problem.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
