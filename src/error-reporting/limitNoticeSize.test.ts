import type { INotice } from '@airbrake/browser';
import { describe, expect, it } from 'vitest';
import { NOTICE_MAX_LENGTH } from './errorReportingLimits.js';
import { limitNoticeSize, noticeLength } from './limitNoticeSize.js';

function notice(overrides: Partial<INotice> = {}): INotice {
  return {
    errors: [
      {
        type: 'Error',
        message: 'listings failed',
        backtrace: [{ function: 'load', file: 'https://app/entry.js', line: 1, column: 2 }],
      },
    ],
    context: { severity: 'error', environment: 'test', history: [] },
    params: {},
    session: {},
    environment: {},
    ...overrides,
  };
}

describe('limitNoticeSize (64000 characters)', () => {
  it('returns a small notice unchanged', () => {
    const small = notice({ params: { listingId: 7 } });
    expect(limitNoticeSize(small, NOTICE_MAX_LENGTH)).toBe(small);
  });

  it('brings a notice with a huge history under the limit and keeps the newest entries', () => {
    const history = Array.from({ length: 20 }, (_, index) => ({
      type: 'log',
      index,
      arguments: ['x'.repeat(20_000)],
    }));
    const big = notice({ context: { severity: 'error', history } });
    expect(noticeLength(big)).toBeGreaterThan(NOTICE_MAX_LENGTH);

    const limited = limitNoticeSize(big, NOTICE_MAX_LENGTH);
    expect(noticeLength(limited)).toBeLessThanOrEqual(NOTICE_MAX_LENGTH);
    expect(limited.errors?.[0]?.message).toBe('listings failed');
    const kept: unknown = limited.context.history;
    expect(Array.isArray(kept) && kept.at(-1)).toMatchObject({ index: 19 });
  });

  it('trims wide and deep params, a long message and a long backtrace', () => {
    const wide = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`key${i}`, i]));
    let deep: unknown = 'bottom';
    for (let i = 0; i < 1_000; i++) deep = { deeper: deep };
    const big = notice({
      errors: [
        {
          type: 'Error',
          message: 'm'.repeat(100_000),
          backtrace: Array.from({ length: 2_000 }, (_, line) => ({
            function: 'f',
            file: 'https://app/entry.js',
            line,
            column: 0,
          })),
        },
      ],
      params: { wide, deep },
      session: { blob: 's'.repeat(70_000) },
    });
    const limited = limitNoticeSize(big, NOTICE_MAX_LENGTH);
    expect(noticeLength(limited)).toBeLessThanOrEqual(NOTICE_MAX_LENGTH);
    expect(limited.errors?.[0]?.message.startsWith('mmm')).toBe(true);
  });

  it('fits even a tiny limit', () => {
    const big = notice({ params: { blob: 'p'.repeat(10_000) } });
    expect(noticeLength(limitNoticeSize(big, 2_000))).toBeLessThanOrEqual(2_000);
  });
});
