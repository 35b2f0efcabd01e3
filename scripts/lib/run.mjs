import { spawn } from "node:child_process";

/**
 * Runs a command; resolves with its exit code. Output is inherited, or with `prefix` piped and
 * each line labelled, so that suites running side by side stay readable.
 */
export function run(command, args, { prefix, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit",
      ...options,
    });
    if (prefix) {
      labelLines(child.stdout, process.stdout, prefix);
      labelLines(child.stderr, process.stderr, prefix);
    }
    child.on("error", reject);
    child.on("close", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

function labelLines(from, to, prefix) {
  let pending = "";
  from.setEncoding("utf8");
  from.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop();
    for (const line of lines) to.write(`${prefix} ${line}\n`);
  });
  from.on("end", () => {
    if (pending) to.write(`${prefix} ${pending}\n`);
  });
}

export async function mustRun(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} exited with ${code}`);
    process.exit(code);
  }
}
