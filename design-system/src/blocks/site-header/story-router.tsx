import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import {
  LocationChangesProvider,
  type SubscribeToLocation,
} from "../../renderer/location-changes.tsx";
import { LinkProvider, type SiteLinkProps } from "../../renderer/site-link.tsx";

const NavigateContext = createContext<(path: string) => void>(() => {});

function StoryLink({ href, onClick, keepScroll: _, ...props }: SiteLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

type StoryRouterProps = {
  initialPath: string;
  children: (currentPath: string) => ReactNode;
};

/**
 * Stands in for the runtime's router in stories: following a site link updates the current path
 * instead of leaving Storybook, and the page below the header names the path shown.
 */
export function StoryRouter({ initialPath, children }: StoryRouterProps) {
  const [path, setPath] = useState(initialPath);
  const [listeners] = useState(() => new Set<() => void>());
  const subscribe = useCallback<SubscribeToLocation>(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    [listeners],
  );
  const navigate = useCallback(
    (next: string) => {
      setPath(next);
      for (const listener of listeners) listener();
    },
    [listeners],
  );
  return (
    <NavigateContext.Provider value={navigate}>
      <LinkProvider value={StoryLink}>
        <LocationChangesProvider value={subscribe}>
          {children(path)}
          <main className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
            <h1 className="font-bold font-heading text-2xl">Page content</h1>
            <p data-testid="current-path">Showing {path}</p>
          </main>
        </LocationChangesProvider>
      </LinkProvider>
    </NavigateContext.Provider>
  );
}
