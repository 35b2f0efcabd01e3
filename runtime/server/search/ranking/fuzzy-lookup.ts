/**
 * Finds the dictionary words within a typo budget of a query word, Algolia style: insertions,
 * deletions, substitutions and swaps of adjacent letters each count as one typo. In prefix mode
 * (the last query word) a dictionary word matches when one of its prefixes is within budget.
 *
 * The dictionary is sorted, so words sharing a prefix are neighbours: the edit-distance rows of a
 * shared prefix are computed once, and a prefix whose row already exceeds the budget skips its
 * whole run of words.
 */
export type MatchVisitor = (firstToken: number, endToken: number, typos: number) => void;

export function lookupWord(
  tokens: readonly string[],
  longestToken: number,
  word: string,
  options: { prefix: boolean; maxTypos: number },
  visit: MatchVisitor,
): void {
  if (options.maxTypos === 0) {
    lookupExact(tokens, word, options.prefix, visit);
    return;
  }
  const m = word.length;
  const cols = m + 1;
  const maxTypos = options.maxTypos;
  const rows = new Int32Array((longestToken + 1) * cols);
  for (let j = 0; j <= m; j++) rows[j] = j;
  /** bestEnd[d]: fewest typos between the whole word and a prefix of length <= d. */
  const bestEnd = new Int32Array(longestToken + 1);
  bestEnd[0] = m;
  let basis = "";
  let computed = 0;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    let depth = 0;
    const shared = Math.min(computed, token.length);
    while (depth < shared && token.charCodeAt(depth) === basis.charCodeAt(depth)) depth++;
    basis = token;
    computed = depth;
    let skipTo = -1;
    while (depth < token.length) {
      depth++;
      const rowMin = fillRow(rows, cols, word, token, depth);
      computed = depth;
      const endCost = rows[depth * cols + m]!;
      bestEnd[depth] = Math.min(bestEnd[depth - 1]!, endCost);
      if (options.prefix && endCost === 0) {
        // The word is exactly this prefix: every word starting with it matches without typos.
        skipTo = endOfPrefixRun(tokens, token, depth, i);
        visit(i, skipTo, 0);
        break;
      }
      if (rowMin > maxTypos) {
        // No longer prefix can come back within budget; in prefix mode the run still matches
        // if a shorter prefix already did.
        skipTo = endOfPrefixRun(tokens, token, depth, i);
        if (options.prefix && bestEnd[depth]! <= maxTypos) visit(i, skipTo, bestEnd[depth]!);
        break;
      }
    }
    if (skipTo >= 0) {
      i = skipTo;
      continue;
    }
    const typos = options.prefix ? bestEnd[token.length]! : rows[token.length * cols + m]!;
    if (typos <= maxTypos) visit(i, i + 1, typos);
    i++;
  }
}

/** Row `depth` of the distance table between `word` and token[0, depth); returns its minimum. */
function fillRow(rows: Int32Array, cols: number, word: string, token: string, depth: number) {
  const base = depth * cols;
  const previous = base - cols;
  const c = token.charCodeAt(depth - 1);
  const before = depth > 1 ? token.charCodeAt(depth - 2) : -1;
  rows[base] = depth;
  let rowMin = depth;
  for (let j = 1; j < cols; j++) {
    const w = word.charCodeAt(j - 1);
    let value = rows[previous + j - 1]! + (w === c ? 0 : 1);
    const deletion = rows[previous + j]! + 1;
    if (deletion < value) value = deletion;
    const insertion = rows[base + j - 1]! + 1;
    if (insertion < value) value = insertion;
    if (j > 1 && before === w && c === word.charCodeAt(j - 2)) {
      const swap = rows[previous - cols + j - 2]! + 1;
      if (swap < value) value = swap;
    }
    rows[base + j] = value;
    if (value < rowMin) rowMin = value;
  }
  return rowMin;
}

function lookupExact(
  tokens: readonly string[],
  word: string,
  prefix: boolean,
  visit: MatchVisitor,
) {
  const first = tokenLowerBound(tokens, word);
  if (first >= tokens.length || !tokens[first]!.startsWith(word)) return;
  if (!prefix) {
    if (tokens[first] === word) visit(first, first + 1, 0);
    return;
  }
  visit(first, endOfPrefixRun(tokens, word, word.length, first), 0);
}

/** The first index of the sorted `tokens` whose token is >= `word`. */
export function tokenLowerBound(tokens: readonly string[], word: string): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index after the last token that starts with text[0, length), searching from `from`. */
function endOfPrefixRun(tokens: readonly string[], text: string, length: number, from: number) {
  const prefix = text.slice(0, length);
  let lo = from + 1;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]!.startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
