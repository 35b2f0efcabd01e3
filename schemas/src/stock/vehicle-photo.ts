/** The media fields that decide a vehicle's photo. */
export type PhotographedVehicle = {
  primary_image_url?: string | undefined;
  images?: readonly ({ url?: string | undefined; isVideo?: boolean | undefined } | undefined)[];
  thumbnails?: readonly string[] | undefined;
};

/**
 * The photo that stands for a vehicle (result card, saved car): the primary image, else the first
 * image that is not a video, else the first thumbnail. Undefined when the car has no photo.
 */
export function primaryImageUrl(car: PhotographedVehicle): string | undefined {
  if (car.primary_image_url?.trim()) return car.primary_image_url;
  const image = car.images?.find((entry) => entry && !entry.isVideo && entry.url?.trim())?.url;
  return image ?? car.thumbnails?.find((url) => url.trim());
}

/**
 * The record with `primary_image_url` filled in from its images when the feed left it out, so a
 * search can return the card's photo without the whole gallery.
 */
export function withPrimaryImage<Car extends PhotographedVehicle>(car: Car): Car {
  const url = primaryImageUrl(car);
  return url === undefined || url === car.primary_image_url
    ? car
    : { ...car, primary_image_url: url };
}

/** The site's image settings the loader reads (`images` in the site definition). */
export type ImageSettings = { quality: number; cdnBase?: string | undefined };

/** A photo's address at a width, and the widths a browser may choose from (`srcset`). */
export type ImageLoader = {
  src: (url: string, width: number) => string;
  /**
   * Half, once and twice the width (and one and a half through the server); undefined when every
   * width is the same file.
   */
  srcSet: (url: string, width: number) => string | undefined;
};

/** The widths the server resizes photos to (`/media/photo`); other widths round up to one. */
const photoWidths = [160, 320, 480, 640, 960, 1280, 1920, 2560] as const;

export const photoRoutePath = "/media/photo";
const widestPhoto = photoWidths[photoWidths.length - 1] as number;

/** The first ladder width at least `width` wide, or the widest. */
export const photoWidth = (width: number): number =>
  photoWidths.find((each) => each >= width) ?? widestPhoto;

const remote = /^https?:\/\//i;
/** The server's own media (drawn placeholders, resized photos), served as they are at any size. */
const serverMedia = "/media/";

/**
 * Whether the server resizes a feed photo when the site names no image CDN: one at an http(s)
 * address, or at a path on the site's own origin (`/photos/abc.jpg`) outside the server's media.
 */
export function resizedByServer(url: string): boolean {
  if (remote.test(url)) return true;
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith(serverMedia);
}

/**
 * The image loader of a site. With an image CDN (`images.cdnBase`) a photo is asked of it by its
 * absolute address, with the width, the site's quality (default 80) and an automatic format:
 * `{cdnBase}?url=…&w=600&q=80&auto=format`. Without one, feed photos (`resizedByServer`) are
 * resized by the server (`/media/photo?url=…&w=640`, widths rounded up to `photoWidths`); the
 * server's own media are served as they are.
 */
export function imageLoader(settings: ImageSettings, origin: string): ImageLoader {
  const { cdnBase, quality } = settings;
  if (!cdnBase) {
    const src = (url: string, width: number) =>
      resizedByServer(url)
        ? `${photoRoutePath}?url=${encodeURIComponent(url)}&w=${photoWidth(width)}`
        : url;
    const srcSet = (url: string, width: number) =>
      resizedByServer(url)
        ? [...new Set([width / 2, width, width * 1.5, width * 2].map(photoWidth))]
            .map((each) => `${src(url, each)} ${each}w`)
            .join(", ")
        : undefined;
    return { src, srcSet };
  }
  const src = (url: string, width: number) => {
    const address = new URL(cdnBase);
    address.searchParams.set("url", new URL(url, origin).href);
    address.searchParams.set("w", String(Math.round(width)));
    address.searchParams.set("q", String(quality));
    address.searchParams.set("auto", "format");
    return address.href;
  };
  const srcSet = (url: string, width: number) =>
    [width / 2, width, width * 2]
      .map((each) => `${src(url, each)} ${Math.round(each)}w`)
      .join(", ");
  return { src, srcSet };
}
