// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useServiceReturn } from './useServiceReturn.js';

// The API's answers are scripted here: the subject is when the page asks, on a fake clock.
let answers: number[];
let asked: number[];

beforeEach(() => {
  vi.useFakeTimers();
  answers = [];
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      asked.push(Date.now());
      return new Response('{}', { status: answers.shift() ?? 503 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function start() {
  const goTo = vi.fn();
  const startedAt = Date.now();
  const hook = renderHook(() => useServiceReturn({ apiBaseUrl: '/api', returnTo: '/u/wallet', goTo }));
  const askedAfter = () => asked.map((at) => Math.round((at - startedAt) / 1000));
  return { goTo, hook, askedAfter };
}

describe('useServiceReturn', () => {
  it('asks after 5 s, then 10, 20 and every 30 s, and goes back once the API answers', async () => {
    const { goTo, askedAfter } = start();
    await vi.advanceTimersByTimeAsync(4_900);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000 + 10_000 + 20_000 + 30_000 + 30_000);
    expect(askedAfter()).toEqual([5, 15, 35, 65, 95]);
    answers = [200];
    await vi.advanceTimersByTimeAsync(30_000);
    expect(goTo).toHaveBeenCalledWith('/u/wallet');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(askedAfter()).toHaveLength(6);
  });

  it('asks at once when the browser comes back online, never twice within 5 s', async () => {
    const { askedAfter } = start();
    await vi.advanceTimersByTimeAsync(1_000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    // The page was shown a second ago: too soon.
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(askedAfter()).toEqual([5]);
    await vi.advanceTimersByTimeAsync(2_000);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(askedAfter()).toEqual([5]);
    await vi.advanceTimersByTimeAsync(4_000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(askedAfter()).toEqual([5, 11]);
  });

  it('stops asking once the page is left', async () => {
    const { hook } = start();
    hook.unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toEqual([]);
  });
});
