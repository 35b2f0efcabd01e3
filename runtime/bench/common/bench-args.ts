/** The value of `--name=value` on the command line, or undefined when it is not given. */
export function argument(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** A number given as `--name=N`, or `fallback`. */
export function numberArgument(name: string, fallback: number): number {
  return Number(argument(name) ?? fallback);
}
