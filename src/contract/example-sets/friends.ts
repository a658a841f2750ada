/** The named example sets of the friends family's operations (see index.ts). */
import { type FamilySets, unknownUser, withBody } from './helpers.ts';

export const friendExampleSets: FamilySets<'friends'> = {
  addFriends: [
    withBody('accepted', 'superhero5, without friends in the fixtures, befriends two users', {
      uid: 'superhero5',
    }),
    withBody('withConversations', 'The user created above befriends superhero5, opening their conversation', {
      uid: 'superhero6',
    }),
    {
      name: 'mixed',
      summary: 'A friend already and a uid nobody has',
      parameters: { uid: 'superhero1' },
      body: { accepted: ['superhero2', 'superhero9'] },
    },
    { ...unknownUser(), body: { accepted: ['superhero2'] } },
  ],
  listFriends: [
    { name: 'friends', summary: 'The friends of superhero1', parameters: { uid: 'superhero1' } },
    {
      name: 'search',
      summary: 'The friends of superhero1 whose name or uid has "spider"',
      parameters: { uid: 'superhero1', searchKey: 'spider' },
    },
    unknownUser(),
  ],
  removeFriends: [
    withBody('removed', 'superhero4 and superhero2 stop being friends', { uid: 'superhero4' }),
    {
      name: 'notAFriend',
      summary: 'A user who is no friend',
      parameters: { uid: 'superhero1' },
      body: { friends: ['superhero5'] },
    },
    { ...unknownUser(), body: { friends: ['superhero2'] } },
  ],
};
