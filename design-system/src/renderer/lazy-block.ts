import { type ComponentType, lazy } from "react";

export type LazyBlock<P = Record<string, unknown>> = ComponentType<P> & {
  /** Starts loading the component; resolves once it can render without suspending. */
  preload: () => Promise<void>;
};

const created = new Set<LazyBlock<never>>();

/** Loads every lazily loaded part made so far: a server renders them all without suspending. */
export async function preloadAllLazyBlocks(): Promise<void> {
  await Promise.all([...created].map((part) => part.preload()));
}

/**
 * A block component (or a heavy part of one) loaded with the page that uses it. Once preloaded
 * it renders at once: React reads a settled thenable synchronously, so server rendering and
 * hydration never suspend on a part the route loader has already fetched.
 */
export function lazyBlock<P>(load: () => Promise<ComponentType<P>>): LazyBlock<P> {
  let settled: { component: ComponentType<P> } | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => {
        settled = { component };
        return component;
      },
      (error: unknown) => {
        // A chunk that failed to load (a dropped connection) is fetched again when next asked
        // for, not failed for the rest of the visit.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const thenable = {
    // A settled thenable calls back synchronously, so React resolves the lazy component in place.
    // biome-ignore lint/suspicious/noThenProperty: this is the thenable React reads
    then(
      resolve: (module: { default: ComponentType<P> }) => void,
      reject: (error: unknown) => void,
    ) {
      if (settled) resolve({ default: settled.component });
      else start().then((component) => resolve({ default: component }), reject);
    },
  };
  const Component = lazy(
    () => thenable as unknown as Promise<{ default: ComponentType<P> }>,
  ) as unknown as LazyBlock<P>;
  Component.preload = async () => {
    await start();
  };
  created.add(Component as LazyBlock<never>);
  return Component;
}
