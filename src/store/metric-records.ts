/**
 * The app's message metrics as the store keeps them (SPEC 18): counters per five-minute bucket of the
 * app clock, kept 35 days. Counters rather than counts over the messages and marks, so that a message
 * deleted or erased later still counts as sent, as the real service's metrics do.
 */
export interface MessageMetricRecord {
  /** The bucket's first second (epoch seconds, a multiple of 300). */
  startTime: number;
  /** User and bot messages stored: thread replies and each multipleReceivers copy count. */
  messagesSent: number;
  /** Mark-read calls that moved a read mark forward. */
  readReceipts: number;
  /** Delivered-mark or read-mark calls that moved a delivered mark forward. */
  deliveryReceipts: number;
}

export interface MetricCollections {
  messageMetrics: MessageMetricRecord[];
}
