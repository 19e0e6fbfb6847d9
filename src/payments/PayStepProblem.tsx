import type { ApiErrorBody } from '../api/apiErrorOf.js';
import { ErrorState } from '../ui/ErrorState.js';
import { stepToRevisit } from './payFlowSteps.js';
import type { GoToStep } from './PayStepFrame.js';

/**
 * The server refused what the URL asks for (a day it will not deliver on, a method that is not
 * the user's): its words, and a way back to the step where it can be chosen again.
 */
export function PayStepProblem({ failure, go }: { failure: ApiErrorBody; go: GoToStep }) {
  const revisit = stepToRevisit(failure.code);
  return (
    <ErrorState
      title="This payment cannot be set up"
      onRetry={revisit ? () => go(revisit.changes, { replace: true }) : undefined}
      retryLabel={revisit?.label}
    >
      {failure.message}
    </ErrorState>
  );
}
