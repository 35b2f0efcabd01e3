import type { BlockInstance, BlockInstanceOf, BlockType } from "@storefront/schemas";
import { type ComponentType, type ReactNode, Suspense } from "react";
import type { BlockRegistry, Connector, Connectors } from "../blocks/contract.ts";
import { BlockBoundary } from "./block-boundary.tsx";
import { BlockPlaceholder } from "./block-placeholder.tsx";
import { WhenNearViewport } from "./deferred/when-near-viewport.tsx";
import type { RenderMode } from "./render-mode.ts";

export type BlockRenderOptions = {
  /** Every block's definition (the design system's `blockRegistry`). */
  registry: BlockRegistry;
  /** The app's connectors, which feed the blocks that show live data. */
  connectors?: Connectors | undefined;
  mode: RenderMode;
  /** A block type's name for placeholders in preview (the studio's palette label). */
  labelOf?: ((type: BlockType) => string) | undefined;
  /** Problems with a block's props; the studio passes the schemas' check. */
  validate?: ((block: BlockInstance) => string[]) | undefined;
  /** Wraps each rendered block (the studio marks the selected one). */
  decorate?: ((block: BlockInstance, node: ReactNode) => ReactNode) | undefined;
};

const labelOf = (type: BlockType, options: BlockRenderOptions) =>
  options.labelOf?.(type) ?? `"${type}"`;

/** A block that renders from its props alone. */
function Static<P extends object>({ Component, props }: { Component: ComponentType<P>; props: P }) {
  return <Component {...props} />;
}

/** A block of one type: its component from its props, through its connector when it shows data. */
function renderKnown<T extends BlockType>(
  block: BlockInstanceOf<T>,
  options: BlockRenderOptions,
): ReactNode {
  const definition = options.registry[block.type];
  if (!definition.needsData) return <Static Component={definition.Component} props={block.props} />;
  const BlockConnector: Connector<T> | undefined = options.connectors?.[block.type];
  if (BlockConnector) return <BlockConnector block={block} Block={definition.Component} />;
  return options.mode === "preview" ? (
    <BlockPlaceholder
      blockId={block.id}
      title={`${labelOf(block.type, options)} shows live data in the storefront`}
    />
  ) : null;
}

/** Loads a block's code and its connector's, so it then renders without suspending. */
const loadBlock = (type: BlockType, { registry, connectors }: BlockRenderOptions) =>
  Promise.all([registry[type].Component.preload?.(), connectors?.[type]?.preload?.()]);

/**
 * One block of a page. Pages come validated by the schemas; a block the registry does not know
 * or whose props have problems (a preview of a draft) is left out, or in preview shown as a
 * placeholder that says why.
 */
export function renderBlock(block: BlockInstance, options: BlockRenderOptions): ReactNode {
  if (block.hidden) return null;
  const { registry } = options;
  const definition = Object.hasOwn(registry, block.type) ? registry[block.type] : undefined;
  const problems = definition ? (options.validate?.(block) ?? []) : [];
  let node: ReactNode;
  if (!definition) {
    node =
      options.mode === "preview" ? (
        <BlockPlaceholder
          blockId={block.id}
          title={`Unknown block type "${block.type}"`}
          details={["It is skipped on the live site."]}
        />
      ) : null;
  } else if (problems.length > 0) {
    node =
      options.mode === "preview" ? (
        <BlockPlaceholder
          blockId={block.id}
          title={`This ${labelOf(block.type, options)} block has settings to fix`}
          details={problems}
        />
      ) : null;
  } else {
    node = (
      <BlockBoundary blockId={block.id} type={block.type} mode={options.mode}>
        <Suspense fallback={null}>
          {definition.loadsWhenNear || (definition.serverRendered && options.mode !== "preview") ? (
            <WhenNearViewport
              name={block.type}
              anchor={definition.anchor}
              serverRendered={definition.serverRendered}
              load={() => loadBlock(block.type, options)}
            >
              {renderKnown(block, options)}
            </WhenNearViewport>
          ) : (
            renderKnown(block, options)
          )}
        </Suspense>
      </BlockBoundary>
    );
  }
  if (options.mode === "preview") {
    // The studio's preview brings the block being edited into view by these marks; no box of their own.
    node = (
      <div data-preview-block={block.id} data-preview-type={block.type} className="contents">
        {node}
      </div>
    );
  }
  return options.decorate ? options.decorate(block, node) : node;
}
