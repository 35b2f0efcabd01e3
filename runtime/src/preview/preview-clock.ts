/**
 * Milliseconds since the epoch, with sub-millisecond precision. Both sides of the preview stamp
 * their messages with it: `performance.now()` alone counts from each document's own start, so
 * the studio's and the preview's readings could not be compared.
 */
export const previewClock = (): number => performance.timeOrigin + performance.now();
