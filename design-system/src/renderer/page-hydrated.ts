/** Set once the first page the browser rendered (or hydrated) is in place. */
let pageHydrated = false;

/** Whether a page rendering now is one the browser renders itself (not the server's, hydrating). */
export const isPageHydrated = () => pageHydrated;

export const markPageHydrated = () => {
  pageHydrated = true;
};
