import { Component, type ReactNode } from "react";

type Props = {
  children: ReactNode /** A new value (the next version of the site) retries. */;
  resetKey: unknown;
};
type State = { error: Error | null };

/**
 * Keeps a version of the site that fails to render from blanking the preview for good: it says
 * what failed, and the next version the studio sends renders afresh.
 */
export class PreviewErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error("The preview could not render this version of the site", error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="m-6 rounded-lg border-2 border-danger border-dashed p-4 text-sm">
        <p className="font-semibold">The preview could not render this version of the site.</p>
        <p className="text-muted-foreground">{this.state.error.message}</p>
      </div>
    );
  }
}
