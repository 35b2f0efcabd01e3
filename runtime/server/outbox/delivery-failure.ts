/** A delivery that can never succeed as it stands (a destination no longer valid): no retry. */
export class PermanentDeliveryError extends Error {}

/** An environment variable's value, or a failure naming the variable and the setting. */
export function requiredVariable(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  what: string,
): string {
  const value = env[name];
  if (value === undefined || value === "")
    throw new Error(`The environment variable ${name} (${what}) is not set`);
  return value;
}

/** Why an attempt failed, in words: fetch's "fetch failed" says why only in its cause. */
export function failureMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && !error.message.includes(cause) ? `${error.message}: ${cause}` : error.message;
}
