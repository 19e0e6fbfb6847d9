/** The words of a failed call (the API's message), or a generic retry hint. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message) return message;
  }
  return 'Something went wrong. Please try again.';
}
