import { apiFailureOf, type ApiErrorBody } from './apiErrorOf.js';

/**
 * A thunk's API call: its answer or, when it fails, the thunk's rejection with what the API said
 * (a network failure included). `report` sees a failure worth reporting first.
 */
export async function callOrReject<Answer, Rejected>(
  call: () => Promise<Answer>,
  rejectWithValue: (failure: ApiErrorBody) => Rejected,
  report?: (error: unknown) => void,
): Promise<Answer | Rejected> {
  try {
    return await call();
  } catch (error) {
    report?.(error);
    return rejectWithValue(apiFailureOf(error));
  }
}
