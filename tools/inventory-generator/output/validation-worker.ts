import { parentPort } from "node:worker_threads";
import { vehicleRecord } from "@storefront/schemas";

export interface ValidationRequest {
  firstIndex: number;
  /** Vehicles serialised as written to the file, joined with ",\n". */
  text: string;
}

export interface ValidationReply {
  /** The first problem in the batch, or null when every vehicle is valid. */
  problem: string | null;
}

/** Checks batches of serialised vehicles against the record schema, off the main thread. */
parentPort?.on("message", ({ firstIndex, text }: ValidationRequest) => {
  const vehicles: unknown[] = JSON.parse(`[${text}]`);
  let problem: string | null = null;
  for (let i = 0; i < vehicles.length && problem === null; i++) {
    const checked = vehicleRecord.safeParse(vehicles[i]);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      problem = `Vehicle ${firstIndex + i} is invalid at ${issue?.path.join(".") || "/"}: ${issue?.message}`;
    }
  }
  parentPort?.postMessage({ problem } satisfies ValidationReply);
});
