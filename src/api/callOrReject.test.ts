import { describe, expect, it, vi } from 'vitest';
import { callOrReject } from './callOrReject.js';

const rejectWithValue = (failure: unknown) => ({ rejected: failure });

describe('callOrReject', () => {
  it('answers what the call answered, reporting nothing', async () => {
    const report = vi.fn();
    await expect(callOrReject(() => Promise.resolve(7), rejectWithValue, report)).resolves.toBe(7);
    expect(report).not.toHaveBeenCalled();
  });

  it('rejects a failed call with what the API said, after reporting it', async () => {
    const report = vi.fn();
    const error = new Error('offline');
    const answer = await callOrReject(() => Promise.reject(error), rejectWithValue, report);
    expect(answer).toEqual({ rejected: expect.objectContaining({ status: 0 }) });
    expect(report).toHaveBeenCalledWith(error);
  });
});
