// Environment: server
/** Every error answer of the API (ARCHITECTURE.md § The parts, 3). */
export type ErrorResponse = {
  error: { code: string; message: string } & Record<string, unknown>;
};
