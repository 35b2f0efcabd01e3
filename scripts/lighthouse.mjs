// Lighthouse (mobile, the default form factor) on the home and search routes of the storefront,
// served as `npm start` serves it. Prints each category's score; exits 1 below 95 on performance.
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { startE2eServer } from "./lib/e2e-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const routes = ["/", "/search/new-used-and-demo-cars/"];
const target = 95;
const out = `${root}/.cache/lighthouse`;
mkdirSync(out, { recursive: true });

const server = await startE2eServer(Number(process.env.LIGHTHOUSE_PORT ?? 4175));
let below = false;
try {
  for (const route of routes) {
    const file = `${out}/${route.replace(/\W+/g, "-") || "home"}.json`;
    await promisify(execFile)(
      `${root}/node_modules/.bin/lighthouse`,
      [
        `${server.url}${route}`,
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
    const report = JSON.parse(readFileSync(file, "utf8"));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const metric = (id) => report.audits[id]?.displayValue ?? "n/a";
    below ||= score("performance") < target;
    console.log(
      `${route}: performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")}` +
        ` (FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")})`,
    );
  }
} finally {
  await server.stop();
}
process.exitCode = below ? 1 : 0;
