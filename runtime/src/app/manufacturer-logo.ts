/** Where the server answers a make's logo: the manufacturer's mark, or its first letter. */
export const manufacturerLogoPrefix = "/media/logos";

const manufacturerLogoPath = (makeSlug: string) =>
  `${manufacturerLogoPrefix}/${encodeURIComponent(makeSlug)}.svg`;

/** A brand's logo: its own, else the manufacturer's the server keeps (or draws as a letter). */
export const brandLogo = (brand: { slug: string; logo?: string | undefined }): string =>
  brand.logo ?? manufacturerLogoPath(brand.slug);
