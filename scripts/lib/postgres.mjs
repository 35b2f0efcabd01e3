import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "./run.mjs";

/** Debian's server binaries (the newest installed version), or those on PATH. */
function postgresBin() {
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const newest = readdirSync(debian)
      .filter((version) => existsSync(join(debian, version, "bin", "pg_ctl")))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return join(debian, newest, "bin");
  }
  try {
    const pgCtl = execFileSync("sh", ["-c", "command -v pg_ctl"], { encoding: "utf8" }).trim();
    return pgCtl ? pgCtl.replace(/\/pg_ctl$/, "") : undefined;
  } catch {
    return undefined;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway PostgreSQL cluster for the store's tests: trust authentication on 127.0.0.1 and a
 * free port, its files in a temporary folder. The server refuses to run as root, so root runs it
 * as the `postgres` user. Without `durable` it skips flushing to disk (fsync=off), which tests
 * do not need. Resolves to `{ url, stop }`, or undefined (with the reason printed) when no
 * PostgreSQL is installed.
 */
async function startTestPostgres({ durable = false } = {}) {
  const bin = postgresBin();
  if (!bin) {
    console.error(
      "PostgreSQL is not installed, so the store's PostgreSQL tests cannot run.\n" +
        "Install it with:  sudo apt-get install -y postgresql  (or set TEST_DATABASE_URL).",
    );
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), "store-postgres-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag) =>
      Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  // Their progress is noise in a test run; their errors still show.
  const quietly = { stdio: ["ignore", "ignore", "inherit"] };
  const as = (command, args) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", command, ...args], quietly)
      : run(command, args, quietly);
  const port = await freePort();
  const data = join(dir, "db");
  if (
    (await as(join(bin, "initdb"), ["--no-sync", "-D", data, "-A", "trust", "-U", "postgres"])) !==
    0
  )
    throw new Error("initdb failed for the test PostgreSQL cluster");
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? "" : " -c fsync=off"}`;
  const started = await as(join(bin, "pg_ctl"), [
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-o",
    options,
    "-w",
    "start",
  ]);
  if (started !== 0) throw new Error(`The test PostgreSQL cluster did not start; see ${dir}/log`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await as(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `task(url)` with a PostgreSQL server for the store's tests: TEST_DATABASE_URL when set,
 * else a throwaway cluster stopped afterwards (also on Ctrl-C; `{ durable: true }` keeps its
 * commits flushed to disk, for measurements). Without PostgreSQL the task runs with no URL (its
 * PostgreSQL cases are skipped), except under CI, where that is a failure.
 */
export async function withTestPostgres(task, options = {}) {
  if (process.env.TEST_DATABASE_URL) return task(process.env.TEST_DATABASE_URL);
  const cluster = await startTestPostgres(options);
  if (!cluster) {
    if (process.env.CI) {
      console.error("CI is set: the store must be tested on PostgreSQL too, so this is a failure.");
      return 1;
    }
    return task(undefined);
  }
  const stopAndExit = () => void cluster.stop().finally(() => process.exit(130));
  process.once("SIGINT", stopAndExit);
  process.once("SIGTERM", stopAndExit);
  try {
    return await task(cluster.url);
  } finally {
    process.off("SIGINT", stopAndExit);
    process.off("SIGTERM", stopAndExit);
    await cluster.stop();
  }
}
