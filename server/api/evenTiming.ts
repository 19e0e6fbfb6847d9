// Environment: server
import type { Response } from 'express';
// Answers whose timing must not tell two cases apart (an address with an account or without,
// docs/product.md#sign-up): each waits out a fixed minimum from its arrival, in wall time, since
// it is about what a caller can measure.

export async function answerNoSoonerThan(startedAt: number, minimumMs: number): Promise<void> {
  const remaining = startedAt + minimumMs - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}

/**
 * The 202 of a request whose answer must not tell whether anything was sent: after the even wait,
 * never cached.
 */
export async function answerAcceptedEvenly(
  response: Response,
  startedAt: number,
  minimumMs: number,
  answer: unknown,
): Promise<void> {
  await answerNoSoonerThan(startedAt, minimumMs);
  response.setHeader('Cache-Control', 'no-store');
  response.status(202).json(answer);
}
