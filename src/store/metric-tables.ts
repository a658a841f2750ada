/** The table of the app's message metrics (metric-records.ts), one record per five-minute bucket. */
import type { MessageMetricRecord } from './metric-records.ts';
import { type ChangeLog, Table } from './tables.ts';

export interface MetricTables {
  /** startTime → the counters of one bucket, in clock order (domain/metrics.ts). */
  readonly messageMetrics: Table<MessageMetricRecord>;
}

export const metricTables = (log: ChangeLog): MetricTables => ({
  messageMetrics: new Table<MessageMetricRecord>('messageMetrics', log, (b) => String(b.startTime)),
});
