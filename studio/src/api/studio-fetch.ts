import type { Problem } from "@storefront/schemas";
import { currentAccessToken } from "./access-token.ts";
import { accessMessage, StudioApiError } from "./studio-api-error.ts";

type ErrorBody = { message?: unknown; problems?: unknown };

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function problemsOf(body: unknown): Problem[] {
  const problems = (body as ErrorBody | undefined)?.problems;
  return Array.isArray(problems) ? (problems as Problem[]) : [];
}

/** The studio server's base address: `<base>/api` on the server that serves the studio. */
export const studioApiBase = () => `${import.meta.env.BASE_URL}api`;

/**
 * Calls to the studio API with the access token kept for this tab; a failure becomes a
 * `StudioApiError` with the server's message in plain words.
 */
export function createStudioFetch(baseUrl: string, fetcher: typeof fetch) {
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: "application/json" };
    const token = currentAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await fetcher(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new StudioApiError(0, "The studio server cannot be reached. Check that it is running.");
    }
    if (response.status === 401 || response.status === 403) {
      throw new StudioApiError(response.status, accessMessage(response.status));
    }
    return response;
  }

  async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await call(method, path, body);
    const data = await readJson(response);
    if (!response.ok) {
      const message = (data as ErrorBody | undefined)?.message;
      throw new StudioApiError(
        response.status,
        typeof message === "string" ? message : `The studio server answered ${response.status}`,
        problemsOf(data),
        data,
      );
    }
    return data as T;
  }

  return { json };
}
