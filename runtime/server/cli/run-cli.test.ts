import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url).pathname;

// A command that opened a timer, then found its port taken: what `serve` does on a busy port.
const portTaken = `
import { createServer } from "node:net";
import { runCli } from "./runtime/server/cli/run-cli.ts";
runCli(async () => {
  setInterval(() => {}, 1000);
  const taken = createServer().listen(0, "127.0.0.1");
  await new Promise((ready) => taken.once("listening", ready));
  const again = createServer().listen(taken.address().port, "127.0.0.1");
  await new Promise((_, fail) => again.once("error", fail));
});`;

describe("a command that fails", () => {
  it("says why in one line and exits 1, even with a timer or a server still open", () => {
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", portTaken],
      // The limit only ends a hang, which is what this would be without the fix.
      { cwd: root, encoding: "utf8", timeout: 60_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^Error: listen EADDRINUSE: address already in use 127\.0\.0\.1:\d+\n$/,
    );
  });
});
