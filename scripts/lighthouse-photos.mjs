// Lighthouse (mobile) on the search page over the e2e stock with every photo a 3000 by 2000 JPEG
// from a photo host on this machine, so the server resizes them (/media/photo). The first run
// meets an empty photo cache and is reported alone; the median of the next `--runs=N` (default 3)
// follows. Prints the scores, LCP and the bytes of photos the page downloaded. `--drawings` measures
// the same page over the e2e stock as it is (its SVG drawings, nothing to resize) to compare.
import { execFile, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { ensureBuilds } from "./lib/builds.mjs";
import { ensureE2eInventory, serveArgs } from "./lib/e2e-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = `${root}/.cache/lighthouse-photos`;
const route = "/search/new-used-and-demo-cars/";
const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4176);
const drawings = process.argv.includes("--drawings");
rmSync(`${dir}/data/photo-cache`, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const photos = await Promise.all(
  ["#3a6ea5", "#a53a3a", "#3aa55a", "#777777", "#c9a227", "#222222"].map(cameraPhoto),
);
const host = createServer((request, response) => {
  const n = Number(/(\d+)\.jpg$/.exec(request.url ?? "")?.[1] ?? 0);
  const photo = photos[n % photos.length];
  response.writeHead(200, { "content-type": "image/jpeg", "content-length": photo.length });
  response.end(photo);
});
await new Promise((resolve) => host.listen(0, "127.0.0.1", resolve));
const photoOrigin = `http://127.0.0.1:${host.address().port}`;

const { inventory: e2eInventory } = await ensureE2eInventory();
const stock = JSON.parse(readFileSync(e2eInventory, "utf8"));
let next = 0;
for (const car of drawings ? [] : stock.vehicles) {
  const urls = (car.images ?? [])
    .filter((image) => !image.isVideo)
    .map(() => `${photoOrigin}/photos/${next++}.jpg`);
  car.images = [
    ...urls.map((url) => ({ url })),
    ...(car.images ?? []).filter((image) => image.isVideo),
  ];
  car.primary_image_url = urls[0];
  delete car.thumbnails;
}
const inventory = `${dir}/inventory.json`;
writeFileSync(inventory, JSON.stringify(stock));

await ensureBuilds();
const server = spawn(
  "node",
  [...serveArgs({ dir, inventory }, port), "--allow-photos-from-loopback"],
  { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
);
const url = `http://127.0.0.1:${port}`;
while (
  !(await fetch(`${url}/healthz`).then(
    (r) => r.ok,
    () => false,
  ))
) {
  if (server.exitCode !== null) throw new Error(`The storefront exited with ${server.exitCode}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
}

try {
  const cold = await lighthouse("cold");
  const warm = [];
  for (let run = 1; run <= runs; run++) warm.push(await lighthouse(String(run)));
  warm.sort((a, b) => score(a, "performance") - score(b, "performance"));
  console.log(
    drawings
      ? `${route} over the e2e stock's drawings`
      : `${route} over 3000 by 2000 JPEGs (${photos[0].length} bytes each)`,
  );
  console.log(`  empty photo cache: ${summary(cold)}`);
  console.log(
    `  median of ${runs} after: ${summary(warm[Math.floor(warm.length / 2)])} (performance: ${warm.map((r) => score(r, "performance")).join(", ")})`,
  );
  console.log(`load average: ${loadavg()[0].toFixed(1)}`);
} finally {
  server.kill("SIGTERM");
  host.close();
}

/** A camera-size JPEG of soft shapes on `colour`, about as hard to encode as a photo. */
async function cameraPhoto(colour) {
  const field = await sharp({
    create: {
      width: 60,
      height: 40,
      channels: 3,
      background: colour,
      noise: { type: "gaussian", mean: 120, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  return sharp(field)
    .resize({ width: 3000, height: 2000, kernel: "cubic" })
    .jpeg({ quality: 90 })
    .toBuffer();
}

// Headless Chromium now and then loses the trace of a page load (NO_NAVSTART): try again.
async function lighthouse(name, attempts = 3) {
  const file = `${dir}/search-${drawings ? "drawings" : "photos"}-${name}.json`;
  try {
    await promisify(execFile)(
      `${root}/node_modules/.bin/lighthouse`,
      [
        `${url}${route}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking",
        "--only-categories=performance,accessibility,best-practices,seo",
        "--output=json",
        `--output-path=${file}`,
        "--quiet",
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch (error) {
    if (attempts <= 1 || !String(error.stderr).includes("NO_NAVSTART")) throw error;
    return lighthouse(name, attempts - 1);
  }
  return JSON.parse(readFileSync(file, "utf8"));
}

function score(report, category) {
  return Math.round((report.categories[category]?.score ?? 0) * 100);
}

function summary(report) {
  const metric = (id) => report.audits[id]?.displayValue ?? "n/a";
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  const photoRequests = requests.filter((item) => item.url.includes("/media/photo?"));
  const photoBytes = photoRequests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const types = [...new Set(photoRequests.map((item) => item.mimeType))].join(", ");
  const lcpElement = findNode(report.audits["lcp-breakdown-insight"]?.details);
  return (
    `performance ${score(report, "performance")}, accessibility ${score(report, "accessibility")}, best practices ${score(report, "best-practices")}, SEO ${score(report, "seo")}; ` +
    `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}; ` +
    `${photoRequests.length} photos, ${Math.round(photoBytes / 1024)} KB (${types})` +
    `\n    LCP element: ${lcpElement?.snippet ?? "n/a"}`
  );
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
