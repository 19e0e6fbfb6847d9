// What a log line or a notice says about something thrown. Redux's rejected actions carry a
// plain { name, message, stack } object, not an Error: String() of it printed "[object Object]".

export type ErrorDescription = { name: string; message: string; stack: string | undefined };

function textField(value: object, key: string): string | undefined {
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : undefined;
}

export function describeError(error: unknown): ErrorDescription {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (typeof error === 'object' && error !== null) {
    const message = textField(error, 'message');
    if (message !== undefined) {
      return {
        name: textField(error, 'name') ?? 'Error',
        message,
        stack: textField(error, 'stack'),
      };
    }
  }
  let message: string;
  try {
    message = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    message = String(error);
  }
  return { name: 'Error', message, stack: undefined };
}

/** `Name: message`, as a log line prints an error. */
export function errorSummary(error: unknown): string {
  const { name, message } = describeError(error);
  return `${name}: ${message}`;
}
