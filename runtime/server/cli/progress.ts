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
