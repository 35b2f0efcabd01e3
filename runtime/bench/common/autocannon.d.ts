/** The part of autocannon (which ships no types) the HTTP benchmark uses. */
declare module "autocannon" {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
  }
  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests in all: the run ends once each is answered. */
    amount?: number;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
    requests?: AutocannonRequest[];
  }
  interface AutocannonResult {
    requests: { average: number; total: number };
    throughput: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface AutocannonInstance extends PromiseLike<AutocannonResult> {
    on(event: "response", listener: (...args: never[]) => void): void;
  }
  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
