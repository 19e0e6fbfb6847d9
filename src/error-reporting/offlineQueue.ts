// docs/product.md#offline-queue: the reporter's offline flag is set on the browser's `offline`
// event and cleared on the `online` event, which sends the queued reports.
// docs/product.md#offline-queue: the queue holds 100 reports and the oldest is dropped first, so a
// long offline spell keeps the most recent errors.
//
// Plain class with no browser dependency: `errorReporter.ts` wires it to window events.

export type OfflineQueueOptions<Item> = {
  send: (item: Item) => void;
  capacity: number;
  /** Start offline when the page already loaded without a connection (navigator.onLine false). */
  offline?: boolean;
};

export class OfflineQueue<Item> {
  readonly #send: (item: Item) => void;
  readonly #capacity: number;
  #offline: boolean;
  #items: Item[] = [];
  #dropped = 0;

  constructor(options: OfflineQueueOptions<Item>) {
    this.#send = options.send;
    this.#capacity = options.capacity;
    this.#offline = options.offline ?? false;
  }

  get offline(): boolean {
    return this.#offline;
  }

  /** Reports waiting for the `online` event, oldest first. */
  get pending(): readonly Item[] {
    return this.#items;
  }

  /** How many reports were dropped because the queue was full. */
  get dropped(): number {
    return this.#dropped;
  }

  /** Sends now when online; otherwise keeps the item until `goOnline`. */
  submit(item: Item): 'sent' | 'queued' {
    if (!this.#offline) {
      this.#send(item);
      return 'sent';
    }
    this.enqueue(item);
    return 'queued';
  }

  /** Keeps an item for the next `goOnline`, e.g. a send that failed because the network went away. */
  enqueue(item: Item): void {
    this.#items.push(item);
    while (this.#items.length > this.#capacity) {
      this.#items.shift();
      this.#dropped++;
    }
  }

  goOffline(): void {
    this.#offline = true;
  }

  /**
   * Clears the flag and sends every queued item exactly once. The queue is emptied before sending
   * so an item that a failing send puts back is kept for the next `online`, not sent twice now.
   */
  goOnline(): void {
    this.#offline = false;
    const items = this.#items;
    this.#items = [];
    for (const item of items) this.#send(item);
  }
}
