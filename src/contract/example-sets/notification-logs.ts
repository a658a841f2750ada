/** The named example sets of the notification logs (see index.ts). */
import type { FamilySets } from './helpers.ts';

export const notificationLogExampleSets: FamilySets<'notification-logs'> = {
  listNotificationLogs: [
    {
      name: 'reactionMuted',
      summary: 'The reactions’ push records (none until a provider is configured)',
      parameters: { trigger: 'message_reaction_added', channel: 'push' },
    },
  ],
};
