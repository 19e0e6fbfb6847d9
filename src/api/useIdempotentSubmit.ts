import { useRef, useState } from 'react';
import type { ApiErrorBody } from './apiErrorOf.js';
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

/** A create thunk's settled action, as `dispatch` answers it: what it created, or its refusal. */
type SettledCreate<Created> =
  | { meta: { requestStatus: 'fulfilled' }; payload: Created }
  | { meta: { requestStatus: 'rejected' }; payload?: ApiErrorBody | undefined };

function wasCreated<Created>(
  action: SettledCreate<Created>,
): action is Extract<SettledCreate<Created>, { meta: { requestStatus: 'fulfilled' } }> {
  return action.meta.requestStatus === 'fulfilled';
}

/** What a create came to: the thing created, or the server's refusal (none for a network failure). */
export type CreateOutcome<Created> = { ok: true; created: Created } | { ok: false; failure: ApiErrorBody | undefined };

/**
 * A form that creates with an idempotency key (bills, wallet): `create` dispatches the create
 * thunk with the intent's key; `send(intent)` answers what was created or why not.
 */
export function useIdempotentCreate<Intent, Created>(
  create: (intent: Intent, idempotencyKey: string) => Promise<SettledCreate<Created>>,
) {
  const { busy, submit } = useIdempotentSubmit();
  const send = async (intent: Intent): Promise<CreateOutcome<Created>> => {
    const result = await submit(intent, (key) => create(intent, key), wasCreated);
    return wasCreated(result) ? { ok: true, created: result.payload } : { ok: false, failure: result.payload };
  };
  return { busy, send };
}
