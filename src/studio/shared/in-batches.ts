// Work over many items a few at a time: enough reads at once to fill the connection, few enough not to trip
// GitHub's limits (or start a process per item on this computer).

/** How many items are worked on at once. */
const parallelReads = 8;

/** `work` over every item, at most `parallelReads` at a time; the results in the items' order. */
export async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelReads, items.length) }, worker));
  return results;
}
