// Environment: server Every input is validated with a zod schema (docs/product.md#api-conventions);
// a failure is a 400 that names the field.
import type { z } from 'zod';
import { ApiError } from './apiError.js';

export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  where: 'query' | 'body' | 'path',
): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  throw new ApiError(400, 'invalid_request', `Invalid ${where}: ${problems.join('; ')}`);
}
