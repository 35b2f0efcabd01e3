// npm test: every test suite on a fresh machine or a warm one. The unit tests, which mostly wait
// on servers, child processes and fsync, run beside the checks, builds and the budget check (it
// counts bytes); the browser suites then run one after the other (together on 2 cores they
// slowed the journeys that wait on retries and axe scans past their limits).
// `npm test -- unit storybook` runs only those suites.
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildArgs, storybookBuildArgs } from "./lib/builds.mjs";
import { ensureChromium } from "./lib/ensure-chromium.mjs";
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { withTestPostgres } from "./lib/postgres.mjs";
import { jestLikeCounts, playwrightCounts } from "./lib/reports.mjs";
import { run } from "./lib/run.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const reports = `${root}/.cache/reports`;
const bin = (name) => `${root}/node_modules/.bin/${name}`;

const suites = [
  {
    name: "check",
    lane: "builds",
    title: "Typecheck, lint and format",
    run: (prefix) => run("npm", ["run", "--silent", "check"], { cwd: root, prefix }),
  },
  {
    name: "unit",
    lane: "unit",
    title: "Unit tests (vitest; the store's on SQLite and on a throwaway PostgreSQL)",
    run: (prefix) =>
      withTestPostgres((databaseUrl) =>
        run(
          bin("vitest"),
          [
            "run",
            "--reporter=default",
            "--reporter=json",
            `--outputFile.json=${reports}/unit.json`,
          ],
          {
            cwd: root,
            prefix,
            env: {
              ...process.env,
              TZ: "UTC",
              ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}),
            },
          },
        ),
      ),
    counts: () => jestLikeCounts(`${reports}/unit.json`),
  },
  {
    name: "zones",
    lane: "builds",
    title: "The rules again under other machine time zones (answers must not change)",
    run: async (prefix) => {
      for (const zone of ["Australia/Perth", "Pacific/Auckland"]) {
        const code = await run(bin("vitest"), ["run", "rules", "--reporter=dot"], {
          cwd: root,
          prefix,
          env: { ...process.env, TZ: zone },
        });
        if (code !== 0) return code;
      }
      return 0;
    },
  },
  {
    name: "build",
    lane: "builds",
    title: "Build the storefront, the studio, the compiled server and Storybook",
    run: async (prefix) => {
      for (const args of buildArgs) {
        const code = await run(bin("vite"), args, { cwd: root, prefix });
        if (code !== 0) return code;
      }
      return run(bin("storybook"), storybookBuildArgs, { cwd: root, prefix });
    },
  },
  {
    name: "budget",
    // Bytes, not times: it can share the cores with the unit tests, right after the build.
    lane: "builds",
    title: "First-route JavaScript budget",
    when: () => existsSync(`${root}/scripts/check-budget.mjs`),
    run: (prefix) => run("node", ["scripts/check-budget.mjs"], { cwd: root, prefix }),
  },
  {
    name: "storybook",
    title: "Storybook stories, interactions and axe (test-runner)",
    run: (prefix) =>
      run(
        "node",
        [
          "scripts/test-storybook.mjs",
          // The build suite, when it ran, built Storybook already.
          ...(chosen.some((suite) => suite.name === "build") ? ["--skip-build"] : []),
          "--json",
          "--outputFile",
          `${reports}/storybook.json`,
        ],
        { cwd: root, prefix },
      ),
    counts: () => jestLikeCounts(`${reports}/storybook.json`),
  },
  {
    name: "e2e",
    title: "Journeys in Chromium (Playwright)",
    when: () => existsSync(`${root}/playwright.config.ts`),
    run: (prefix) =>
      run(bin("playwright"), ["test"], {
        cwd: root,
        prefix,
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
      }),
    counts: () => playwrightCounts(`${reports}/e2e.json`),
  },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !suites.some((suite) => suite.name === name));
if (unknown.length) {
  console.error(
    `Unknown suite ${unknown.join(", ")}; suites: ${suites.map((suite) => suite.name).join(", ")}`,
  );
  process.exit(2);
}
const chosen = suites.filter(
  (suite) => (!wanted.length || wanted.includes(suite.name)) && (suite.when?.() ?? true),
);

await ensureDependencies(root);
process.env.CHROMIUM_PATH = await ensureChromium();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * The leading suites that name a `lane` run first, each lane on its own, one suite after another
 * within it; the suites after them run one at a time.
 */
function stagesOf(list) {
  const lanes = new Map();
  for (const suite of list.filter((each) => each.lane)) {
    lanes.set(suite.lane, [...(lanes.get(suite.lane) ?? []), suite]);
  }
  const alone = list.filter((suite) => !suite.lane).map((suite) => [[suite]]);
  return lanes.size ? [[...lanes.values()], ...alone] : alone;
}

async function runSuite(suite, together) {
  console.log(`\n▶ ${suite.title}`);
  const started = Date.now();
  const code = await suite.run(together ? `[${suite.name}]` : undefined);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (together) console.log(`\n${code === 0 ? "✔" : "✖"} ${suite.name} finished in ${seconds}s`);
  return { suite, code, seconds, counts: suite.counts?.() };
}

/** Runs a lane's suites in order, stopping at its first failure. */
async function runLane(lane, together) {
  const done = [];
  for (const suite of lane) {
    done.push(await runSuite(suite, together));
    if (done.at(-1).code !== 0) break;
  }
  return done;
}

const results = [];
for (const lanes of stagesOf(chosen)) {
  const together = lanes.length > 1;
  results.push(...(await Promise.all(lanes.map((lane) => runLane(lane, together)))).flat());
  if (results.some((result) => result.code !== 0)) break;
}

console.log("\nSuites:");
for (const { suite, code, seconds, counts } of results) {
  const tally = counts ? ` ${counts.passed} passed, ${counts.failed} failed,` : "";
  console.log(`  ${code === 0 ? "✔" : "✖"} ${suite.name}:${tally} ${seconds}s`);
}
const skipped = chosen
  .filter((suite) => !results.some((r) => r.suite === suite))
  .map((s) => s.name);
if (skipped.length) console.log(`  not run after the failure: ${skipped.join(", ")}`);
const passed = results.reduce((sum, result) => sum + (result.counts?.passed ?? 0), 0);
// A suite that fails without failing tests (a crash, a lint error) counts as one failure.
const failed = results.reduce(
  (sum, { code, counts }) => sum + Math.max(counts?.failed ?? 0, code === 0 ? 0 : 1),
  0,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed || results.some((result) => result.code !== 0) ? 1 : 0;
