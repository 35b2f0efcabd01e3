import type { VehicleRecord } from "@storefront/schemas";
import { BackgroundValidator } from "./background-validator.ts";
import { InventoryFileWriter } from "./inventory-file-writer.ts";

const batchSize = 500;

export type WriteResult = { ok: true; bytes: number } | { ok: false; message: string };

/**
 * Serialises and writes vehicles batch by batch while a second thread validates each batch as
 * written, telling `onWritten` how many are done. The file is put in place only if every
 * vehicle is valid.
 */
export async function writeValidated(
  file: string,
  generatedAt: string,
  vehicles: Iterable<VehicleRecord>,
  onWritten: (count: number) => void = () => {},
): Promise<WriteResult> {
  let writer: InventoryFileWriter;
  try {
    writer = new InventoryFileWriter(file, generatedAt);
  } catch (error) {
    return { ok: false, message: `Could not write ${file}: ${(error as Error).message}` };
  }
  const validator = new BackgroundValidator();
  try {
    let batch: string[] = [];
    let firstIndex = 0;
    const flush = async () => {
      const text = batch.join(",\n");
      writer.write(text);
      await validator.submit({ firstIndex, text });
      firstIndex += batch.length;
      batch = [];
      onWritten(firstIndex);
    };
    for (const vehicle of vehicles) {
      batch.push(JSON.stringify(vehicle));
      if (batch.length === batchSize) await flush();
    }
    await flush();
    const problem = await validator.finish();
    if (problem) {
      writer.abort();
      return { ok: false, message: `Nothing written: ${problem}` };
    }
    return { ok: true, bytes: writer.finish() };
  } catch (error) {
    writer.abort();
    await validator.finish().catch(() => null);
    return { ok: false, message: `Could not write ${file}: ${(error as Error).message}` };
  }
}
