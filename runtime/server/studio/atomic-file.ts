import { randomUUID } from "node:crypto";
import { link, mkdir, open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";

/** The file is written and flushed beside its destination, so a reader never sees half of it. */
async function writeTemporary(path: string, text: string): Promise<string> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomUUID()}.tmp`;
  const handle = await open(temporary, "wx");
  try {
    await handle.writeFile(text, "utf8");
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  return temporary;
}

/** Replaces the file in one step: readers see the old text or the new, never a mix. */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temporary = await writeTemporary(path, text);
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Creates the file only if nothing is at its path yet, in one step (a hard link fails when the
 * name is taken); answers false when it was taken.
 */
export async function createFileAtomic(path: string, text: string): Promise<boolean> {
  const temporary = await writeTemporary(path, text);
  try {
    await link(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}
