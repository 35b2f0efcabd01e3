// Lighthouse (mobile, the default form factor) on the home, search, dealer locator and offers
// routes of the storefront, and the vehicle page of a car with 20 photos and a video, served as `npm start` serves it. Scores move with the machine's load, so each route is measured
// several times (`--runs=N`, default 3) and the median run is reported. Exits 1 when a median
// performance score is below 95.
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { ensureE2eInventory, startE2eServer } from "./lib/e2e-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// `--routes=/special-offers,/brands,vehicle` measures only those (`vehicle`: the rich car's page).
const only = process.argv.find((arg) => arg.startsWith("--routes="))?.slice(9);
const routes = only
  ? await Promise.all(
      only.split(",").map((route) => (route === "vehicle" ? richGalleryPage() : route)),
    )
  : [
      "/",
      "/search/new-used-and-demo-cars/",
      "/dealer-locator",
      "/special-offers",
      await richGalleryPage(),
    ];
const target = 95;
const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);
const out = `${root}/.cache/lighthouse`;
mkdirSync(out, { recursive: true });

const server = await startE2eServer(Number(process.env.LIGHTHOUSE_PORT ?? 4175));
let below = false;
try {
  for (const route of routes) {
    const name = route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
    const reports = [];
    for (let run = 1; run <= runs; run++) {
      const file = `${out}/${name}-${run}.json`;
      await runLighthouse([
        `${server.url}${route}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking",
        "--only-categories=performance,accessibility,best-practices,seo",
        "--output=json",
        `--output-path=${file}`,
        "--quiet",
      ]);
      reports.push(JSON.parse(readFileSync(file, "utf8")));
    }
    const performance = (report) => score(report, "performance");
    reports.sort((a, b) => performance(a) - performance(b));
    const median = reports[Math.floor(reports.length / 2)];
    below ||= performance(median) < target;
    const metric = (id) => median.audits[id]?.displayValue ?? "n/a";
    const lcpElement = findNode(median.audits["lcp-breakdown-insight"]?.details);
    console.log(
      `${route}: performance ${performance(median)} (runs: ${reports.map(performance).join(", ")}), accessibility ${score(median, "accessibility")}, best practices ${score(median, "best-practices")}, SEO ${score(median, "seo")}` +
        ` (median run: FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")})` +
        `\n  LCP element: ${lcpElement ? `${lcpElement.nodeLabel} ${lcpElement.snippet}` : "n/a"}`,
    );
  }
  console.log(`load average: ${loadavg()[0].toFixed(1)} (total blocking time grows with it)`);
} finally {
  await server.stop();
}
process.exitCode = below ? 1 : 0;

/** The page of the first car in stock with 20 photos or more, a video and no spin (the e2e stock). */
async function richGalleryPage() {
  const { inventory } = await ensureE2eInventory();
  const { vehicles: cars } = JSON.parse(readFileSync(inventory, "utf8"));
  const car = cars.find(
    (each) =>
      each.status === "in_stock" &&
      (each.video_url || each.external_video_url) &&
      !each.spin_images?.length &&
      !each.spin_code &&
      !each.spin_interior_image &&
      (each.images ?? []).filter((image) => !image.isVideo).length >= 20,
  );
  if (!car) throw new Error(`no car in ${inventory} has 20 photos and a video`);
  return `/cars/${car.slug}`;
}

/** The first element a Lighthouse audit's details name (the LCP breakdown names the LCP's). */
function findNode(details) {
  if (!details || typeof details !== "object") return undefined;
  if (details.type === "node") return details;
  for (const value of Object.values(details)) {
    const node = findNode(value);
    if (node) return node;
  }
  return undefined;
}

function score(report, category) {
  return Math.round((report.categories[category]?.score ?? 0) * 100);
}

// Headless Chromium now and then loses the trace of a page load (NO_NAVSTART): try again.
async function runLighthouse(args, attempts = 3) {
  const options = {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    maxBuffer: 64 * 1024 * 1024,
  };
  try {
    await promisify(execFile)(`${root}/node_modules/.bin/lighthouse`, args, options);
  } catch (error) {
    if (attempts <= 1 || !String(error.stderr).includes("NO_NAVSTART")) throw error;
    await runLighthouse(args, attempts - 1);
  }
}
