/** The standalone Moderation API's examples: the reference's, and the fixtures' users and rule. */

/** The reference's users, as its answer examples show them. */
const ANDREW = {
  avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-1.webp',
  createdAt: 1751644824,
  lastActiveAt: 1751644824,
  name: 'Andrew Joseph',
  role: 'default',
  status: 'offline',
  uid: 'cometchat-uid-1',
};
const GEORGE = {
  avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-2.webp',
  conversationId: 'cometchat-uid-1_user_cometchat-uid-2',
  createdAt: 1751644824,
  lastActiveAt: 1751644824,
  name: 'George Alan',
  role: 'default',
  status: 'offline',
  uid: 'cometchat-uid-2',
};

/** The reference's answer example, with the text and verdict of each operation. */
export const answer = (text: string, moderation: object, extra: object = {}) => ({
  id: '1',
  conversationId: 'cometchat-uid-1_user_cometchat-uid-2',
  sender: 'cometchat-uid-2',
  receiverType: 'user',
  receiver: 'cometchat-uid-1',
  category: 'message',
  type: 'text',
  data: {
    text,
    entities: {
      sender: { entity: GEORGE, entityType: 'user' },
      receiver: { entity: { ...ANDREW, conversationId: GEORGE.conversationId }, entityType: 'user' },
    },
    moderation,
  },
  sentAt: 1750335220,
  ...extra,
  updatedAt: 1751644906,
});

export const DISAPPROVED = { status: 'disapproved', rule: { id: 'keyword-filter', name: 'Keyword Filter' } };

/** Submissions: the fixtures' users, the keyword filter, and the reference's own example. */
export const submissionExamples = () => ({
  submitted: {
    summary: 'A text from superhero1 to superhero2 (the reference’s text)',
    value: {
      category: 'message',
      type: 'text',
      data: { text: 'Hey there! Welcome aboard.' },
      sender: 'superhero1',
      receiver: 'superhero2',
      receiverType: 'user',
    },
  },
  disapproved: {
    summary: 'A text the fixtures’ keyword filter disapproves',
    value: {
      type: 'text',
      data: { text: 'Buy now, this is spam' },
      sender: 'superhero3',
      receiver: 'cometchat-guid-1',
      receiverType: 'group',
    },
  },
  newUsers: {
    summary: 'The reference’s example: both users created from their details',
    value: {
      category: 'message',
      type: 'text',
      data: { text: 'Hey there! Welcome aboard.' },
      sender: 'cometchat-test-user-1',
      receiver: 'cometchat-test-user-2',
      senderUserDetails: { uid: 'cometchat-test-user-1', name: 'Test User 1' },
      receiverUserDetails: { uid: 'cometchat-test-user-2', name: 'Test User 2' },
      receiverType: 'user',
    },
  },
  unknownSender: {
    summary: 'A sender that does not exist, without its details',
    value: { data: { text: 'Hi' }, sender: 'nobody', receiver: 'superhero2', receiverType: 'user' },
  },
});
