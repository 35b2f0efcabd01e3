import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { everyPageChunks } from "../scripts/lib/every-page-chunks.mjs";
import { appStartFiles, appStartFilesPlugin } from "./build/app-start-files.ts";
import { chunkPatternsMatch } from "./build/chunk-patterns-match.ts";
import { collapseDynamicFacades } from "./build/collapse-dynamic-facades.ts";
import { scriptsAfterPaint } from "./build/scripts-after-paint.ts";

const here = import.meta.dirname;

/** A file of the chunks every page has loaded before any block's loader runs. */
const alwaysLoaded = new RegExp(`/(${everyPageChunks.join("|")})-[\\w-]+\\.js$`);

/**
 * The files of the blocks that load as the shopper scrolls towards them (`loadsWhenNear`, or
 * server-rendered until near: the finance calculator) and of their connectors. Importing one
 * adds no preload links: their insertion, all in the task where the blocks come near, would
 * lengthen it, and the browser fetches what each file imports as it reads it.
 */
const loadedWhenNearChunks = [
  "finance-calculator",
  "lower-blocks",
  "fuel-calculator",
  "delivery-calculator",
  "market-gauge",
  "similar-cars",
  "vehicle-location",
  "vehicle-video",
  "vehicle-faq",
  "vehicle-disclaimer",
  "vehicle-features",
  "vehicle-specifications",
  "vehicle-content-blocks",
  "recently-viewed",
  "search-history",
  "browsing-history",
];
const loadedWhenNear = new RegExp(`/(${loadedWhenNearChunks.join("|")})-[\\w-]+\\.js$`);

/** The chunks the bundler makes besides the routes' own: one per group, in its priority order. */
const chunkGroups = [
  {
    // The entry module's only dependencies: they must not pull the app in before first
    // paint. With them, the yield to the browser the entry and the app's start share.
    name: "preload-helper",
    priority: 50,
    minSize: 0,
    test: /vite[\\/]preload-helper|app[\\/]core[\\/]yield-to-browser\.ts$/,
  },
  {
    name: "framework",
    priority: 40,
    test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/,
  },
  {
    // Also the card's parts the vehicle page shows (price, image, title, links, the Reserved
    // tag's colour): in the search group, they would make the vehicle page load the whole
    // search chunk.
    name: "ui-core",
    priority: 30,
    test: /rules[\\/]src[\\/](formatting[\\/](format|name-order|slug|phone|vehicle-count)|pricing[\\/]price|vehicle[\\/](card[\\/](vehicle-title|card-links)|status[\\/](availability|test-drive-only)|similar[\\/]similar-enquiry)|navigation[\\/]menus|search[\\/](stock-filter|search-refinements|range|facet-values|search-debounce)|results[\\/]result-list|shopper[\\/]analytics)\.ts$|design-system[\\/]src[\\/]blocks[\\/]vehicle-card[\\/]vehicle-card-(price|image|favourite|tag-colour)\.tsx?$|design-system[\\/]src[\\/](lib|ui[\\/](button|link-button|badge|card|skeleton|label|select|input)|renderer|theme)[\\/]|node_modules[\\/](tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|(context|Icon|createLucideIcon)\.mjs|icons[\\/](heart|search|chevron-down|chevron-left|chevron-right|loader-circle|x|check|menu|phone|car|badge-percent|triangle-exclamation-point)\.mjs)/,
  },
  // The site shell is on every page; the search blocks load together on search pages.
  {
    name: "shell",
    priority: 20,
    test: /blocks[\\/](site-header|site-footer|announcement-bar|breadcrumb|page-heading)[\\/](?!mobile[\\/]mobile-(menu-drawer|submenu))|connectors[\\/](site-shell|breadcrumb)[\\/]|src[\\/](app|pages|search-state|queries)[\\/]([\w-]+[\\/])?(?![\w-]+[\\/])(?!framework-start|search-page|load-search|load-site-page|url-validation|vehicle-|similar-cars|delivery-|market-|use-shopper-session|sign-in-calls|saved-cars|watchlist-toggle|save-search)|rules[\\/]src[\\/](results[\\/]search-title|navigation[\\/]primary-phone|shopper[\\/]browsing-history)\.ts$/,
  },
  {
    // The form field part: the hero search's on the home page, and every form's.
    name: "field",
    priority: 17,
    minSize: 0,
    test: /design-system[\\/]src[\\/]ui[\\/]field[\\/]/,
  },
  {
    // The gated pages' check, which every page but the vehicle page runs: apart from the
    // sign-in form's chunk, whose phone library and form parts it does not need.
    name: "sign-in-check",
    priority: 16,
    minSize: 0,
    includeDependenciesRecursively: false,
    test: /connectors[\\/]sign-in[\\/]gated-route\.ts$|app[\\/]shopper[\\/]use-shopper-session\.ts$|rules[\\/]src[\\/]shopper[\\/](sign-in|gated-routes)\.ts$/,
  },
  {
    // Sign-in: its page and the header's sign-out, one file.
    name: "sign-in",
    priority: 15,
    // Its own modules only: what they share with other forms (zod, the field parts) stays
    // out, or every form and facet would load sign-in's phone library with them.
    includeDependenciesRecursively: false,
    test: /connectors[\\/]sign-in[\\/]|blocks[\\/](sign-in|phone-verification)[\\/]|app[\\/]shopper[\\/](use-shopper-session|sign-in-calls)|rules[\\/]src[\\/]shopper[\\/](sign-in|gated-routes)\.ts$/,
  },
  {
    // Every page of the catch-all route loads these first: finding the page, the route,
    // the car a page is about and the shopper's remembered details, and the reserve and
    // sold wording a checkout shares with the vehicle page. Apart from the vehicle
    // page's blocks and lead buttons, which a checkout does not show.
    name: "load-site-page",
    priority: 14.5,
    minSize: 0,
    test: /routes[\\/]\$\.tsx|src[\\/]pages[\\/](load-site-page|vehicle-page|vehicle-context|vehicle-view-count)\.tsx?$|connectors[\\/]leads[\\/]shopper-storage\.ts$|rules[\\/]src[\\/]vehicle[\\/](actions[\\/]reserve-online|status[\\/]sold-notice)\.ts$/,
  },
  {
    // What every vehicle page shows at once, in one file rather than a dozen small ones,
    // with its lead forms' buttons (it shows three). Not the blocks below the fold that
    // load when near (connectors/vehicle/lower-blocks), nor the sticky bars, which load
    // when first shown, nor the blocks the server renders for good
    // (connectors/vehicle/static-blocks), until near (the finance calculator) or until
    // first used (connectors/vehicle/used-blocks: the gallery, Embla after it, and the
    // share and print buttons, the dealer's phone). The lead forms load when opened;
    // what builds and sends a lead (submit-lead, lead-submissions, send-lead) when first
    // sent; the page-only forms' connectors on their pages.
    name: "vehicle-page",
    priority: 14,
    test: /(connectors|blocks)[\\/]families[\\/]vehicle\.ts$|blocks[\\/]vehicle-location[\\/]vehicle-map-anchor\.ts$|connectors[\\/]vehicle[\\/](?!lower-blocks|vehicle-location-data|print-sheet-block|similar-cars-data|calculator-data|static-blocks|used-blocks|finance[\\/]|market[\\/]|media[\\/])|src[\\/]pages[\\/]vehicle-|blocks[\\/](vehicle-summary|key-information|dealer-comments|sold-notice)[\\/]|blocks[\\/]vehicle-sticky-bars[\\/](vehicle-sticky-bars|use-sticky-bars)\.tsx?|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](mail|message-square)\.mjs|connectors[\\/]leads[\\/](?!submit-lead|lead-submissions|lead-fields|send-lead|lead-error|page-lead-forms)|blocks[\\/](enquiry-form[\\/]enquire-button|test-drive-form[\\/]test-drive-block|request-photos-form[\\/]request-photos-button|lead-forms[\\/](dialog-button|lead-form-section))\.tsx$/,
  },
  {
    // The specification's words for a failed lead: what sends a lead and the checkout's
    // and trade-in's calls share them, without loading each other.
    name: "lead-error",
    priority: 13,
    minSize: 0,
    test: /connectors[\\/]leads[\\/]lead-error\.ts$/,
  },
  {
    // What builds and sends a lead, loaded when the shopper first sends one.
    name: "lead-sending",
    priority: 12,
    test: /connectors[\\/]leads[\\/](submit-lead|lead-submissions|lead-fields|send-lead)\.ts$|rules[\\/]src[\\/]leads[\\/]lead-events\.ts$/,
  },
  {
    // zod loads only with what checks input in the browser: the delivery calculator and the
    // enquiry form, each when first used.
    name: "zod",
    priority: 12,
    test: /node_modules[\\/]zod[\\/]/,
  },
  {
    // The locations pages' blocks, connectors and rules in one file; the map's own
    // module (and mapbox-gl) stays apart, loaded when the map scrolls into view.
    name: "locations",
    priority: 11,
    // Its own modules only: the primitives it shares (the dialog, tabs) stay where
    // other pages find them without loading this chunk.
    includeDependenciesRecursively: false,
    test: /blocks[\\/](dealer-locations|location-detail)[\\/](?!locations-map\.tsx|create-locations-map)|connectors[\\/]locations[\\/]|rules[\\/]src[\\/]locations[\\/]|ui[\\/]star-rating[\\/]/,
  },
  {
    name: "search",
    priority: 10,
    test: /routes[\\/]search\.\$\.tsx|(connectors|blocks)[\\/]families[\\/]search\.ts$|blocks[\\/](search-heading[\\/](?!save-search-form)|search-results|vehicle-card|facet-panel[\\/](?!filter-drawer-panel|range-facet|list-facet))|connectors[\\/](search-blocks|search-results)[\\/]|src[\\/](pages[\\/](search-page|load-search)|search-state[\\/]url-validation)/,
  },
];

export default defineConfig({
  root: here,
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: `${here}/src/routes`,
      generatedRouteTree: `${here}/src/routeTree.gen.ts`,
      quoteStyle: "double",
    }),
    react(),
    tailwindcss(),
    scriptsAfterPaint(),
    // Before the app start files are collected: the start itself is imported through a facade.
    collapseDynamicFacades({ keep: loadedWhenNear }),
    appStartFilesPlugin(),
    chunkPatternsMatch({
      groups: chunkGroups,
      chunkNames: [...everyPageChunks, ...loadedWhenNearChunks],
    }),
  ],
  resolve: {
    alias: [
      {
        // The shim's own store hook is React's before 18; React 19's is used in its place anyway.
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: "use-sync-external-store/with-selector.js",
      },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    modulePreload: {
      // Every browser the storefront supports preloads modules itself.
      polyfill: false,
      // A lazy chunk's list of files to fetch beside it leaves out those every page has loaded
      // already: listed in each of the shell's block loaders, they cost every page bytes.
      // The entry's import of the framework fetches the app's start files too, without running
      // them: the entry runs the framework's modules and the app's in two tasks.
      resolveDependencies: (chunk, dependencies) => {
        if (/(^|\/)framework-start-[\w-]+\.js$/.test(chunk))
          return [...new Set([...dependencies, ...appStartFiles()])];
        if (loadedWhenNear.test(`/${chunk}`)) return [];
        return dependencies.filter((file) => !alwaysLoaded.test(file));
      },
    },
    rolldownOptions: {
      output: {
        // Every page needs the framework; blocks and connectors load per page. Tiny chunks are
        // merged, since many small files compress and download worse than a few.
        codeSplitting: {
          minSize: 8_000,
          groups: chunkGroups,
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/1": "http://localhost:3000",
      "/media": "http://localhost:3000",
    },
  },
});
