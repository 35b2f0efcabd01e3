/** The garage's addresses: a site picks one (`auth.garagePath`), and the others lead to it. */
export const garagePaths = [
  "/my-garage",
  "/mymotorama",
  "/mybigboxcars",
  "/myblinkr",
  "/myservco",
] as const;

export type GaragePath = (typeof garagePaths)[number];
