/**
 * The named example sets of the standalone Moderation API (see index.ts). The family is the
 * document's last, so the ids its messages take (the app's message sequence, after every earlier
 * set's messages) shift no other set's; `submitted` takes 46 and `disapproved` 47.
 */
import { type FamilySets, unknownMessage } from './helpers.ts';

const SUBMITTED = '46';
const DISAPPROVED = '47';

export const moderationMessageExampleSets: FamilySets<'moderation-messages'> = {
  createModerationMessage: [
    { name: 'submitted', summary: 'A text from superhero1 to superhero2 (the reference’s text)' },
    { name: 'disapproved', summary: 'A text the fixtures’ keyword filter disapproves' },
    { name: 'newUsers', summary: 'The reference’s example: both users created from their details' },
    { name: 'unknownSender', summary: 'A sender that does not exist, without its details' },
  ],
  listModerationMessages: [
    { name: 'moderationMessages', summary: 'The newest page of ten', parameters: { limit: 10 } },
    {
      name: 'disapprovedOnly',
      summary: 'The disapproved ones',
      parameters: { moderationStatus: 'disapproved' },
    },
  ],
  getModerationMessage: [
    { name: 'approved', summary: 'Approved', parameters: { id: SUBMITTED } },
    { name: 'disapproved', summary: 'Disapproved by the keyword filter', parameters: { id: DISAPPROVED } },
    unknownMessage(),
  ],
  updateModerationMessage: [
    {
      name: 'updated',
      summary: 'The disapproved text replaced: approved now',
      parameters: { id: DISAPPROVED },
    },
    { ...unknownMessage(), body: { data: { text: 'x' } } },
  ],
  deleteModerationMessage: [
    { name: 'deleted', summary: 'The approved message', parameters: { id: SUBMITTED } },
    unknownMessage(),
  ],
};
