// Environment: server
/** Every error answer of the API (docs/architecture.md#the-parts); `fields` on invalid forms. */
export type ErrorResponse = {
  error: { code: string; message: string; fields?: Record<string, string> } & Record<string, unknown>;
};
