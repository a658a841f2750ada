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

/** GET /threads: the thread of message 3, superhero2's briefing, with superhero1's reply. */
export function threadListExamples(): Record<string, ExampleObject> {
  const reply = threadReply();
  const parent = {
    ...messageExample({
      id: '3',
      sender: 'superhero2',
      to: 'superhero1',
      data: { text: 'Briefing at the tower tomorrow' },
      sentAt: 1700210290,
    }),
    replyCount: 1,
    updatedAt: SENT_AT,
    lastReply: reply,
  };
  return {
    threads: {
      summary: 'The threads superhero1 takes part in',
      value: {
        data: [parent],
        meta: {
          current: { limit: 100, count: 1 },
          next: { affix: 'append', updatedAt: SENT_AT, id: '3' },
          previous: { affix: 'prepend', updatedAt: SENT_AT, id: '3' },
        },
      },
    },
  };
}
