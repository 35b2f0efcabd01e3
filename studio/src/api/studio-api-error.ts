import type { Problem } from "@storefront/schemas";

/** A call to the studio API that did not succeed, with the server's message in plain words. */
export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: Problem[] = [],
    /** The whole answer, for calls that say more than a message (an export's `replaces`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "StudioApiError";
  }

  /** The server wants the access token (missing, wrong or not allowed). */
  get needsAccess(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

export function accessMessage(status: number): string {
  return status === 401
    ? "This studio needs its access token. Ask whoever runs the server for it and enter it below."
    : "The access token was not accepted for this studio. Check it and enter it again.";
}

export function isAccessError(error: unknown): error is StudioApiError {
  return error instanceof StudioApiError && error.needsAccess;
}
