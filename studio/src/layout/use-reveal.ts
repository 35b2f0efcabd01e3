import { useCallback } from "react";
import type { StudioRoute } from "../app/studio-route.ts";
import { navigate } from "../app/use-studio-route.ts";
import { layoutPageId } from "../editor/data/pages.ts";
import { useEditorCommands } from "../editor/editor-commands.ts";
import type { DescribedProblem } from "../problems/describe-problem.ts";
import { focusProblem } from "./focus-pointer.ts";

type EditorRoute = Extract<StudioRoute, { screen: "editor" }>;

/**
 * Takes the marketer to what a problem is about: opens its page or the settings, selects the
 * block, page or setting, and focuses the field to fix.
 */
export function useReveal(route: EditorRoute, pageId: string) {
  const { select } = useEditorCommands();
  return useCallback(
    ({ problem, target }: DescribedProblem) => {
      if (target.kind === "setting") {
        if (route.view !== "settings") navigate({ ...route, view: "settings" }, { replace: true });
        select({ kind: "setting", path: target.path });
        focusProblem(problem.pointer, null);
        return;
      }
      const page = target.kind === "block" ? target.block.page : target.pageId;
      const onPage = page === layoutPageId ? pageId : page;
      if (route.view !== "build" || onPage !== pageId) {
        navigate({ ...route, view: "build", pageId: onPage }, { replace: true });
      }
      if (target.kind === "block") {
        const [head, ...field] = target.field;
        select({ kind: "block", block: target.block, ...(head === "props" ? { field } : {}) });
        focusProblem(problem.pointer, target.block);
      } else {
        select({ kind: "page", pageId: target.pageId });
        focusProblem(problem.pointer, null, '[data-slot="page-details"] input');
      }
    },
    [route, pageId, select],
  );
}
