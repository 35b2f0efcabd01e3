import type { SaveDetailsResult } from "@storefront/design-system/blocks/garage/index.ts";
import type { GarageAnswer, RememberedDetailsInput } from "@storefront/schemas/shopper/garage";

export const garageKey = ["garage"] as const;
export const garageExportHref = "/api/garage/export";

const unexpected = "An unexpected error occured";

/** `GET /api/garage`: the signed-in shopper's garage. */
export async function readGarage(signal?: AbortSignal): Promise<GarageAnswer> {
  const response = await fetch("/api/garage", { signal, credentials: "same-origin" });
  if (!response.ok) throw new Error(`GET /api/garage answered ${response.status}`);
  return (await response.json()) as GarageAnswer;
}

const post = (url: string, body: object) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });

/** `POST /api/garage/details`: saved, or the server's message and problems by field. */
export async function saveGarageDetails(
  details: RememberedDetailsInput,
): Promise<SaveDetailsResult> {
  try {
    const response = await post("/api/garage/details", details);
    if (response.ok) return { saved: true };
    const answer = (await response.json()) as {
      message?: string;
      problems?: { path: string; message: string }[];
    };
    return { saved: false, message: answer.message ?? unexpected, problems: answer.problems };
  } catch {
    return { saved: false, message: unexpected };
  }
}

/** `POST /api/garage/delete-account`: whether the account and its data are gone. */
export async function deleteGarageAccount(): Promise<boolean> {
  try {
    return (await post("/api/garage/delete-account", {})).ok;
  } catch {
    return false;
  }
}
