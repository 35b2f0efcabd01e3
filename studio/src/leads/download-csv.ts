import { currentAccessToken } from "../api/access-token.ts";
import { accessMessage } from "../api/studio-api-error.ts";

/**
 * Downloads the CSV export. A link alone cannot send the access token, so the file is fetched
 * with it and handed to the browser under the name the server gave it.
 */
export async function downloadCsv(url: string): Promise<void> {
  const token = currentAccessToken();
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (response.status === 401 || response.status === 403)
    throw new Error(accessMessage(response.status));
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? `The export failed (${response.status})`);
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href, download: named ?? "leads.csv" });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
