import { Worker } from "node:worker_threads";
import type { ValidationReply, ValidationRequest } from "./validation-worker.ts";

/**
 * Workers do not inherit the TypeScript loader on Node 20, so a TypeScript worker is started
 * through a one-line bootstrap that registers it first.
 */
function startWorker(file: URL): Worker {
  if (!file.pathname.endsWith(".ts")) return new Worker(file);
  const loader = import.meta.resolve("tsx/esm/api");
  const bootstrap = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}

/** Batches waiting for the worker before the writer pauses, to bound memory. */
const maxInFlight = 6;

/**
 * Validates serialised vehicles on a second thread while the main thread keeps generating and
 * writing; on a two-core machine this roughly halves the time to write a large inventory.
 */
export class BackgroundValidator {
  private readonly worker = startWorker(new URL("./validation-worker.ts", import.meta.url));
  private inFlight = 0;
  private problem: string | null = null;
  private failure: Error | null = null;
  private waiting: (() => void)[] = [];

  constructor() {
    this.worker.on("message", (reply: ValidationReply) => {
      this.inFlight--;
      this.problem ??= reply.problem;
      this.wake();
    });
    this.worker.on("error", (error) => {
      this.failure = error;
      this.wake();
    });
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  private settle(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Queues a batch; waits while too many batches are already queued. */
  async submit(request: ValidationRequest): Promise<void> {
    while (this.inFlight >= maxInFlight && !this.failure) await this.settle();
    if (this.failure) throw this.failure;
    this.inFlight++;
    this.worker.postMessage(request);
  }

  /** Waits for every queued batch; returns the first problem found, or null. */
  async finish(): Promise<string | null> {
    while (this.inFlight > 0 && !this.failure) await this.settle();
    await this.worker.terminate();
    if (this.failure) throw this.failure;
    return this.problem;
  }
}
