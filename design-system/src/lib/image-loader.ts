import type { ImageLoader } from "@storefront/schemas/stock/vehicle-photo";
import { createContext, useContext } from "react";

/** Photos at their own addresses: the loader where no site names one (stories, the studio). */
const asGiven: ImageLoader = { src: (url) => url, srcSet: () => undefined };

/** The site's image loader (the runtime provides it from `images` in the site definition). */
export const ImageLoaderContext = createContext<ImageLoader>(asGiven);

export const useImageLoader = (): ImageLoader => useContext(ImageLoaderContext);
