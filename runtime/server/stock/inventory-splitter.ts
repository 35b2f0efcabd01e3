/** One record of an inventory's list: its JSON text, its path and where it starts in the file. */
export type RecordText = {
  text: string;
  /** `[12]` in a bare list, `["vehicles", 12]` under the root object's "vehicles". */
  path: (string | number)[];
  line: number;
  column: number;
  /** The record already parsed, when it was found by parsing it (see lineRecord). */
  value?: object | undefined;
  /** The text's bytes as the file has them, when found whole (see lineRecord): valid only while the record is handled. */
  bytes?: Buffer | undefined;
};

const isSpace = (byte: number) => byte === 32 || byte === 9 || byte === 13;

enum Byte {
  Newline = 10,
  Quote = 34,
  Comma = 44,
  OpenBracket = 91,
  Backslash = 92,
  CloseBracket = 93,
  OpenBrace = 123,
  CloseBrace = 125,
}

/**
 * Cuts an inventory document (a list of vehicle records, bare or under a root "vehicles" key),
 * fed in chunks, into the JSON text of each record, so no string ever holds the whole file: a
 * 100,000-vehicle file is about 500 MB, near the longest string V8 can hold, and a parse tree of
 * it does not fit the heap. Only strings, escapes and brackets are followed here; each record
 * is then parsed on its own (JSON.parse), which also finds any syntax error within it. A record
 * alone on its line is parsed here instead, which finds its end (see lineRecord).
 * Everything outside the list, the outline (`{"generatedAt": "...", "vehicles": []}`), is kept
 * whole, to be parsed and checked as a document.
 */
export class InventorySplitter {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** Depth of the records' list once it is open (1 for a bare list, 2 under "vehicles"). */
  private listDepth = -1;
  private listClosed = false;
  private recordParts: Buffer[] = [];
  private recordOpen = false;
  private afterComma = false;
  private recordLine = 0;
  private recordColumn = 0;
  private records = 0;
  private outlineParts: Buffer[] = [];
  private consumed = 0;
  private line = 1;
  private lineStart = 0;
  /** Where the last line tried whole ends (see lineRecord). */
  private triedUpTo = 0;

  /**
   * `within`: the bytes fed start inside the records' list at `listDepth`, right after a comma
   * between two records (a later part of a file; see feed-ranges.ts). Lines and record
   * positions then count from that point.
   */
  constructor(
    private readonly onRecord: (record: RecordText) => void,
    within?: { listDepth: number },
  ) {
    if (within) {
      this.listDepth = within.listDepth;
      this.depth = within.listDepth;
      this.afterComma = true;
    }
  }

  /** Whether the bytes fed so far end inside the records' list, right after a comma between records. */
  get afterRecordComma(): boolean {
    return (
      this.listDepth > 0 &&
      this.depth === this.listDepth &&
      !this.inString &&
      !this.recordOpen &&
      this.afterComma
    );
  }

  /** The depth of the records' list when it is open (1 bare, 2 under "vehicles"), else -1. */
  get openListDepth(): number {
    return this.listDepth;
  }

  /** Records cut so far, and line ends passed. */
  get counts(): { records: number; lineEnds: number } {
    return { records: this.records, lineEnds: this.line - 1 };
  }

  /** Feeds the next bytes; `chunk` is not kept afterwards (what is kept of it is copied). */
  write(chunk: Buffer): void {
    let recordFrom = 0;
    let outlineFrom = 0;
    // The state is read into locals for the byte loop (a 5 GB feed passes through it), and
    // written back before anything else reads it.
    let { depth, inString, escaped, line, lineStart } = this;
    const consumed = this.consumed;
    const length = chunk.length;
    for (let i = 0; i < length; i++) {
      let byte = chunk[i]!;
      if (inString) {
        // Most of a feed is text: run to its end.
        while (
          !escaped &&
          byte !== Byte.Quote &&
          byte !== Byte.Backslash &&
          byte !== Byte.Newline
        ) {
          if (++i === length) break;
          byte = chunk[i]!;
        }
        if (i === length) break;
      }
      if (byte === Byte.Newline) {
        line++;
        lineStart = consumed + i + 1;
        continue;
      }
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === Byte.Backslash) escaped = true;
        else if (byte === Byte.Quote) inString = false;
        continue;
      }
      if (byte === Byte.Quote) {
        if (this.listDepth > 0 && depth === this.listDepth && !this.recordOpen) {
          this.recordOpen = true;
          this.recordLine = line;
          this.recordColumn = consumed + i - lineStart + 1;
          recordFrom = i;
        }
        inString = true;
        continue;
      }
      if (byte <= 32) continue;
      const inList = this.listDepth > 0 && depth === this.listDepth;
      if (inList && (byte === Byte.Comma || byte === Byte.CloseBracket)) {
        Object.assign(this, { depth, line, lineStart });
        if (this.recordOpen) this.emit(chunk.subarray(recordFrom, i));
        // A comma with no record before it, or before the end of the list: an empty record,
        // which fails to parse where it stands.
        else if (byte === Byte.Comma || this.afterComma) this.emitEmpty(i);
        this.afterComma = byte === Byte.Comma;
        if (byte === Byte.CloseBracket) {
          depth--;
          this.listClosed = true;
          this.listDepth = -1;
          outlineFrom = i;
        }
        continue;
      }
      if (inList && !this.recordOpen && byte === Byte.OpenBrace) {
        const comma = this.lineRecord(chunk, i, line, consumed + i - lineStart + 1);
        if (comma >= 0) {
          i = comma;
          continue;
        }
      }
      if (inList && !this.recordOpen) {
        this.recordOpen = true;
        this.recordLine = line;
        this.recordColumn = consumed + i - lineStart + 1;
        recordFrom = i;
      }
      if (byte === Byte.OpenBrace || byte === Byte.OpenBracket) {
        depth++;
        if (byte === Byte.OpenBracket) {
          this.depth = depth;
          if (this.opensList(chunk, outlineFrom, i)) {
            this.listDepth = depth;
            this.outlineParts.push(Buffer.from(chunk.subarray(outlineFrom, i + 1)));
            outlineFrom = length;
          }
        }
      } else if (byte === Byte.CloseBrace || byte === Byte.CloseBracket) depth--;
    }
    Object.assign(this, { depth, inString, escaped, line, lineStart });
    // Nothing of a chunk is kept past its write but copies: the caller may read into it again.
    if (this.recordOpen) this.recordParts.push(Buffer.from(chunk.subarray(recordFrom)));
    if (this.listDepth < 0) this.outlineParts.push(Buffer.from(chunk.subarray(outlineFrom)));
    this.consumed += length;
  }

  /** The outline's text, and whether the document ended inside a record or the list. */
  end(): { outline: string; unfinished: boolean } {
    return {
      outline: Buffer.concat(this.outlineParts).toString("utf8"),
      unfinished: this.recordOpen || this.listDepth > 0,
    };
  }

  /** The records' list: the root list, or the list under the root object's "vehicles" key. */
  private opensList(chunk: Buffer, outlineFrom: number, at: number): boolean {
    if (this.listClosed || this.listDepth > 0) return false;
    if (this.depth === 1) return true;
    if (this.depth !== 2) return false;
    const before = Buffer.concat([...this.outlineParts, chunk.subarray(outlineFrom, at)])
      .toString("utf8")
      .trimEnd();
    return /^\uFEFF?\s*\{/.test(before) && /"vehicles"\s*:$/.test(before);
  }

  /**
   * A record that is the rest of its line but for a comma after it, the way feeds are mostly
   * written, taken whole: found by the line's end and parsed, rather than followed byte by byte.
   * Text that parses as one JSON object is cut by the byte walk at the same place. Returns the
   * comma's position, or -1 (the line is otherwise, or does not parse) to walk it byte by byte.
   */
  private lineRecord(chunk: Buffer, at: number, line: number, column: number): number {
    // A line (or a chunk's rest without a line end) is tried once: a minified feed's records,
    // many to a line, are walked without searching and parsing the rest of the line at each.
    if (this.consumed + at < this.triedUpTo) return -1;
    const end = chunk.indexOf(Byte.Newline, at);
    this.triedUpTo = this.consumed + (end < 0 ? chunk.length : end);
    if (end < 0) return -1;
    let comma = end - 1;
    while (comma > at && isSpace(chunk[comma]!)) comma--;
    if (chunk[comma] !== Byte.Comma) return -1;
    let close = comma - 1;
    while (close > at && isSpace(chunk[close]!)) close--;
    if (chunk[close] !== Byte.CloseBrace) return -1;
    const bytes = chunk.subarray(at, close + 1);
    const text = bytes.toString("utf8");
    let value: object;
    try {
      value = JSON.parse(text);
    } catch {
      return -1;
    }
    const index = this.records++;
    this.afterComma = true;
    this.onRecord({
      text,
      path: this.listDepth === 1 ? [index] : ["vehicles", index],
      line,
      column,
      value,
      bytes,
    });
    return comma;
  }

  private emitEmpty(at: number): void {
    this.recordLine = this.line;
    this.recordColumn = this.consumed + at - this.lineStart + 1;
    this.recordOpen = true;
    this.emit(Buffer.alloc(0));
  }

  private emit(last: Buffer): void {
    this.recordParts.push(last);
    const text = Buffer.concat(this.recordParts).toString("utf8").trim();
    this.recordParts = [];
    this.recordOpen = false;
    const index = this.records++;
    this.onRecord({
      text,
      path: this.listDepth === 1 ? [index] : ["vehicles", index],
      line: this.recordLine,
      column: this.recordColumn,
    });
  }
}
