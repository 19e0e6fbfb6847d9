import { insightsTitle } from '../../../../../src/insights/insightsTitle.js';

export default function title(): string {
  return insightsTitle(null);
}
