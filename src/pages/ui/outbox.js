// The app's outbox (SPEC 20): what the real service would have notified, newest first, as the
// notification logs hold it in the app's state, shown beside the webhook deliveries.
import { element, fill } from './dom.js';

/** How many log records the table shows: the logs keep up to 10,000. */
const SHOWN = 50;

/** The words of a notification, whatever its channel's payload calls them. */
function words(payload = {}) {
  const push = payload.notificationDetails ?? payload.alert ?? payload.notification ?? payload.payload ?? {};
  const text = [push.title, push.body].filter((part) => typeof part === 'string').join(': ');
  return text || payload.subject || payload.smsContent || '';
}

/** Triggered, and how its call ended when there was one; else the reason it was not. */
function outcome(log) {
  if (!log.notificationTriggered) return [log.reason ?? 'not triggered', 'error'];
  if (log.success === false) return ['triggered, the provider failed', 'error'];
  return [log.success === true ? 'triggered, delivered' : 'triggered', ''];
}

export function renderOutbox(tbody, logs = []) {
  fill(
    tbody,
    logs
      .slice(-SHOWN)
      .reverse()
      .map((log) => {
        const row = element('tr');
        const cells = [
          [new Date(log.processingStartedAtMS).toISOString().slice(11, 19)],
          [log.member ?? log.reactionReceiver ?? log.receiver ?? ''],
          [log.channel],
          [log.provider],
          outcome(log),
          [words(log.payload)],
        ];
        for (const [text, className] of cells) row.append(element('td', text, className));
        return row;
      }),
  );
}
