/** FNV-1a over a text's UTF-16 units, as an unsigned 32-bit number. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return hash >>> 0;
}
