// Environment: server
/** PostgreSQL's unique_violation (23505), as both engines report it: a row that already exists. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
