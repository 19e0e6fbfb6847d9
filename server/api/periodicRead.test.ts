import { describe, expect, it } from 'vitest';
import { periodicRead } from './periodicRead.js';

/** A read whose answers the test settles, one at a time, in order. */
function controlledRead() {
  const waiting: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      waiting.push({ resolve, reject });
    });
  const settle = async (value: number) => {
    waiting.shift()?.resolve(value);
    await Promise.resolve();
    await Promise.resolve();
  };
  const fail = async () => {
    waiting.shift()?.reject(new Error('database unavailable'));
    await Promise.resolve();
    await Promise.resolve();
  };
  return { read, settle, fail, reads: () => waiting.length };
}

/**
 * A value read every two seconds at most, on a clock the test sets: what each test below starts
 * from.
 */
function readEveryTwoSeconds() {
  let clock = 0;
  const controlled = controlledRead();
  const value = periodicRead(controlled.read, 2_000, () => clock);
  const setClock = (milliseconds: number) => {
    clock = milliseconds;
  };
  return { ...controlled, value, setClock };
}

describe('a value read now and then', () => {
  it('is read once for concurrent callers, then given while fresh', async () => {
    const { settle, reads, value, setClock } = readEveryTwoSeconds();
    expect(value.known()).toBeUndefined();
    const first = value.get();
    const second = value.get();
    expect(reads()).toBe(1);
    await settle(1);
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    setClock(900);
    expect(value.known()).toBe(1);
    expect(await value.get()).toBe(1);
    expect(reads()).toBe(0);
  });

  it('starts the next read past half its age and keeps giving the value meanwhile', async () => {
    const { settle, reads, value, setClock } = readEveryTwoSeconds();
    value.known();
    await settle(1);
    setClock(1_200);
    expect(value.known()).toBe(1);
    expect(reads()).toBe(1);
    // Only one read at a time.
    expect(await value.get()).toBe(1);
    expect(reads()).toBe(1);
    setClock(1_900);
    expect(value.known()).toBe(1);
    await settle(2);
    expect(value.known()).toBe(2);
    // The new value's age counts from when its read began (1,200).
    setClock(3_100);
    expect(value.known()).toBe(2);
    setClock(3_300);
    expect(value.known()).toBeUndefined();
  });

  it('is not given once older than its age, and callers wait for the read', async () => {
    const { settle, reads, value, setClock } = readEveryTwoSeconds();
    value.known();
    await settle(1);
    setClock(1_500);
    value.known();
    expect(reads()).toBe(1);
    // That read is still out when the value lapses: nobody is given the old value.
    setClock(2_100);
    expect(value.known()).toBeUndefined();
    const waiting = value.get();
    expect(reads()).toBe(1);
    await settle(2);
    expect(await waiting).toBe(2);
    expect(value.known()).toBe(2);
  });

  it('retries a failed read at the next caller, giving the fresh value meanwhile', async () => {
    const { settle, fail, reads, value, setClock } = readEveryTwoSeconds();
    const first = value.get();
    await fail();
    await expect(first).rejects.toThrow('database unavailable');
    const second = value.get();
    expect(reads()).toBe(1);
    await settle(1);
    expect(await second).toBe(1);
    setClock(1_100);
    expect(value.known()).toBe(1);
    await fail();
    expect(value.known()).toBe(1);
    expect(reads()).toBe(1);
    await settle(2);
    expect(value.known()).toBe(2);
  });
});
