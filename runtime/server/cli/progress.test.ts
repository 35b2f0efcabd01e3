import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { readingProgress } from "./progress.ts";

/** A stream that is no terminal, as when the output goes to a log. */
function logStream() {
  const stream = new PassThrough() as PassThrough & { isTTY?: boolean };
  let text = "";
  stream.on("data", (chunk) => {
    text += chunk;
  });
  return { stream: stream as unknown as NodeJS.WriteStream, text: () => text };
}

describe("progress of reading a large file", () => {
  it("shows nothing for a small file, and megabytes read for a large one", () => {
    const small = logStream();
    const quick = readingProgress("Reading small.json", small.stream, 1024);
    quick.onRead(512, 1000);
    quick.stop();
    expect(small.text()).toBe("");

    const large = logStream();
    const slow = readingProgress("Reading feed.json", large.stream, 1024);
    slow.onRead(5 * 1024 * 1024, 10 * 1024 * 1024);
    slow.onRead(10 * 1024 * 1024, 10 * 1024 * 1024);
    slow.stop();
    expect(large.text()).toContain("Reading feed.json [");
    expect(large.text()).toContain("100% 10.0 of 10.0 MB");
  });
});
