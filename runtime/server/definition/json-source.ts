import { readFile } from "node:fs/promises";
import type { Problem } from "@storefront/schemas";
import {
  findNodeAtLocation,
  getNodeValue,
  type Node,
  type ParseError,
  parseTree,
  printParseErrorCode,
} from "jsonc-parser";

/** A JSON document with what is needed to point at a place in its text. */
export type JsonSource = { file: string; text: string; tree: Node | undefined; value: unknown };

export type SourceResult =
  | { ok: true; source: JsonSource }
  | { ok: false; file: string; text: string; problems: LocatedProblem[] };

export type LocatedProblem = Problem & { line: number; column: number };

const syntaxMessages: Record<string, string> = {
  InvalidSymbol: "Unexpected character",
  InvalidNumberFormat: "Malformed number",
  PropertyNameExpected: "Expected a quoted property name",
  ValueExpected: "Expected a value",
  ColonExpected: "Expected a colon after the property name",
  CommaExpected: "Expected a comma",
  CloseBraceExpected: "Expected a closing brace }",
  CloseBracketExpected: "Expected a closing bracket ]",
  EndOfFileExpected: "Unexpected text after the end of the document",
  InvalidCommentToken: "Comments are not allowed in JSON",
  UnexpectedEndOfComment: "Comments are not allowed in JSON",
  UnexpectedEndOfString: "A string is not closed",
  UnexpectedEndOfNumber: "Malformed number",
  InvalidUnicode: "Invalid unicode escape",
  InvalidEscapeCharacter: "Invalid escape character",
  InvalidCharacter: "Invalid character in a string",
};

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

export function parseJsonSource(file: string, text: string): SourceResult {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length || !tree) {
    // Later syntax errors are usually knock-on effects of the first.
    const problems = (
      errors.length ? errors.slice(0, 1) : [{ error: 4, offset: 0, length: 0 } as ParseError]
    ).map((error) => {
      const code = printParseErrorCode(error.error);
      return {
        pointer: "",
        message: `Invalid JSON: ${syntaxMessages[code] ?? code}`,
        ...lineColumn(text, error.offset),
      };
    });
    return { ok: false, file, text, problems };
  }
  return { ok: true, source: { file, text, tree, value: getNodeValue(tree) } };
}

export async function readJsonSource(file: string): Promise<SourceResult> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT"
        ? "no such file"
        : (error as Error).message;
    return {
      ok: false,
      file,
      text: "",
      problems: [{ pointer: "", message: `Cannot read the file: ${reason}`, line: 1, column: 1 }],
    };
  }
  return parseJsonSource(file, text.replace(/^\uFEFF/, ""));
}

function segments(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Line and column of the deepest part of the pointer that exists in the text. */
export function locate(source: JsonSource, pointer: string): { line: number; column: number } {
  if (!source.tree) return { line: 1, column: 1 };
  const path = segments(pointer);
  for (let length = path.length; length >= 0; length--) {
    const node = findNodeAtLocation(source.tree, path.slice(0, length));
    if (node) {
      const target = node.parent?.type === "property" ? node.parent : node;
      return lineColumn(source.text, target.offset);
    }
  }
  return { line: 1, column: 1 };
}

export function locateAll(source: JsonSource, problems: Problem[]): LocatedProblem[] {
  return problems.map((problem) => ({ ...problem, ...locate(source, problem.pointer) }));
}
