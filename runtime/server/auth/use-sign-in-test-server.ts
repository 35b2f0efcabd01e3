import { afterAll, beforeAll } from "vitest";
import { type Backend, useTestStore } from "../store/test-backends.ts";
import type { SignInOptions } from "./sign-in-plugin.ts";
import { postFrom, signInTestServer, signInThrough } from "./sign-in-test-server.ts";

/**
 * A store of `backend` (emptied before each test) and the sign-in test server over it, started
 * before the suite and closed after it. `options` may be a function when it needs something
 * another `beforeAll` starts first. Read `store`, `app` and `printed` inside tests; `post`,
 * `lastCode` and `signIn` may be taken out at once.
 */
export function useSignInTestServer(
  backend: Backend,
  options: SignInOptions | (() => SignInOptions) = {},
) {
  const opened = useTestStore(backend);
  let server: Awaited<ReturnType<typeof signInTestServer>> | undefined;
  beforeAll(async () => {
    server = await signInTestServer(
      opened.current(),
      typeof options === "function" ? options() : options,
    );
  });
  afterAll(() => server?.app.close());
  const started = () => {
    if (!server) throw new Error("The sign-in test server is not started yet");
    return server;
  };
  return {
    get store() {
      return opened.current();
    },
    get app() {
      return started().app;
    },
    /** The local code provider's printed lines (empty it in a `beforeEach` when a test counts them). */
    get printed() {
      return started().printed;
    },
    lastCode: () => started().lastCode(),
    signIn: (phone: string, options?: Parameters<typeof signInThrough>[3]) =>
      signInThrough(started().app, started().lastCode, phone, options),
    post: (...request: Parameters<ReturnType<typeof postFrom>>) =>
      postFrom(started().app)(...request),
  };
}
