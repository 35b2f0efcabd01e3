import { SingleBar } from "cli-progress";

export type Progress = { update: (done: number) => void; stop: () => void };

/**
 * Progress of a long command on standard error: a bar redrawn in place on a terminal, and a
 * plain line every few seconds when the output goes to a file or a CI log: `Generating
 * [####----] 50% 15,000 of 30,000 vehicles, 12s left`. `format` writes a count (megabytes
 * from bytes, say) and `unit` follows the total.
 */
export function commandProgress(
  label: string,
  {
    total,
    unit,
    format = (count) => count.toLocaleString("en-AU"),
  }: {
    total: number;
    unit: string;
    format?: (count: number) => string;
  },
  stream: NodeJS.WriteStream = process.stderr,
): Progress {
  const bar = new SingleBar({
    stream,
    format: `${label} [{bar}] {percentage}% {doneText} of {totalText} ${unit}, {eta_formatted} left`,
    barCompleteChar: "#",
    barIncompleteChar: "-",
    hideCursor: true,
    noTTYOutput: true,
    notTTYSchedule: 2000,
    etaBuffer: 50,
  });
  const totalText = format(total);
  bar.start(total, 0, { doneText: format(0), totalText });
  return {
    update: (done) => bar.update(done, { doneText: format(done) }),
    stop: () => bar.stop(),
  };
}

/** Smaller files are read in a moment; a bar would only flash. */
const readProgressFrom = 16 * 1024 * 1024;

/**
 * Progress of reading a file, shown once the file is large enough to take a while: `onRead` is
 * the reader's callback (bytes read, bytes in all); `stop` ends the bar, when one was shown.
 */
export function readingProgress(
  label: string,
  stream: NodeJS.WriteStream = process.stderr,
  showFrom = readProgressFrom,
) {
  let progress: Progress | undefined;
  return {
    onRead(bytesRead: number, totalBytes: number) {
      if (totalBytes < showFrom) return;
      progress ??= commandProgress(
        label,
        { total: totalBytes, unit: "MB", format: (bytes) => (bytes / 1024 / 1024).toFixed(1) },
        stream,
      );
      progress.update(bytesRead);
    },
    stop: () => progress?.stop(),
  };
}
