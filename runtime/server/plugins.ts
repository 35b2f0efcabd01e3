import { type SignInOptions, signInPlugin } from "./auth/sign-in-plugin.ts";
import { checkoutPlugin } from "./checkout/checkout-plugin.ts";
import { contentPlugin } from "./content/content-routes.ts";
import { registerLogoRoute } from "./content/logo-route.ts";
import { registerDeliveryRoutes } from "./delivery/routes.ts";
import { financePlugin } from "./finance/finance-routes.ts";
import { garagePlugin } from "./garage/garage-routes.ts";
import type { ServerOptions } from "./http/app.ts";
import { leadsPlugin } from "./leads/leads-plugin.ts";
import { registerPostcodeRoutes } from "./locations/postcode-routes.ts";
import { type PhotoOptions, registerPhotoRoute } from "./media/photos/photo-route.ts";
import { registerMediaRoutes } from "./media/routes.ts";
import { savedSearchesPlugin } from "./saved-searches/saved-search-routes.ts";
import { searchPlugin } from "./search-plugin.ts";
import { type StudioOptions, studioPlugin } from "./studio/studio-plugin.ts";
import { tradeInPlugin } from "./trade-in/trade-in-routes.ts";
import { autogaugePlugin } from "./vehicle/autogauge-routes.ts";
import { vehiclePlugin } from "./vehicle/vehicle-routes.ts";
import { watchlistPlugin } from "./watchlist/watchlist-routes.ts";

type ServerPlugins = NonNullable<ServerOptions["plugins"]>;

/** The route plugins every served storefront has. */
export const storefrontPlugins = (
  signIn: SignInOptions = {},
  photos: Partial<PhotoOptions> = {},
): ServerPlugins => [
  searchPlugin(),
  vehiclePlugin(),
  autogaugePlugin(),
  (app) => registerMediaRoutes(app),
  (app) => registerLogoRoute(app),
  contentPlugin(),
  (app, context) => registerPhotoRoute(app, context, photos),
  (app, context) =>
    registerDeliveryRoutes(app, { siteFor: context.siteFor, onRequest: context.rateLimits.api }),
  (app, context) => registerPostcodeRoutes(app, { onRequest: context.rateLimits.api }),
  leadsPlugin(),
  signInPlugin(signIn),
  financePlugin(),
  watchlistPlugin(),
  savedSearchesPlugin(),
  tradeInPlugin(),
  checkoutPlugin(),
  garagePlugin(),
];

export const serverPlugins: ServerPlugins = storefrontPlugins();

/** What `npm run serve` mounts: the storefront's plugins and the studio at /studio. */
export const servePlugins = (
  studio: StudioOptions,
  signIn: SignInOptions = {},
  photos: Partial<PhotoOptions> = {},
): ServerPlugins => [...storefrontPlugins(signIn, photos), studioPlugin(studio)];
