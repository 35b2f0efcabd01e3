import { loadavg } from "node:os";
import { ms } from "../common/bench-stats.ts";
import { connections } from "./leads-options.ts";

const targetPerSecond = 500;

export type Figures = {
  store: string;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  created: number;
  stored: number;
  delivered: number;
  /** SQLite's group commit: leads per commit over the whole run (none on PostgreSQL). */
  perCommit: number | undefined;
  /** The server process's CPU time per lead of the measured run (less swayed by other load). */
  cpuMsPerLead: number;
  /** The same for the server's main thread alone, whose time bounds intake (Linux only). */
  mainThreadCpuMsPerLead: number | undefined;
};

/** The figures of each store, the target's verdict and the load; a lost or failed lead fails the run. */
export function printTable(rows: Figures[]) {
  const header = [
    "store",
    "durable leads/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "errors",
    "201 answers",
    "leads stored",
    "delivered by stop",
    "leads/commit",
    "server CPU ms/lead",
    "main thread CPU ms/lead",
    `vs ${targetPerSecond}/s`,
  ];
  const lines = rows.map((row) => [
    row.store,
    row.perSecond.toFixed(0),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    String(row.errors),
    String(row.created),
    `${row.stored}${row.stored === row.created ? " (=)" : " (MISMATCH)"}`,
    String(row.delivered),
    row.perCommit === undefined ? "-" : row.perCommit.toFixed(1),
    row.cpuMsPerLead.toFixed(2),
    row.mainThreadCpuMsPerLead === undefined ? "-" : row.mainThreadCpuMsPerLead.toFixed(2),
    `${(row.perSecond / targetPerSecond).toFixed(2)}x`,
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((l) => l[i]!.length)),
  );
  const format = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i]!)).join("  ");
  console.log(
    `\nLead intake, ${connections} connections (201 answers and leads stored include the warm-up's ${2 * connections}):`,
  );
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  const sqlite = rows.find((row) => row.store === "SQLite");
  if (sqlite)
    console.log(
      `target ${targetPerSecond} durable leads/s on SQLite: ${sqlite.perSecond >= targetPerSecond ? "met" : "NOT met"}`,
    );
  console.log(`load average: ${loadavg()[0]!.toFixed(1)} (other processes share these 2 cores)`);
  if (rows.some((row) => row.stored !== row.created || row.errors > 0)) process.exitCode = 1;
}
