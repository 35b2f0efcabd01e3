import type { Plugin } from "vite";

/** A chunk group of the bundler's code splitting: its name and the modules it takes. */
export interface ChunkGroup {
  name: string;
  test: RegExp;
}

interface Alternation {
  branches: [start: number, end: number][];
}

/** The pattern's top level and each alternation in its groups, but none in a lookaround. */
function alternations(source: string): Alternation[] {
  const found: Alternation[] = [];
  const top = { starts: [0], bars: [] as number[], lookaround: false };
  const open = [top];
  const close = (frame: typeof top, at: number) => {
    if (frame.lookaround || (frame.bars.length === 0 && frame !== top)) return;
    const ends = [...frame.bars, at];
    found.push({ branches: frame.starts.map((start, i) => [start, ends[i]!]) });
  };
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    const frame = open.at(-1)!;
    if (char === "\\") i++;
    else if (inClass) inClass = char !== "]";
    else if (char === "[") inClass = true;
    else if (char === "(") {
      const lookaround = frame.lookaround || /^\?<?[=!]/.test(source.slice(i + 1, i + 4));
      const prefix = source.slice(i + 1).match(/^\?(?:<?[=!]|:|<[\w]+>)/)?.[0].length ?? 0;
      open.push({ starts: [i + 1 + prefix], bars: [], lookaround });
    } else if (char === ")") {
      close(open.pop()!, i);
    } else if (char === "|") {
      frame.bars.push(i);
      frame.starts.push(i + 1);
    }
  }
  close(top, source.length);
  return found;
}

/**
 * The pattern with only the given branch left of its alternation, and of every alternation
 * around it only the branch that holds it.
 */
function narrowedTo(source: string, all: Alternation[], [start, end]: [number, number]): string {
  const removed = all.flatMap(({ branches }) => {
    const kept = branches.find(([from, to]) => from <= start && end <= to);
    if (!kept) return [];
    return [
      [branches[0]![0], kept[0]],
      [kept[1], branches.at(-1)![1]],
    ];
  });
  removed.sort((a, b) => a[0]! - b[0]!);
  let narrowed = "";
  let at = 0;
  for (const [from, to] of removed) {
    narrowed += source.slice(at, from);
    at = Math.max(at, to!);
  }
  return narrowed + source.slice(at);
}

/**
 * Each branch of each alternation in the patterns that no name takes: the pattern narrowed to
 * that branch matches none of the names. Lookarounds' branches are not checked (they only exclude).
 */
export function branchesMatchingNothing(
  patterns: readonly ChunkGroup[],
  names: readonly string[],
): string[] {
  return patterns.flatMap(({ name, test }) => {
    const source = test.source;
    const all = alternations(source);
    return all
      .flatMap(({ branches }) => branches)
      .filter((branch) => {
        const narrowed = new RegExp(narrowedTo(source, all, branch), test.flags);
        return !names.some((candidate) => narrowed.test(candidate));
      })
      .map(([start, end]) => `${name}: ${source.slice(start, end)}`);
  });
}

/**
 * Fails the build when a chunk group's pattern has a branch that takes no module, or a chunk the
 * config names by file is not in the output. Such patterns pick files by path or name, and a
 * moved or renamed file silently leaves them: its module then lands in another chunk, which may
 * load before the first paint.
 */
export function chunkPatternsMatch({
  groups,
  chunkNames,
}: {
  groups: readonly ChunkGroup[];
  chunkNames: readonly string[];
}): Plugin {
  return {
    name: "chunk-patterns-match",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const written = new Set(chunks.map((chunk) => chunk.name));
      const unmatched = [
        ...branchesMatchingNothing(
          groups,
          chunks.flatMap((chunk) => chunk.moduleIds),
        ),
        ...chunkNames.filter((name) => !written.has(name)).map((name) => `no chunk named ${name}`),
      ];
      if (unmatched.length > 0)
        this.error(
          `Parts of the chunk patterns in runtime/vite.config.ts match no file; update them to the files' new paths:\n  ${unmatched.join("\n  ")}`,
        );
    },
  };
}
