import { existsSync } from "node:fs";
import { mustRun } from "./run.mjs";

const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium"];

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return candidates.find((path) => existsSync(path));
}

/**
 * Browser tests run in Debian's Chromium. Root installs it; anyone else is told how to.
 */
export async function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(
      "Browser tests need Debian's Chromium, which is not installed.\n" +
        "Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
        "or point CHROMIUM_PATH at a Chromium binary, then run npm test again.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await mustRun("apt-get", ["update", "-qq"], { env });
  await mustRun("apt-get", ["install", "-y", "-qq", "chromium"], { env });
  const installed = chromiumPath();
  if (!installed) {
    console.error("apt-get finished but no chromium binary was found in /usr/bin.");
    process.exit(1);
  }
  return installed;
}
