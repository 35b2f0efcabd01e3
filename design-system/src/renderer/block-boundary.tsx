import { Component, type ReactNode } from "react";
import { BlockPlaceholder } from "./block-placeholder.tsx";
import type { RenderMode } from "./render-mode.ts";

type Props = { blockId: string; type: string; mode: RenderMode; children: ReactNode };
type State = { error: Error | null };

/** One failing block never takes the page down: preview shows why, production leaves a gap. */
export class BlockBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`Block ${this.props.type} (${this.props.blockId}) failed to render`, error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.mode === "production") return null;
    return (
      <BlockPlaceholder
        blockId={this.props.blockId}
        title={`The ${this.props.type} block failed to render`}
        details={[this.state.error.message]}
      />
    );
  }
}
