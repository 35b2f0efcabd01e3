import { closeSync, openSync, renameSync, rmSync, statSync, writeSync } from "node:fs";

/**
 * Writes `{ "generatedAt": ..., "vehicles": [...] }` with one vehicle a line, batch by batch (a
 * 100,000-vehicle file is about as long as the longest string V8 can build). The file appears
 * under its name only when finished, so a server watching it never reads half a file.
 */
export class InventoryFileWriter {
  private readonly partial: string;
  private readonly handle: number;
  private started = false;

  constructor(
    private readonly file: string,
    generatedAt: string,
  ) {
    this.partial = `${file}.partial-${process.pid}`;
    this.handle = openSync(this.partial, "w");
    writeSync(this.handle, `{"generatedAt":${JSON.stringify(generatedAt)},"vehicles":[`);
  }

  /** Appends a batch of vehicles, each serialised with JSON.stringify, joined by ",\n". */
  write(batch: string): void {
    if (batch === "") return;
    writeSync(this.handle, `${this.started ? ",\n" : "\n"}${batch}`);
    this.started = true;
  }

  /** Closes the file, moves it into place and returns its size in bytes. */
  finish(): number {
    writeSync(this.handle, "\n]}\n");
    closeSync(this.handle);
    renameSync(this.partial, this.file);
    return statSync(this.file).size;
  }

  /** Leaves nothing behind after a failure. */
  abort(): void {
    try {
      closeSync(this.handle);
    } catch {
      // Already closed.
    }
    rmSync(this.partial, { force: true });
  }
}
