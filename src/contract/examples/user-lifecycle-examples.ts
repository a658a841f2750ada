/**
 * Bodies and answers of the users' lifecycle: updating, deleting, deactivating and reactivating. The
 * answers follow the reference's examples (superhero6 as Barry Allen, the confirmation's wording).
 */
import type { ExampleObject } from 'openapi3-ts/oas30';

const CREATED_AT = 1700400000;
const UPDATED_AT = 1700400300;

/** The reference's update, on the user the createUser set makes. */
export const UPDATE_USER_BODY = {
  name: 'Barry Allen',
  link: 'http://placehold.it',
  avatar: 'http://placehold.it/120x120&text=image1',
  metadata: { email: 'user@email.com', contactNumber: '0123456789' },
  role: 'manager',
  tags: ['supergroup'],
};

export function updateUserRequestExamples(): Record<string, ExampleObject> {
  return {
    profile: { summary: 'A new profile, role and tags', value: UPDATE_USER_BODY },
    unsetAvatar: { summary: 'Remove the avatar', value: { unset: ['avatar'] } },
  };
}

export function updateUserResponseExamples(): Record<string, ExampleObject> {
  return {
    profile: {
      summary: 'superhero6 updated',
      value: {
        data: {
          uid: 'superhero6',
          ...UPDATE_USER_BODY,
          status: 'offline',
          createdAt: CREATED_AT,
          updatedAt: UPDATED_AT,
        },
      },
    },
  };
}

export const deleteUserMessage = (uid: string): string => `User with ${uid} has been deleted successfully.`;

export function deleteUserRequestExamples(): Record<string, ExampleObject> {
  return {
    deactivate: { summary: 'Deactivate only (the default)', value: { permanent: false } },
    erase: { summary: 'Erase the user and everything that names them', value: { permanent: true } },
  };
}

export function deleteUserResponseExamples(): Record<string, ExampleObject> {
  const answer = (summary: string) => ({
    summary,
    value: { data: { success: true, message: deleteUserMessage('superhero7') } },
  });
  return { deactivate: answer('superhero7 deactivated'), erase: answer('superhero7 erased') };
}

export function deactivateUsersExamples(): {
  request: Record<string, ExampleObject>;
  response: Record<string, ExampleObject>;
} {
  return {
    request: {
      two: { summary: 'A user and a uid nobody has', value: { uidsToDeactivate: ['superhero7', 'nobody'] } },
    },
    response: {
      two: { summary: 'The user deactivated', value: { data: { deactivatedUids: ['superhero7'] } } },
    },
  };
}

export function reactivateUsersExamples(): {
  request: Record<string, ExampleObject>;
  response: Record<string, ExampleObject>;
} {
  return {
    request: {
      two: { summary: 'Two users', value: { uidsToActivate: ['superhero2', 'superhero3'] } },
    },
    response: {
      two: { summary: 'Both active', value: { data: { nonDeactivatedUids: ['superhero2', 'superhero3'] } } },
    },
  };
}
