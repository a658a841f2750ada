/** Metrics: usage of the app over a time range, and the messages and receipts of the last hour. */
import type { ParameterObject } from 'openapi3-ts/oas30';
import { family } from '../operation-record.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

const date = (name: string, description: string, example: number): ParameterObject => ({
  name,
  in: 'query',
  description: `${description}, in seconds or milliseconds (a value from 100,000,000,000 on is read as milliseconds). Required.`,
  required: true,
  schema: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  example,
});

/** The reference's example, twelve buckets from its first. */
const BUCKETS_FROM = 1682676600000;
const bucket = (i: number, messagesSent = 0, readReceipts = 0, deliveryReceipts = 0) => ({
  messagesSent,
  readReceipts,
  deliveryReceipts,
  startTime: String(BUCKETS_FROM + i * 300_000),
  endTime: String(BUCKETS_FROM + (i + 1) * 300_000),
});

export const metricOperations = family('metrics', {
  usageMetrics: {
    method: 'get',
    path: '/stats',
    errors: [],
    document: () => ({
      summary: 'Usage metrics',
      description:
        'Usage of the app from `fromDate` to `toDate` (both included), computed from its state: `active_users` counts the users, bots and the system user aside, who sent a message in the range or whose last activity a state import recorded in it; `audio_minutes` and `video_minutes` the calls that ended in the range, from joined to ended in whole minutes (a started minute counts), times their participants (two for a one-to-one call, those who acted on it for a group call). `recorded_minutes` and `concurrent_users` are always 0: the sandbox makes no recordings and holds no live connections. The answer gives the range in milliseconds. `toDate` before `fromDate` is 400.',
      parameters: [
        date('fromDate', 'Start of the range', 1630164253),
        date('toDate', 'End of the range', 1632842653),
      ],
      success: {
        description: 'The usage.',
        schema: dataOf(ref('UsageMetrics'), 'The usage.'),
        examples: {
          usage: {
            summary: 'A month without calls',
            value: {
              data: {
                metrics: {
                  audio_minutes: 0,
                  video_minutes: 0,
                  recorded_minutes: 0,
                  active_users: 0,
                  concurrent_users: 0,
                },
                time_range: { fromDate: 1630164253000, toDate: 1632842653000 },
              },
            },
          },
        },
      },
      badRequestDetails: { fromDate: ['is required'] },
    }),
  },
  messageMetrics: {
    method: 'get',
    path: '/stats/messages',
    errors: [],
    document: () => ({
      summary: 'Message metrics',
      description:
        "The last hour of the app clock in twelve five-minute buckets, the last one holding now: per bucket the user and bot messages stored (thread replies and each `multipleReceivers` copy count; action and call messages do not; a later deletion does not lower it), the mark-read calls that moved a read mark, and the delivered-mark or read-mark calls that moved a delivered mark forward. Times are milliseconds, as strings. The counters are the app's state: kept 35 days, durable, and back to zero with a reset.",
      parameters: [],
      success: {
        description: 'The buckets.',
        schema: dataOf(ref('MessageMetrics'), 'The buckets.'),
        examples: {
          lastHour: {
            summary: 'An hour with some messages',
            value: {
              data: {
                startTime: String(BUCKETS_FROM),
                endTime: String(BUCKETS_FROM + 3_600_000),
                dataPoints: Array.from({ length: 12 }, (_, i) => (i === 11 ? bucket(i, 3, 1, 2) : bucket(i))),
                appId: '235391c94852dc7d',
              },
            },
          },
        },
      },
      badRequestDetails: { perPage: ['is not a known parameter'] },
    }),
  },
});
