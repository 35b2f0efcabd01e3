import type { Worker } from "node:worker_threads";
import { startWorkerThread } from "../../worker-thread.ts";
import type {
  WriterOutboxArgs,
  WriterOutboxOperation,
  WriterOutboxResult,
} from "../writer-outbox.ts";
import type {
  LeadCommitAnswer,
  LeadCommitRequest,
  PlainError,
  PlainOutcome,
} from "./lead-commit-worker.ts";
import type { LeadOutcome } from "./lead-group-commit.ts";
import type { LeadToSave } from "./leads.ts";

export type LeadCommitter = {
  /** commitGroup on the store's connection in the worker: answers once the group is on disk. */
  commit: (group: LeadToSave[]) => Promise<LeadOutcome[]>;
  /** A delivery worker's claim, read or mark on the store's connection in the worker. */
  outbox: <K extends WriterOutboxOperation>(
    operation: K,
    ...args: WriterOutboxArgs<K>
  ) => Promise<WriterOutboxResult<K>>;
  /**
   * Starts the thread if it is not running yet and opens the store's connection there:
   * resolves once both are ready, so no write waits for them.
   */
  open: () => Promise<void>;
  /** Closes the store's connection in the worker; call once no commit is waiting. */
  close: () => Promise<void>;
};

type Pending = { resolve: (answer: unknown) => void; reject: (error: unknown) => void };
type Thread = { worker: Worker; pending: Map<number, Pending> };

/** The process's one lead-writing thread, started when the first SQLite store opens. */
let thread: Thread | undefined;
let nextRequest = 0;
let nextStore = 0;

/**
 * SQLite's lead commits on a worker thread, each store with its own connection there. A
 * commit's fsync blocks the thread that runs it for 4 to 6 ms; here that is not the event
 * loop's, which meanwhile reads, validates and answers other requests. One thread serves every
 * store of the process and starts when the first store opens (a thread started from the
 * TypeScript sources takes a second or more on a busy machine: no write should wait for it);
 * it keeps the process alive only while a request is waiting.
 */
export function leadCommitter(dataDir: string): LeadCommitter {
  const store = nextStore++;
  return {
    commit: async (group) => {
      // Each lead as JSON; one that cannot be written as JSON fails alone, as in the store.
      const outcomes: LeadOutcome[] = new Array(group.length);
      const sent: { index: number; json: string }[] = [];
      group.forEach((lead, index) => {
        try {
          sent.push({ index, json: JSON.stringify(lead) });
        } catch (error) {
          outcomes[index] = { error };
        }
      });
      if (sent.length) {
        const answers = await request<PlainOutcome[]>({
          kind: "commit",
          store,
          dataDir,
          group: sent.map(({ json }) => json),
        });
        answers.forEach((answer, at) => {
          outcomes[sent[at]?.index ?? at] = revivedOutcome(answer);
        });
      }
      return outcomes;
    },
    outbox: (operation, ...args) => request({ kind: "outbox", store, dataDir, operation, args }),
    open: async () => {
      await request({ kind: "open", store, dataDir });
    },
    close: async () => {
      if (thread) await request({ kind: "close", store });
    },
  };
}

/**
 * Starts the lead-writing thread if it is not running yet; resolves once it is ready. A test
 * whose first store opens inside it awaits this before, so the test's time is its own.
 */
export async function leadWriterReady(): Promise<void> {
  await request({ kind: "ready" });
}

type Unnumbered<T> = T extends unknown ? Omit<T, "id"> : never;

function request<T>(message: Unnumbered<LeadCommitRequest>): Promise<T> {
  const { worker, pending } = started();
  return new Promise<T>((resolve, reject) => {
    const id = nextRequest++;
    pending.set(id, { resolve: resolve as (answer: unknown) => void, reject });
    worker.ref();
    worker.postMessage({ ...message, id } as LeadCommitRequest);
  });
}

function started(): Thread {
  if (thread) return thread;
  const worker = startWorker();
  const pending = new Map<number, Pending>();
  const failAll = (error: unknown) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("message", (answer: LeadCommitAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!pending.size) worker.unref();
    if ("error" in answer) waiting?.reject(revived(answer.error));
    else waiting?.resolve("result" in answer ? answer.result : answer.outcomes);
  });
  worker.on("error", failAll);
  worker.on("exit", (code) => {
    if (thread?.worker === worker) thread = undefined;
    failAll(new Error(`The SQLite lead writer stopped (exit code ${code})`));
  });
  thread = { worker, pending };
  return thread;
}

const startWorker = () =>
  startWorkerThread(import.meta.url, {
    built: "../cli/lead-commit-worker.js",
    source: "./lead-commit-worker.ts",
  });

function revived({ message, name, code, stack }: PlainError): Error {
  const error = Object.assign(new Error(message), code === undefined ? {} : { code });
  if (name) error.name = name;
  if (stack) error.stack = stack;
  return error;
}

const revivedOutcome = (outcome: PlainOutcome): LeadOutcome =>
  "error" in outcome ? { error: revived(outcome.error as PlainError) } : outcome;
