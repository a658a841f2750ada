/** Bodies and answers of the thread operations: a reply to message 3 and the list of its replies. */
import type { ExampleObject } from 'openapi3-ts/oas30';
import type { MessageView } from '../views.ts';
import { messageExample } from './message-examples.ts';
import { SENT_AT } from './message-write-examples.ts';

/** superhero1 answers superhero2's briefing (message 3) in its thread. */
export const threadReply = (): MessageView => ({
  ...messageExample({
    id: '20',
    sender: 'superhero1',
    to: 'superhero2',
    data: { text: 'I will be there.' },
    sentAt: SENT_AT,
  }),
  parentId: '3',
});

export function threadReplyRequestExamples(): Record<string, ExampleObject> {
  return {
    reply: {
      summary: 'A text reply in the thread of message 3',
      value: { category: 'message', type: 'text', data: { text: 'I will be there.' } },
    },
  };
}

export function sentThreadReplyExamples(): Record<string, ExampleObject> {
  return { reply: { summary: 'The reply, with parentId', value: { data: threadReply() } } };
}
