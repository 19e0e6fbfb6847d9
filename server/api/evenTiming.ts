// Environment: server
// Answers whose timing must not tell two cases apart (an address with an account or without,
// docs/product.md#sign-up): each waits out a fixed minimum from its arrival, in wall time, since
// it is about what a caller can measure.

export async function answerNoSoonerThan(startedAt: number, minimumMs: number): Promise<void> {
  const remaining = startedAt + minimumMs - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
