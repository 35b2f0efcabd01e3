import { badRequest } from "../protocol/errors.ts";
import type { ComparisonOperator, FilterNode } from "./filter-ast.ts";

/**
 * Parser of Algolia's `filters` syntax: `attr:value`, `attr:"quoted value"`, `attr:low TO high`,
 * `attr < 3` (also <=, =, !=, >=, >), `attr:true`, combined with AND, OR, NOT and parentheses.
 * NOT binds tightest, then AND, then OR. It is more permissive than Algolia about which
 * combinations may nest. Errors name the parameter and the 1-based column of the bad token.
 */
export function parseFilters(source: string, parameter = "filters"): FilterNode | undefined {
  const tokens = lex(source, parameter);
  if (tokens.length === 1) return undefined;
  const parser = new Parser(tokens, parameter);
  const node = parser.expression();
  parser.expectEnd();
  return node;
}

type TokenType = "(" | ")" | "operator" | "word" | "quoted" | "end";

interface Token {
  type: TokenType;
  text: string;
  column: number;
}

const comparisonOperators = new Set(["<", "<=", "=", "!=", ">=", ">"]);
const keywords = new Set(["AND", "OR", "NOT", "TO"]);
const wordBreak = /[\s()"':<>=!]/;
const numberPattern = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function lex(source: string, parameter: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const column = i + 1;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "(" || c === ")") {
      tokens.push({ type: c, text: c, column });
      i++;
    } else if (c === '"' || c === "'") {
      let text = "";
      let from = i + 1;
      let j = from;
      while (j < source.length && source[j] !== c) {
        if (source[j] === "\\" && j + 1 < source.length) {
          text += source.slice(from, j);
          from = ++j;
        }
        j++;
      }
      text += source.slice(from, j);
      if (j >= source.length) {
        throw badRequest(`${parameter}: unterminated quoted string starting at col ${column}`);
      }
      tokens.push({ type: "quoted", text, column });
      i = j + 1;
    } else if (c === ":" || c === "<" || c === ">" || c === "=" || c === "!") {
      const two = source.slice(i, i + 2);
      const text = comparisonOperators.has(two) ? two : c;
      if (text === "!") throw badRequest(`${parameter}: unexpected "!" at col ${column}`);
      tokens.push({ type: "operator", text, column });
      i += text.length;
    } else {
      let j = i;
      while (j < source.length && !wordBreak.test(source[j]!)) j++;
      tokens.push({ type: "word", text: source.slice(i, j), column });
      i = j;
    }
  }
  tokens.push({ type: "end", text: "", column: source.length + 1 });
  return tokens;
}

/** Brackets and NOTs nest at most this deep: enough for any real filter, never a deep stack. */
const maxFilterDepth = 32;

class Parser {
  private position = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly parameter: string,
  ) {}

  expression(): FilterNode {
    const children = [this.conjunction()];
    while (this.isKeyword("OR")) {
      this.position++;
      children.push(this.conjunction());
    }
    return children.length === 1 ? children[0]! : { kind: "or", children };
  }

  expectEnd(): void {
    const token = this.peek();
    if (token.type !== "end") this.fail(token, "AND, OR or the end of the filters");
  }

  private conjunction(): FilterNode {
    const children = [this.negation()];
    while (this.isKeyword("AND")) {
      this.position++;
      children.push(this.negation());
    }
    return children.length === 1 ? children[0]! : { kind: "and", children };
  }

  private negation(): FilterNode {
    if (this.isKeyword("NOT")) {
      this.enter(this.next());
      const child = this.negation();
      this.depth--;
      return { kind: "not", child };
    }
    return this.primary();
  }

  private primary(): FilterNode {
    const token = this.next();
    if (token.type === "(") {
      this.enter(token);
      const inner = this.expression();
      const close = this.next();
      if (close.type !== ")") this.fail(close, '")"');
      this.depth--;
      return inner;
    }
    if (!this.isValueToken(token)) this.fail(token, "a filter such as attribute:value");
    const attribute = token.text;
    const operator = this.next();
    if (operator.type !== "operator") {
      this.fail(operator, `":" or a comparison operator after "${attribute}"`);
    }
    if (operator.text === ":") return this.facetOrRange(attribute);
    const value = this.next();
    return {
      kind: "compare",
      attribute,
      operator: operator.text as ComparisonOperator,
      value: this.number(value),
    };
  }

  private facetOrRange(attribute: string): FilterNode {
    const value = this.next();
    if (!this.isValueToken(value)) this.fail(value, `a value for "${attribute}"`);
    if (!this.isKeyword("TO")) return { kind: "facet", attribute, value: value.text };
    this.position++;
    const upper = this.next();
    return { kind: "range", attribute, min: this.number(value), max: this.number(upper) };
  }

  private enter(token: Token): void {
    if (++this.depth <= maxFilterDepth) return;
    throw badRequest(
      `${this.parameter}: brackets and NOT nest more than ${maxFilterDepth} deep at col ${token.column}`,
    );
  }

  private number(token: Token): number {
    if (token.type === "word" && numberPattern.test(token.text)) return Number(token.text);
    return this.fail(token, "a number");
  }

  private isValueToken(token: Token): boolean {
    return token.type === "quoted" || (token.type === "word" && !keywords.has(token.text));
  }

  private isKeyword(keyword: string): boolean {
    const token = this.peek();
    return token.type === "word" && token.text === keyword;
  }

  private peek(): Token {
    return this.tokens[this.position]!;
  }

  private next(): Token {
    const token = this.tokens[this.position]!;
    if (token.type !== "end") this.position++;
    return token;
  }

  private fail(token: Token, expected: string): never {
    const found = token.type === "end" ? "end of filters" : `"${token.text}"`;
    throw badRequest(
      `${this.parameter}: unexpected ${found} at col ${token.column}, expected ${expected}`,
    );
  }
}
