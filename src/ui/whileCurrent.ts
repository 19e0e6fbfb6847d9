/**
 * An effect's request: its answer (or failure) is handed on only while the effect is current, so
 * a late answer to an earlier request never shows. Returns the effect's cleanup.
 */
export function whileCurrent<Answer, Failure = unknown>(
  request: Promise<Answer>,
  onAnswer: (answer: Answer) => void,
  /** What the request rejects with (a thunk's `unwrap()`: its rejection value). */
  onFailure: (failure: Failure) => void = () => undefined,
): () => void {
  let current = true;
  request.then(
    (answer) => {
      if (current) onAnswer(answer);
    },
    (failure: Failure) => {
      if (current) onFailure(failure);
    },
  );
  return () => {
    current = false;
  };
}
