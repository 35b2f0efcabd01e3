import { setNonce } from "get-nonce";

/**
 * Dialogs and drawers lock page scroll with a small <style> element. The site's policy allows
 * style elements only with the nonce the server put in the page's `csp-nonce` meta tag; this hands
 * it to the library that writes them. Call it once before rendering.
 */
export function applyStyleNonce(doc: Document = document): void {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) setNonce(nonce);
}
