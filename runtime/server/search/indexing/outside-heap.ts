/**
 * Typed arrays for an index, on memory V8 does not count as the heap's external memory (a
 * SharedArrayBuffer's). V8 starts a full garbage collection, a pass over the whole heap, each time
 * some 64 MB of ArrayBuffers have been allocated since the last one; an index holds about 0.8 KB
 * of typed arrays a vehicle, so building one over a million vehicles set off dozens of passes,
 * each over a heap that grows with the stock (the records, when they are in it). The arrays are
 * freed with the objects holding them, as any other.
 */
export function int32sOutsideHeap(length: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(length * Int32Array.BYTES_PER_ELEMENT));
}

/** A copy of `source` outside the heap (`slice()` would allocate an ordinary ArrayBuffer). */
export function int32sCopiedOutsideHeap(source: Int32Array): Int32Array {
  const copy = int32sOutsideHeap(source.length);
  copy.set(source);
  return copy;
}

export function uint32sOutsideHeap(length: number): Uint32Array {
  return new Uint32Array(new SharedArrayBuffer(length * Uint32Array.BYTES_PER_ELEMENT));
}

export function uint16sOutsideHeap(length: number): Uint16Array {
  return new Uint16Array(new SharedArrayBuffer(length * Uint16Array.BYTES_PER_ELEMENT));
}

export function float64sOutsideHeap(length: number): Float64Array {
  return new Float64Array(new SharedArrayBuffer(length * Float64Array.BYTES_PER_ELEMENT));
}
