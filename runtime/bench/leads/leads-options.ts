/** `npm run bench:leads` options from the command line, and how many leads its measured run posts. */
import { argument, numberArgument } from "../common/bench-args.ts";

export const leadsUsage = `Usage: npm run bench:leads [-- options]
  --seconds=10                about how long the measured run lasts, at the warm-up's pace
  --leads=<n>                 that many leads in the measured run instead, whatever the pace
  --connections=50            connections posting leads at once
  --stores=sqlite,postgres    the stores measured, in turn
  --profile=<folder>          each server writes a V8 CPU profile there when it stops
  --server=<serve.js>         a compiled server other than the current build's`;

export const helpAsked = process.argv.includes("--help");

const knownStores = ["sqlite", "postgres"];

/** A whole number from 1 given as `--name=N`, or `fallback`; anything else stops the run. */
function countArgument(name: string, fallback: number): number {
  const value = numberArgument(name, fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name}=${argument(name)}: give a whole number from 1`);
  return value;
}

/** About how long the measured run lasts (its number of leads is set from the warm-up's steady pace). */
const seconds = countArgument("seconds", 10);
export const connections = countArgument("connections", 50);
/** `--leads=<n>`: that many leads in the measured run, whatever the warm-up's pace. */
const fixedAmount = argument("leads") === undefined ? undefined : countArgument("leads", 1);
/** `--stores=sqlite` measures SQLite only (default `sqlite,postgres`). */
export const stores = (argument("stores") ?? "sqlite,postgres").split(",");
for (const store of stores)
  if (!knownStores.includes(store))
    throw new Error(
      `--stores=${argument("stores")}: "${store}" is not one of ${knownStores.join(", ")}`,
    );
/** `--profile=<folder>`: each server writes a V8 CPU profile there when it stops. */
export const profileDir = argument("profile");
/** `--server=<path>`: a compiled `serve.js` other than the current build's. */
export const serverEntry = argument("server");

/**
 * The measured run's leads: `--leads`, else as many as the warm-up's steady pace (its later
 * half: the first lead waits for what the server does once) fills `--seconds` with. A fixed
 * number, so that every request is answered before the count (stopped by time, autocannon would
 * drop answers of leads the server went on to store).
 */
export function measuredLeads(warmUp: { perSecond: number; laterHalfPerSecond: number }): {
  amount: number;
  pace: number;
} {
  const pace = Number.isFinite(warmUp.laterHalfPerSecond)
    ? warmUp.laterHalfPerSecond
    : warmUp.perSecond;
  return { amount: fixedAmount ?? Math.max(4 * connections, Math.round(pace * seconds)), pace };
}
