import type { Problem } from "@storefront/schemas";
import { findNode } from "../schema/schema-walk.ts";
import { pathOfPointer } from "../schema/value-paths.ts";
import { useSchemaForm } from "../schema-form-context.ts";

/**
 * Problems under the form's pointer that no field of the form can show (an unknown field, a rule
 * about the whole value), listed above the fields so none goes unseen.
 */
export function FormProblems({
  problems,
  pointerBase,
}: {
  problems: readonly Problem[];
  pointerBase: string;
}) {
  const { root, form } = useSchemaForm();
  const values = form.getValues();
  const orphans = problems.filter((problem) => {
    const path = pathOfPointer(problem.pointer.slice(pointerBase.length));
    return path.length === 0 || !findNode(root, path, values);
  });
  if (orphans.length === 0) return null;
  return (
    <div data-slot="form-problems" className="rounded-md border border-danger p-3 text-sm">
      <p className="font-medium text-danger">Also to fix here:</p>
      <ul className="mt-1 list-disc pl-5">
        {orphans.map((problem) => (
          <li key={`${problem.pointer} ${problem.message}`}>
            {problem.pointer.slice(pointerBase.length) || "This part"}: {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
