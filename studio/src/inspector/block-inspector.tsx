import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { type BlockInstanceInput, isBlockType, type Problem } from "@storefront/schemas";
import { CopyIcon, EyeIcon, EyeOffIcon, Trash2Icon } from "lucide-react";
import { memo, useCallback } from "react";
import { blockMeta } from "../block-info/block-meta.ts";
import { BlockIcon } from "../builder/block-icon.tsx";
import { useBlockCommands } from "../builder/canvas/use-block-commands.tsx";
import { useEditorCommands } from "../editor/editor-commands.ts";
import type { BlockRef } from "../editor/editor-state.ts";
import { BlockPropsForm } from "../forms/block-props-form.tsx";
import { propsChanges } from "./props-changes.ts";

type BlockInspectorProps = {
  blockRef: BlockRef;
  block: BlockInstanceInput;
  /** The block's props pointer in the draft; empty while its page is a default page. */
  pointerBase: string;
  problems: readonly Problem[];
};

/** The selected block: what it is, its actions, and the form of its settings. */
export const BlockInspector = memo(function BlockInspector({
  blockRef,
  block,
  pointerBase,
  problems,
}: BlockInspectorProps) {
  const { dispatch } = useEditorCommands();
  const commands = useBlockCommands();
  const meta = blockMeta(block.type);
  const hidden = block.hidden === true;
  const props = block.props as Record<string, unknown> | undefined;
  const onChange = useCallback(
    (next: Record<string, unknown>) => {
      const changes = propsChanges(props, next);
      if (Object.keys(changes).length) {
        dispatch({ type: "block/update-props", block: blockRef, props: changes });
      }
    },
    [dispatch, blockRef, props],
  );
  return (
    <div data-slot="block-inspector" className="grid gap-4">
      <header className="grid gap-1">
        <h2 className="flex items-center gap-2 font-heading font-semibold text-lg">
          <BlockIcon name={meta.icon} />
          {meta.label}
        </h2>
        <p className="text-muted-foreground text-sm">{meta.description}</p>
        {hidden && (
          <p className="font-medium text-sm">Hidden: kept on the page but not shown to shoppers.</p>
        )}
      </header>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => commands.setHidden(blockRef, !hidden)}>
          {hidden ? <EyeIcon aria-hidden="true" /> : <EyeOffIcon aria-hidden="true" />}
          {hidden ? "Show" : "Hide"}
        </Button>
        <Button variant="outline" size="sm" onClick={() => commands.duplicate(blockRef)}>
          <CopyIcon aria-hidden="true" />
          Duplicate
        </Button>
        <Button variant="outline" size="sm" onClick={() => commands.remove(blockRef)}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>
      {isBlockType(block.type) ? (
        <BlockPropsForm
          type={block.type}
          props={props}
          onChange={onChange}
          problems={problems}
          pointerBase={pointerBase}
        />
      ) : (
        <p className="text-danger text-sm">
          This block type is unknown, so it has no settings form.
        </p>
      )}
    </div>
  );
});
