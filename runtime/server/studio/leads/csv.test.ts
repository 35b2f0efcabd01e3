import { describe, expect, it } from "vitest";
import { csvCell, csvText } from "./csv.ts";

describe("CSV for the dealer's spreadsheet", () => {
  it("quotes cells holding commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("Jo")).toBe("Jo");
    expect(csvCell("Smith, Jo")).toBe('"Smith, Jo"');
    expect(csvCell('The "blue" one')).toBe('"The ""blue"" one"');
    expect(csvCell("Line one\nline two")).toBe('"Line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("keeps a cell that a spreadsheet would run as a formula as text", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvCell("+61 400 000 000")).toBe("'+61 400 000 000");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("Jo = keen")).toBe("Jo = keen");
  });

  it("ends every row with CRLF and starts with a byte order mark", () => {
    expect(
      csvText([
        ["Name", "Email"],
        ["Jo", "jo@example.com"],
      ]),
    ).toBe("\uFEFFName,Email\r\nJo,jo@example.com\r\n");
  });
});
