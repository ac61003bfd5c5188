/**
 * `count` items drawn from `pool` by weight (systematic resampling: one random offset in [0, 1),
 * evenly spaced picks), so a likely item may come twice (the same object: solve it once) and an
 * unlikely one not at all. With no weight at all, or a pool no larger than `count`, the first
 * `count` items as they are.
 */
export function drawByWeight<T>(
  pool: readonly { readonly item: T; readonly weight: number }[],
  count: number,
  offset: number,
): T[] {
  const total = pool.reduce((n, p) => n + p.weight, 0);
  if (pool.length <= count || !(total > 0)) return pool.slice(0, count).map((p) => p.item);
  const step = total / count;
  const drawn: T[] = [];
  let at = offset * step;
  let sum = 0;
  for (const p of pool) {
    sum += p.weight;
    while (at < sum && drawn.length < count) {
      drawn.push(p.item);
      at += step;
    }
  }
  return drawn;
}
