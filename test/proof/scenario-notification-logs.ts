/**
 * The scenario's steps for the notification logs (SPEC 20): the list with 200 and every status it
 * documents. The fixtures hold one record (an APNs push of a reaction, not sent: the member muted the
 * group), so the answers show a record's every field; the app has no provider, so the scenario's own
 * events add none.
 */
import { common, fail, ok, type Step } from './contract-steps.ts';

const LOGS = '/notifications/v1/logs';
const FIXTURE_LOG = '655885300000000000000001';

export const NOTIFICATION_LOG_STEPS: Step[] = [
  ok('listNotificationLogs', 'the newest page', `GET ${LOGS}`),
  ok(
    'listNotificationLogs',
    'narrowed by a reaction, its receiver and the reason',
    `GET ${LOGS}?reactionId=5&reactionReceiver=superhero2&reason=MUTE_PREFERENCE&notificationTriggered=false`,
  ),
  ok(
    'listNotificationLogs',
    'the page after the fixtures’ record',
    `GET ${LOGS}?affix=append&logId=${FIXTURE_LOG}`,
  ),
  fail('listNotificationLogs', 'a logId that is no log id', 400, 'ERR_BAD_REQUEST', `GET ${LOGS}?logId=nope`),
  fail('listNotificationLogs', 'an affix of neither way', 400, 'ERR_BAD_REQUEST', `GET ${LOGS}?affix=up`),
  fail('listNotificationLogs', 'a message id of 0', 400, 'ERR_BAD_REQUEST', `GET ${LOGS}?messageId=0`),
  ...common('listNotificationLogs', `GET ${LOGS}`),
];
