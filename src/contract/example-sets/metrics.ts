/** The named example sets of the metrics family's operations (see index.ts). */
import type { FamilySets } from './helpers.ts';

export const metricExampleSets: FamilySets<'metrics'> = {
  usageMetrics: [
    {
      name: 'usage',
      summary: 'A month without calls',
      parameters: { fromDate: 1630164253, toDate: 1632842653 },
    },
    {
      name: 'inMilliseconds',
      summary: 'The fixtures’ calls and senders, the range in milliseconds',
      parameters: { fromDate: 1700000000000, toDate: 1700500000000 },
    },
  ],
  messageMetrics: [{ name: 'lastHour', summary: 'The last hour of the app clock' }],
};
