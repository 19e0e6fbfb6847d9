// Environment: server (tests)
// Vitest's global set-up: a folder for the run's seeded template databases, removed with them
// after the last suite (server/api/testing/seededTemplates.ts says why they exist).
import { createTemplatesFolder } from '../server/api/testing/seededTemplates.js';

export default async function seedTemplatesOnce(): Promise<() => Promise<void>> {
  return createTemplatesFolder(process.env.TEST_DATABASE_URL || undefined);
}
