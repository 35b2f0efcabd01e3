import type { StudioApi } from "@storefront/schemas/studio-api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { StudioApiProvider } from "./studio-api-context.tsx";

const notInStory = (name: string) => () =>
  Promise.reject(new Error(`The story does not answer ${name}`));

/** A studio API for stories: the calls given, and a refusal for any other. */
export function storyStudioApi(calls: Partial<StudioApi>): StudioApi {
  const names: (keyof StudioApi)[] = [
    "sources",
    "drafts",
    "create",
    "load",
    "groupSite",
    "save",
    "loadHistory",
    "saveHistory",
    "exportSite",
    "versions",
    "version",
    "rollback",
  ];
  return Object.fromEntries(
    names.map((name) => [name, calls[name] ?? notInStory(name)]),
  ) as unknown as StudioApi;
}

/** The API and a fresh query cache around a story. */
export function StoryStudioApi({ api, children }: { api: StudioApi; children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <StudioApiProvider api={api}>{children}</StudioApiProvider>
    </QueryClientProvider>
  );
}
