import type { FacetColumn } from "../facets/facet-column.ts";
import { type Bitset, collectDocs, collectMissingDocs, occupiedWords } from "./bitset.ts";
import { BitsetPool } from "./bitset-pool.ts";
import { int32sOutsideHeap, uint16sOutsideHeap } from "./outside-heap.ts";

/** Working memory reused from query to query; queries run one at a time, so sharing is safe. */
export class ScratchBuffers {
  readonly pool: BitsetPool;
  /** Documents of a result and of its complement, for facet counting. */
  readonly members: Int32Array;
  readonly nonMembers: Int32Array;
  /** Documents and relevance groups of a result, for ranking. */
  readonly rankDocs: Int32Array;
  readonly rankGroups: Uint16Array;
  private readonly counts = new Map<FacetColumn | string, Int32Array>();

  constructor(size: number) {
    this.pool = new BitsetPool(size);
    this.members = int32sOutsideHeap(size);
    this.nonMembers = int32sOutsideHeap(size);
    this.rankDocs = int32sOutsideHeap(size);
    this.rankGroups = uint16sOutsideHeap(size);
  }

  /** A zero-filled array of `length` counters under `key`; callers zero it again after use. */
  counters(key: FacetColumn | string, length: number): Int32Array {
    let counts = this.counts.get(key);
    if (!counts || counts.length < length) {
      counts = new Int32Array(length);
      this.counts.set(key, counts);
    }
    return counts;
  }

  /** An array of at least `length` integers under `key`, holding whatever its last use left. */
  workspace(key: string, length: number): Int32Array {
    return this.counters(key, length);
  }
}

/**
 * The documents of one result, listed at most once (into the scratch buffers) and shared by every
 * facet counted for it. Valid only until the next query.
 */
export class ResultDocs {
  private membersListed = -1;
  private nonMembersListed = -1;
  private words: [number, number] | undefined;

  constructor(
    /** Undefined when every document is in the result. */
    readonly set: Bitset | undefined,
    readonly count: number,
    readonly size: number,
    private readonly buffers: ScratchBuffers,
  ) {}

  get allDocuments(): boolean {
    return !this.set || this.count === this.size;
  }

  /** Whether listing the documents outside the result is shorter than listing the result. */
  get complementIsSmaller(): boolean {
    return this.count > this.size / 2;
  }

  /** min(result size, complement size): the documents a counting pass has to visit. */
  get passLength(): number {
    return Math.min(this.count, this.size - this.count);
  }

  /**
   * The first and last words of the result's bitset holding a document: with documents
   * clustered by make and model, a result within one make occupies a short stretch.
   */
  occupied(): [number, number] {
    if (!this.words) this.words = this.set ? occupiedWords(this.set) : [0, -1];
    return this.words;
  }

  /** Share of the bitset's words the occupied stretch covers. */
  get occupiedShare(): number {
    const [first, last] = this.occupied();
    return this.set ? Math.max(0, last - first + 1) / this.set.length : 1;
  }

  members(): [Int32Array, number] {
    if (this.membersListed < 0) {
      const [first, last] = this.occupied();
      this.membersListed = this.set ? collectDocs(this.set, this.buffers.members, first, last) : 0;
    }
    return [this.buffers.members, this.membersListed];
  }

  nonMembers(): [Int32Array, number] {
    if (this.nonMembersListed < 0) {
      this.nonMembersListed = this.set
        ? collectMissingDocs(this.set, this.size, this.buffers.nonMembers)
        : 0;
    }
    return [this.buffers.nonMembers, this.nonMembersListed];
  }
}
