/** The middle run of several: one slow or lucky run on a busy machine does not move it. */
export function median(values: readonly number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Keel's figure over the starter's; NaN when there is nothing to divide by. */
export function ratio(keel: number, starter: number): number {
  return starter > 0 ? keel / starter : NaN;
}
