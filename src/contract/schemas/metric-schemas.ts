/** The app's metrics: usage over a time range, and the message counters of the last hour. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { arrayOf, closed, int, ref, str } from '../schema-helpers.ts';

const count = (description: string): SchemaObject => int(description, { minimum: 0 });
const msString = (description: string): SchemaObject => str(description, { pattern: '^[0-9]{1,16}$' });

export function metricSchemas(): Record<string, SchemaObject> {
  return {
    UsageMetrics: closed(
      'Usage of the app over `time_range`.',
      {
        metrics: closed(
          'The counts.',
          {
            audio_minutes: count(
              'Minutes of the audio calls that ended in the range, joined to ended, times their participants.',
            ),
            video_minutes: count('The same for video calls.'),
            recorded_minutes: count('Always 0: the sandbox makes no recordings.'),
            active_users: count(
              'Users (bots and the system user aside) who sent a message in the range or were last active in it.',
            ),
            concurrent_users: count('Always 0: the sandbox holds no live connections.'),
          },
          ['audio_minutes', 'video_minutes', 'recorded_minutes', 'active_users', 'concurrent_users'],
        ),
        time_range: closed(
          'The range asked for, in milliseconds.',
          { fromDate: count('Start (epoch ms).'), toDate: count('End (epoch ms).') },
          ['fromDate', 'toDate'],
        ),
      },
      ['metrics', 'time_range'],
    ),
    MessageMetrics: closed(
      'The last hour of the app clock in twelve five-minute buckets, oldest first.',
      {
        startTime: msString('Start of the first bucket (epoch ms, as a string).'),
        endTime: msString('End of the last bucket (epoch ms, as a string).'),
        dataPoints: arrayOf(ref('MessageMetricPoint'), 'The buckets.', { minItems: 12, maxItems: 12 }),
        appId: str('The app.'),
      },
      ['startTime', 'endTime', 'dataPoints', 'appId'],
    ),
    MessageMetricPoint: closed(
      'One five-minute bucket.',
      {
        messagesSent: count(
          'User and bot messages stored; thread replies and each multipleReceivers copy count.',
        ),
        readReceipts: count('Mark-read calls that moved a read mark.'),
        deliveryReceipts: count('Delivered-mark or read-mark calls that moved a delivered mark forward.'),
        startTime: msString('Start of the bucket (epoch ms, as a string).'),
        endTime: msString('End of the bucket (epoch ms, as a string).'),
      },
      ['messagesSent', 'readReceipts', 'deliveryReceipts', 'startTime', 'endTime'],
    ),
  };
}
