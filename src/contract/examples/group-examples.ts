/** Bodies and answers of the group operations. */
import type { ExampleObject } from 'openapi3-ts/oas30';
import { ERROR_EXAMPLES } from '../error-examples.ts';
import { addedMessage } from './message-examples.ts';
import { groupExample } from './people-examples.ts';

const CREATED_AT = 1698935200;

const failure = (code: 'ERR_UID_NOT_FOUND' | 'ERR_ALREADY_JOINED') => ({
  success: false,
  error: { code, message: ERROR_EXAMPLES[code] },
});

export function createGroupRequestExamples(): Record<string, ExampleObject> {
  // New guids: the example sets replay these against the fixtures, which hold cometchat-guid-1 and
  // avengers-hq already.
  const group = { name: 'Comic Heroes Hangout', type: 'public' };
  return {
    public: {
      summary: 'Public group',
      value: {
        guid: 'heroes-hangout',
        ...group,
        description: 'Where the heroes plan their next mission.',
        icon: 'https://data-us.cometchat.io/assets/images/avatars/cometchat-guid-1.png',
        tags: ['heroes'],
      },
    },
    withMembers: {
      summary: 'Group with members',
      value: {
        guid: 'heroes-lounge',
        ...group,
        members: { moderators: ['superhero2'], participants: ['superhero3', 'superhero9'] },
      },
    },
    password: {
      summary: 'Password-protected group',
      value: {
        guid: 'shield-hq',
        name: 'S.H.I.E.L.D. HQ',
        type: 'password',
        password: 'assemble',
        owner: 'superhero1',
      },
    },
  };
}

export function createGroupResponseExamples(): Record<string, ExampleObject> {
  const admin = { scope: 'admin' as const, joinedAt: CREATED_AT };
  return {
    public: { summary: 'Public group created by superhero1', value: { data: groupExample(1, admin) } },
    withMembers: {
      summary: 'Group with members; one UID does not exist',
      value: {
        data: {
          ...groupExample(3, admin),
          members: {
            moderators: {
              superhero2: {
                success: true,
                data: addedMessage('20', 'superhero1', 'superhero2', 2, CREATED_AT),
              },
            },
            participants: {
              superhero3: {
                success: true,
                data: addedMessage('21', 'superhero1', 'superhero3', 3, CREATED_AT),
              },
              superhero9: failure('ERR_UID_NOT_FOUND'),
            },
          },
        },
      },
    },
  };
}

export const addMembersRequestExample = () => ({
  admins: ['superhero2'],
  participants: ['superhero3', 'superhero4'],
  usersToBan: ['superhero5'],
});

export const addMembersResultExample = () => ({
  admins: {
    superhero2: { success: true, data: addedMessage('30', 'superhero1', 'superhero2', 3, 1700400000) },
  },
  participants: {
    superhero3: { success: true, data: addedMessage('31', 'superhero1', 'superhero3', 4, 1700400000) },
    superhero4: failure('ERR_ALREADY_JOINED'),
  },
  usersToBan: { superhero5: { success: true } },
});

/** Who may change a member, in the words of the member operations' descriptions. */
export const MEMBER_CHANGE_CLEARANCE =
  'With `onBehalfOf` the acting user must be an admin or a moderator of the group, and a moderator acts on participants only; without it the system user acts. Nobody acts on the owner of the group.';

/** The answer of a member change, as the example of the set `name`. */
export const memberChangeConfirmation = (name: string, summary: string, message: string) => ({
  [name]: { summary, value: { data: { success: true, message } } },
});

/** The changes of the real reference's update example, made to a group the create sets made. */
export function updateGroupRequestExamples(): Record<string, ExampleObject> {
  return {
    rename: {
      summary: 'New name, description, icon and tags',
      value: {
        name: 'Project Group',
        description: 'project related discussions between members',
        icon: 'http://placehold.it/120x120&text=image1',
        tags: ['friends', 'project'],
      },
    },
  };
}

export function updateGroupResponseExamples(): Record<string, ExampleObject> {
  return {
    rename: {
      summary: 'The group as its admin sees it after the change',
      value: {
        data: {
          guid: 'heroes-lounge',
          name: 'Project Group',
          description: 'project related discussions between members',
          icon: 'http://placehold.it/120x120&text=image1',
          type: 'public',
          scope: 'admin',
          membersCount: 3,
          joinedAt: CREATED_AT,
          conversationId: 'group_heroes-lounge',
          hasJoined: true,
          createdAt: CREATED_AT,
          updatedAt: CREATED_AT + 60,
          updatedBy: 'superhero1',
          owner: 'superhero1',
          tags: ['friends', 'project'],
        },
      },
    },
  };
}
