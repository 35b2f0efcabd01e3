/** Runs a command's main function: its exit code, and a plain message instead of a stack trace. */
export function runCli(main: (args: string[]) => Promise<number | undefined>): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code ?? 0;
    },
    (error: unknown) => {
      console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
