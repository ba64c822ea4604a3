/** The mean of `xs` and its 95 % interval (normal approximation, sample standard deviation), rounded to 3 decimals. */
export function meanCi(xs) {
  const n = xs.length;
  const m = xs.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (n - 1)) : 0;
  const half = (1.96 * sd) / Math.sqrt(n);
  return { mean: +m.toFixed(3), ci95: [+(m - half).toFixed(3), +(m + half).toFixed(3)] };
}
