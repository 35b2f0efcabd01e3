/** Where the server answers a make's logo: the manufacturer's mark, or its first letter. */
export const manufacturerLogoPrefix = "/media/logos";

export const manufacturerLogoPath = (makeSlug: string) =>
  `${manufacturerLogoPrefix}/${encodeURIComponent(makeSlug)}.svg`;
