import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { type Problem, validateSiteDefinition } from "@storefront/schemas";
import { useId, useRef, useState } from "react";
import { ProblemList } from "../problems/problem-list.tsx";
import { QueryFailure } from "./query-failure.tsx";
import { useStartSite } from "./use-start-site.ts";

async function readDocument(file: File): Promise<{ document: unknown } | { problems: Problem[] }> {
  const text = await file.text();
  try {
    return { document: JSON.parse(text) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : "it cannot be read";
    return { problems: [{ pointer: "", message: `This file is not valid JSON: ${reason}` }] };
  }
}

/**
 * Imports a site definition from a JSON file. It is checked here first and again by the server;
 * on any problem, every problem is listed by JSON pointer and nothing is loaded.
 */
export function ImportSiteFile() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string>();
  const { start, pending, error, problems, setProblems } = useStartSite();

  async function onFile(file: File | undefined) {
    if (!file) return;
    setFileName(file.name);
    const read = await readDocument(file);
    if (input.current) input.current.value = "";
    if ("problems" in read) return setProblems(read.problems);
    const checked = validateSiteDefinition(read.document);
    if (!checked.ok) return setProblems(checked.problems);
    start({ import: read.document });
  }

  return (
    <div className="grid justify-items-start gap-3" data-slot="import-site-file">
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/json,.json"
        aria-label="Site definition file"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <Button variant="outline" disabled={pending} onClick={() => input.current?.click()}>
        Import a JSON file…
      </Button>
      {pending && <p role="status">Importing {fileName}…</p>}
      {error && <QueryFailure error={error} retry={() => input.current?.click()} />}
      {problems.length > 0 && (
        <ProblemList
          problems={problems}
          title={`${fileName ?? "The file"} has ${problems.length} problem${problems.length === 1 ? "" : "s"}, so nothing was loaded:`}
        />
      )}
    </div>
  );
}
