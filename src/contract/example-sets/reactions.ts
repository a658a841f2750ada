/** The named example sets of the reactions family's operations (see index.ts). */
import { type FamilySets, unknownMessage } from './helpers.ts';

export const reactionExampleSets: FamilySets<'reactions'> = {
  addReaction: [
    {
      name: 'react',
      summary: 'superhero3 reacts to a group message',
      parameters: { id: '5', reaction: ':heart:', onBehalfOf: 'superhero3' },
    },
    unknownMessage({ reaction: ':heart:', onBehalfOf: 'superhero3' }),
  ],
  removeReaction: [
    {
      name: 'unreact',
      summary: 'superhero3 takes back a reaction',
      parameters: { id: '4', reaction: ':thumbsup:', onBehalfOf: 'superhero3' },
    },
  ],
  listReactions: [
    { name: 'reactions', summary: "A message's reactions", parameters: { 'path.id': '2', limit: 5 } },
    { name: 'unknownMessage', summary: 'An id no message has', parameters: { 'path.id': '99999' } },
  ],
  listReactionsByEmoji: [
    {
      name: 'byReaction',
      summary: 'Who reacted with one reaction',
      parameters: { 'path.id': '2', reaction: ':thumbsup:' },
    },
  ],
};
