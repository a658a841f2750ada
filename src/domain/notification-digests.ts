/**
 * The email and SMS unread fallback (SPEC 20): the outbox hands over each recipient of a message that
 * passed their preferences while an email or SMS provider is enabled. The digest engineer fills this in
 * (batches due on the app clock, quotas, contact details); until then nothing is queued.
 */
import type { MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';

export function queueUnreadFallback(
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  ctx: DomainContext,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  entry: { channel: 'email' | 'sms'; uid: string; message: MessageRecord },
): void {}
