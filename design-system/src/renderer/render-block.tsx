import type { BlockInstance, BlockType } from "@storefront/schemas";
import { isBlockType } from "@storefront/schemas/blocks/placements";
import { type ReactNode, Suspense } from "react";
import type { Connectors } from "../blocks/contract.ts";
import { blockRegistry } from "../blocks/registry.ts";
import { BlockBoundary } from "./block-boundary.tsx";
import { BlockPlaceholder } from "./block-placeholder.tsx";
import type { RenderMode } from "./render-mode.ts";

/** A block as it may arrive in preview: not yet validated. */
export type LooseBlock = { type: string; id: string; props?: unknown; hidden?: boolean };

export type BlockRenderOptions = {
  connectors?: Connectors | undefined;
  mode: RenderMode;
  /** Problems with a block's props; the studio passes the schemas' check. */
  validate?: ((block: LooseBlock) => string[]) | undefined;
  /** Wraps each rendered block (the studio marks the selected one). */
  decorate?: ((block: LooseBlock, node: ReactNode) => ReactNode) | undefined;
};

function renderKnown(block: BlockInstance, options: BlockRenderOptions): ReactNode {
  const Connector = options.connectors?.[block.type] as
    | ((props: { block: BlockInstance }) => ReactNode)
    | undefined;
  if (Connector) return <Connector block={block} />;
  const entry = blockRegistry[block.type];
  if (entry.meta.needsData) {
    return options.mode === "preview" ? (
      <BlockPlaceholder
        blockId={block.id}
        title={`${entry.meta.label} shows live data in the storefront`}
      />
    ) : null;
  }
  return <entry.Component {...block.props} />;
}

export function renderBlock(block: LooseBlock, options: BlockRenderOptions): ReactNode {
  if (block.hidden) return null;
  let node: ReactNode;
  if (!isBlockType(block.type)) {
    node =
      options.mode === "preview" ? (
        <BlockPlaceholder
          blockId={block.id}
          title={`Unknown block type "${block.type}"`}
          details={["It is skipped on the live site."]}
        />
      ) : null;
  } else {
    const problems = options.validate?.(block) ?? [];
    node =
      problems.length > 0 ? (
        options.mode === "preview" ? (
          <BlockPlaceholder
            blockId={block.id}
            title={`This ${blockRegistry[block.type as BlockType].meta.label} block has settings to fix`}
            details={problems}
          />
        ) : null
      ) : (
        <BlockBoundary blockId={block.id} type={block.type} mode={options.mode}>
          <Suspense fallback={null}>{renderKnown(block as BlockInstance, options)}</Suspense>
        </BlockBoundary>
      );
  }
  return options.decorate ? options.decorate(block, node) : node;
}
