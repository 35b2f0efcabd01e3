/**
 * Answers already given, by request, for one engine (so an inventory reload, which brings a new
 * engine, starts a new cache). An engine's answer depends only on its records and the request,
 * and the storefront's requests repeat: every shopper who opens a listing in the same minute
 * sends the same bodies (the stock filter reads the clock to the minute). Holds at most
 * `maxBytes` of answers, dropping the least recently used first.
 */
export class ResponseCache {
  private readonly answers = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const answer = this.answers.get(key);
    if (answer) {
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: Buffer): void {
    if (this.maxBytes <= 0 || answer.length > this.maxBytes / 8) return;
    const known = this.answers.get(key);
    if (known) this.bytes -= known.length + key.length;
    this.answers.delete(key);
    this.answers.set(key, answer);
    this.bytes += answer.length + key.length;
    for (const [oldKey, oldAnswer] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(oldKey);
      this.bytes -= oldAnswer.length + oldKey.length;
    }
  }

  get size(): number {
    return this.answers.size;
  }
}
