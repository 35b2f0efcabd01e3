import { Button } from "@storefront/design-system/ui/button/button.tsx";
import type { NavigationItem, Problem } from "@storefront/schemas";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { ChangedMark } from "../../forms/frame/field-frame.tsx";
import { PlusIcon } from "../../forms/icons.tsx";
import { deepEqual } from "../../forms/schema/value-paths.ts";
import { useBufferedCommit } from "../../forms/use-buffered-commit.ts";
import { MenuLevel } from "./menu-level.tsx";
import { createIds, type MenuNode, toItems, toNodes } from "./menu-tree.ts";
import { type EntryPart, MenuTreeContext, type MenuTreeContextValue } from "./menu-tree-context.ts";

type MenuTreeEditorProps = {
  title: string;
  description: string;
  /** The menu as the draft holds it; undefined while the default menu applies. */
  items: NavigationItem[] | undefined;
  defaults: NavigationItem[];
  /** The whole new menu (undefined: back to the default). Typing is sent once it pauses. */
  onChange: (items: NavigationItem[] | undefined) => void;
  problems: readonly Problem[];
  /** The menu's JSON pointer in the draft (`/navigation/header`). */
  pointer: string;
};

/**
 * A menu as a tree: rename entries, set their URL or make them dropdowns (of entries, or filled
 * from stock), nest and un-nest them, reorder by dragging or with the move buttons.
 */
export function MenuTreeEditor({
  title,
  description,
  items,
  defaults,
  onChange,
  problems,
  pointer,
}: MenuTreeEditorProps) {
  const prefix = useId();
  const newId = useMemo(() => createIds(`${prefix}menu`), [prefix]);
  const source = items ?? defaults;
  const [nodes, setNodes] = useState(() => toNodes(source, newId));
  const commit = useBufferedCommit(onChange);
  const container = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<{ id: string; action: string } | null>(null);
  // New entries and the parts of them the marketer has left; their faults show only once left.
  const [fresh, setFresh] = useState<ReadonlyMap<string, ReadonlySet<EntryPart>>>(new Map());

  // A menu changed elsewhere (undo) replaces the local tree unless an edit is on its way.
  useEffect(() => {
    if (commit.isPending()) return;
    setNodes((current) => (deepEqual(toItems(current), source) ? current : toNodes(source, newId)));
  }, [source, newId, commit]);

  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const find = (action: string) =>
      container.current?.querySelector<HTMLElement>(
        `[data-node="${target.id}"][data-action="${action}"]:not(:disabled)`,
      );
    // The same button when it still applies, else its counterpart (nest/un-nest), else the name.
    const counterpart = { nest: "unnest", unnest: "nest" }[target.action] ?? "name";
    (find(target.action) ?? find(counterpart) ?? find("name"))?.focus();
  });

  const context = useMemo<MenuTreeContextValue>(
    () => ({
      nodes,
      newId,
      pointer,
      change: (next: MenuNode[], options = {}) => {
        if (options.focus) focusAfter.current = options.focus;
        const { added } = options;
        if (added) setFresh((map) => new Map(map).set(added, new Set()));
        setNodes(next);
        commit.send(toItems(next), options);
      },
      problemAt: (at) => problems.find((problem) => problem.pointer === at)?.message,
      shows: (id, field) => fresh.get(id)?.has(field) ?? true,
      leave: (id, field) =>
        setFresh((map) => {
          const left = map.get(id);
          if (!left || left.has(field)) return map;
          const parts = field === "entry" ? ["name", "url", "entry"] : [field];
          return new Map(map).set(id, new Set([...left, ...parts] as EntryPart[]));
        }),
    }),
    [nodes, newId, pointer, commit, problems, fresh],
  );

  const changed = items !== undefined && !deepEqual(items, defaults);
  const headingId = `${prefix}heading`;
  return (
    <MenuTreeContext.Provider value={context}>
      <section
        ref={container}
        aria-labelledby={headingId}
        data-pointer={pointer}
        data-state={changed ? "changed" : "default"}
        className="grid gap-3"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold text-base">
            {title}
          </h3>
          <ChangedMark
            changed={changed}
            label={title}
            onReset={() => {
              setNodes(toNodes(defaults, newId));
              commit.send(undefined);
            }}
            resetText="Reset to the default menu"
          />
        </div>
        <p className="text-muted-foreground text-sm">
          {description} Models and stock dropdowns are filled from the stock.{" "}
          {items === undefined ? "Uses the default menu." : null}
        </p>
        {problems.find((problem) => problem.pointer === pointer) ? (
          <p data-slot="field-error" className="font-medium text-danger text-sm">
            {problems.find((problem) => problem.pointer === pointer)?.message}
          </p>
        ) : null}
        <MenuLevel nodes={nodes} label={title} />
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => {
            const id = newId();
            context.change([...nodes, { id, name: "", url: "" }], {
              focus: { id, action: "name" },
              added: id,
            });
          }}
        >
          <PlusIcon />
          Add an entry to the {title.toLowerCase()}
        </Button>
      </section>
    </MenuTreeContext.Provider>
  );
}
