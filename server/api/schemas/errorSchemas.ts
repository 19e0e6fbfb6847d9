// Environment: server
/** Every error answer of the API (ARCHITECTURE.md § The parts, 3); `fields` on invalid forms. */
export type ErrorResponse = {
  error: { code: string; message: string; fields?: Record<string, string> } & Record<
    string,
    unknown
  >;
};
