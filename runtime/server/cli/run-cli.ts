/**
 * Runs a command's main function: its exit code, and a plain message instead of a stack trace.
 * A command that fails ends there, even with timers, watchers or sockets still open (a server
 * whose port is taken must not stay up doing nothing); one that succeeds ends when its work is
 * done, and `undefined` (a server now serving) keeps it running.
 */
export function runCli(main: (args: string[]) => Promise<number | undefined>): void {
  main(process.argv.slice(2)).then(
    (code) => {
      if (code) process.exit(code);
      process.exitCode = code ?? 0;
    },
    (error: unknown) => {
      console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
