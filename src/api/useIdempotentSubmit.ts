import { useRef, useState } from 'react';
import { createIntentKeys } from './idempotencyKey.js';

/**
 * A form's create under one Idempotency-Key per intent (docs/product.md#idempotency): `busy` while
 * it is in flight (a second submit then does nothing), the same key for a retry or resubmission of
 * the same values, a new one after a success or an edit (idempotencyKey.ts).
 */
export function useIdempotentSubmit() {
  const intentKeys = useRef(createIntentKeys());
  const [busy, setBusy] = useState(false);

  /** Sends `intent` with its key; `succeeded` tells whether the intent is done. */
  async function submit<Result>(
    intent: unknown,
    send: (idempotencyKey: string) => Promise<Result>,
    succeeded: (result: Result) => boolean,
  ): Promise<Result> {
    setBusy(true);
    try {
      const result = await send(intentKeys.current.keyFor(intent));
      if (succeeded(result)) intentKeys.current.completed();
      return result;
    } finally {
      setBusy(false);
    }
  }

  return { busy, submit };
}
