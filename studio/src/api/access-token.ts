/**
 * The studio access token, when the server has one: kept for this browser tab only, so closing
 * the tab forgets it.
 */
const storageKey = "studio-access-token";

function readAccessToken(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function storeAccessToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(storageKey, token);
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage can be switched off; the token then lasts until the page reloads.
    memoryToken = token;
  }
}

let memoryToken: string | null = null;

export function currentAccessToken(): string | null {
  return readAccessToken() ?? memoryToken;
}
