import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Every folder the unit tests make in the system's temporary folder (servers' client and data
 * folders, photo stores, feeds, the studio's templates and exports) goes in one folder of this
 * run, through `TMPDIR`, which the test workers and the processes they start inherit: it is
 * removed when the run ends, so test runs leave nothing behind.
 */
export default function setup() {
  const folder = mkdtempSync(join(tmpdir(), "storefront-unit-"));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(folder, { recursive: true, force: true });
  };
}
