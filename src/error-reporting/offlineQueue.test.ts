import { describe, expect, it } from 'vitest';
import { OFFLINE_QUEUE_CAPACITY } from './errorReportingLimits.js';
import { OfflineQueue } from './offlineQueue.js';

function queueRecordingSends(offline = false) {
  const sent: number[] = [];
  const queue = new OfflineQueue<number>({
    send: (item) => sent.push(item),
    capacity: OFFLINE_QUEUE_CAPACITY,
    offline,
  });
  return { queue, sent };
}

describe('OfflineQueue', () => {
  it('sends at once while online', () => {
    const { queue, sent } = queueRecordingSends();
    expect(queue.submit(1)).toBe('sent');
    expect(sent).toEqual([1]);
    expect(queue.pending).toEqual([]);
  });

  it('holds reports while offline and sends each exactly once when back online', () => {
    const { queue, sent } = queueRecordingSends();
    queue.goOffline();
    expect(queue.offline).toBe(true);
    expect(queue.submit(1)).toBe('queued');
    queue.submit(2);
    expect(sent).toEqual([]);

    queue.goOnline();
    expect(queue.offline).toBe(false);
    expect(sent).toEqual([1, 2]);
    queue.goOnline();
    expect(sent).toEqual([1, 2]);
  });

  it('keeps the newest 100 of 101 reports and drops the oldest', () => {
    const { queue, sent } = queueRecordingSends(true);
    for (let report = 1; report <= 101; report++) queue.submit(report);
    expect(queue.pending).toHaveLength(100);
    expect(queue.dropped).toBe(1);

    queue.goOnline();
    expect(sent).toHaveLength(100);
    expect(sent[0]).toBe(2);
    expect(sent.at(-1)).toBe(101);
  });

  it('keeps an item put back during the flush for the next online event instead of resending it', () => {
    const sent: number[] = [];
    const queue: OfflineQueue<number> = new OfflineQueue<number>({
      capacity: 10,
      offline: true,
      send: (item) => {
        sent.push(item);
        if (item === 1) queue.enqueue(item);
      },
    });
    queue.submit(1);
    queue.goOnline();
    expect(sent).toEqual([1]);
    expect(queue.pending).toEqual([1]);
  });
});
