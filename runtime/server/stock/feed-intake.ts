import { rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { LocatedProblem } from "../definition/json-source.ts";
import { inventoryReport } from "../definition/report.ts";
import { defaultMaxDropShare, heldBackReason } from "./feed-valve.ts";
import type { FileVersion } from "./inventory-file.ts";
import type { StockStore } from "./stock-store.ts";
import type { VehicleList } from "./vehicle-list.ts";

/** A feed read and checked: the valid vehicles and the rejected records' problems. */
export type CheckedFeed = {
  vehicles: VehicleList;
  rejected: LocatedProblem[];
  rejectedRecords: number;
  version?: FileVersion | undefined;
};

export type FeedIntakeOptions = {
  /** The file or address the feed comes from, as reported. */
  source: string;
  /** The folder the report file is written in (`--data`). */
  dataDir: string;
  /** The share of served vehicles a new feed may drop (see heldBackReason). */
  maxDropShare?: number;
};

/** The report of the last feed checked, beside the store in `--data`. */
export const feedReportPath = (dataDir: string) => join(dataDir, "inventory-report.txt");

/** Rejected records logged one by one; the report file lists them all. */
const loggedProblems = 100;

/**
 * Where every new version of the feed goes, from a file or an address: its rejected records are
 * logged and written to the report file, then the safety valve decides whether it replaces the
 * served stock or is held back (the stock serves on and `/healthz` says why).
 */
export function createFeedIntake(
  stock: StockStore,
  log: FastifyBaseLogger,
  options: FeedIntakeOptions,
) {
  const reportFile = feedReportPath(options.dataDir);
  const writeReport = async (verdict: string, text: string) => {
    await writeFile(`${reportFile}.tmp`, `${new Date().toISOString()} ${verdict}\n${text}\n`);
    await rename(`${reportFile}.tmp`, reportFile);
  };
  const report = async (feed: CheckedFeed, verdict: string) => {
    await writeReport(
      verdict,
      inventoryReport(options.source, { ...feed, vehicles: feed.vehicles.length }),
    );
    for (const problem of feed.rejected.slice(0, loggedProblems))
      log.warn(
        {
          source: options.source,
          pointer: problem.pointer,
          line: problem.line,
          column: problem.column,
          problem: problem.message,
        },
        "inventory record rejected",
      );
    if (feed.rejected.length > loggedProblems)
      log.warn(
        { source: options.source, more: feed.rejected.length - loggedProblems, report: reportFile },
        "more inventory records rejected; the report file lists them all",
      );
  };
  const sourceOf = (feed: CheckedFeed) => ({
    file: options.source,
    version: feed.version,
    loadedAt: new Date(),
    rejectedRecords: feed.rejectedRecords,
    report: reportFile,
  });
  return {
    /** The feed the server started with (already in the stock): reported. */
    started: (feed: CheckedFeed) => report(feed, "served"),
    /** A newer version: served, or held back by the valve. Says which. */
    async received(feed: CheckedFeed): Promise<"served" | "held back"> {
      const held = await heldBackReason(
        stock.vehicles,
        feed.vehicles,
        options.maxDropShare ?? defaultMaxDropShare,
      );
      // Reported first, so whoever sees the new stock (or the problem) finds its report.
      if (held) {
        await report(feed, `held back: ${held}`);
        log.error(
          { source: options.source, vehicles: feed.vehicles.length, served: stock.vehicles.length },
          held,
        );
        stock.reportProblem(held);
        return "held back";
      }
      await report(feed, "served");
      log.info(
        { file: options.source, vehicles: feed.vehicles.length, rejected: feed.rejectedRecords },
        "inventory reloaded",
      );
      stock.replace(feed.vehicles, sourceOf(feed));
      return "served";
    },
    /**
     * A version that could not be had or read at all: the served stock stays. One that was read
     * and refused whole (cut off, not one list of records) is reported in the report file too.
     */
    async failed(error: Error & { refusedReport?: string | undefined }): Promise<void> {
      if (error.refusedReport)
        await writeReport(
          "refused whole: not one complete list of records; the served stock stays",
          error.refusedReport,
        ).catch((failure: Error) =>
          log.error({ report: reportFile, problem: failure.message }, "report not written"),
        );
      stock.reportProblem(error.message);
      log.error(
        { file: options.source, problem: error.message },
        "inventory not reloaded; the loaded stock serves on",
      );
    },
  };
}

export type FeedIntake = ReturnType<typeof createFeedIntake>;
