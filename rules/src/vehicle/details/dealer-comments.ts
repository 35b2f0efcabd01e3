/** Dealer comments longer than this are cut, with a more/less toggle. */
export const dealerCommentsLimit = 400;

export type DealerCommentsText = {
  /** The text shown while collapsed: the whole comment, or its first part ending in '…'. */
  short: string;
  /** Whether there is more to show (the toggle appears only then). */
  truncated: boolean;
};

/** The collapsed form of a dealer comment: at most `limit` characters, cut at a word where it can. */
export function truncateComments(text: string, limit = dealerCommentsLimit): DealerCommentsText {
  const comments = text.trim();
  if (comments.length <= limit) return { short: comments, truncated: false };
  const cut = comments.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  const atWord = lastSpace > limit * 0.8 ? cut.slice(0, lastSpace) : cut;
  return { short: `${atWord.trimEnd()}…`, truncated: true };
}
