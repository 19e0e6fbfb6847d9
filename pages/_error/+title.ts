import type { PageContext } from 'vike/types';
import { describeError, errorStatusOf } from '../../src/routing/errorMessages.js';

export default function title(pageContext: PageContext): string {
  return describeError(errorStatusOf(pageContext)).title;
}
