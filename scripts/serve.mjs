// npm run serve: the compiled storefront server (built first when missing or older than its
// sources), with the given options: `npm run serve -- --site ... --inventory ...`.
import { compiledServer, ensureBuilds } from "./lib/builds.mjs";
import { run } from "./lib/run.mjs";

await ensureBuilds();
process.exitCode = await run("node", [...compiledServer, ...process.argv.slice(2)]);
