import { describe, expect, it, vi } from 'vitest';
import { whileCurrent } from './whileCurrent.js';

describe('whileCurrent', () => {
  it('hands on the answer, or the failure, while the effect is current', async () => {
    const onAnswer = vi.fn();
    const onFailure = vi.fn();
    whileCurrent(Promise.resolve('paid'), onAnswer, onFailure);
    whileCurrent(Promise.reject(new Error('gone')), onAnswer, onFailure);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onAnswer).toHaveBeenCalledWith('paid');
    expect(onFailure).toHaveBeenCalledWith(new Error('gone'));
  });

  it('drops a late answer once the effect is cleaned up', async () => {
    const onAnswer = vi.fn();
    let answer: (value: string) => void = () => undefined;
    const cleanup = whileCurrent(new Promise<string>((resolve) => (answer = resolve)), onAnswer);
    cleanup();
    answer('late');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
