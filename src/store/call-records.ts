/**
 * Calls as the store keeps them. The sandbox places no calls: they come from the fixtures or a state
 * import, as the call messages of a conversation's history, so that a client renders and lists them.
 */
import type { CallStatus, CallType, ReceiverType } from '../contract/limits.ts';
import type { JsonObject } from '../contract/json.ts';

/** The realtime channel a call's participants join, as the real service hands it out. */
export interface CallChannel {
  identity: string;
  secret: string;
  service: string;
}

/** A call session as one of its messages saw it. */
export interface CallRecord {
  sessionid: string;
  type: CallType;
  /** Who placed the call, whoever sent the message that records this state of it. */
  sender: string;
  receiverType: ReceiverType;
  receiver: string;
  status: CallStatus;
  initiatedAt: number;
  joinedAt?: number;
  startedAt?: number;
  endedAt?: number;
  wsChannel?: CallChannel;
  metadata?: JsonObject;
}

/**
 * Who did what (`by`) to which call. The message's `data.action` is the call's status, its `for`
 * entity the message's receiver; entities are rebuilt from the uids when presented, as for actions.
 */
export interface CallRefs {
  by: string;
  call: CallRecord;
}
