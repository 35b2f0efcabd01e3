import { Agent, request } from "node:http";

export interface SteadyLoadResult {
  /** Milliseconds from each request's scheduled start to the end of its response. */
  latencies: number[];
  failures: number;
  requestsPerSecond: number;
}

/**
 * Sends POST requests at evenly spaced times over a pool of keep-alive connections, an open
 * loop: unlike autocannon's rate limit (each connection sends its share at the start of every
 * second, so the load arrives in bursts), arrivals stay steady. Latency counts from when a
 * request was due, so time spent waiting for a free connection is included.
 */
export async function steadyLoad(options: {
  port: number;
  path: string;
  /** The body of the i-th request. */
  body: (i: number) => string;
  rate: number;
  seconds: number;
  connections: number;
  headers: Record<string, string>;
}): Promise<SteadyLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let failures = 0;
  const pending: Promise<void>[] = [];
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const body = options.body(i);
    pending.push(
      post(agent, options, body).then(
        (ok) => {
          if (ok) latencies.push(performance.now() - due);
          else failures++;
        },
        () => {
          failures++;
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { latencies, failures, requestsPerSecond: latencies.length / elapsed };
}

function post(
  agent: Agent,
  target: { port: number; path: string; headers: Record<string, string> },
  body: string,
): Promise<boolean> {
  return new Promise((done, fail) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: target.path,
        method: "POST",
        agent,
        headers: { ...target.headers, "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => done(response.statusCode === 200));
      },
    );
    outgoing.on("error", fail);
    outgoing.end(body);
  });
}
