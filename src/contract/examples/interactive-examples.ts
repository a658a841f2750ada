/** Interactive bot messages of the examples (form, card, scheduler), after the real service's own. */
import { GUID } from './people-examples.ts';

const MESSAGES_URL = 'https://chat-sandbox.api-us.cometchat.io/v3/messages';

function replyAction(text: string, receiver: string, receiverType: 'user' | 'group') {
  return {
    actionType: 'apiAction',
    url: MESSAGES_URL,
    method: 'POST',
    payload: { category: 'message', type: 'text', data: { text }, receiver, receiverType },
    headers: { apikey: '<API_KEY>', onBehalfOf: 'superhero1', 'Content-Type': 'application/json' },
    dataKey: 'CometChatData',
  };
}

const button = (elementId: string, buttonText: string, action: object) => ({
  elementType: 'button',
  elementId,
  buttonText,
  disableAfterInteracted: true,
  action,
});

const options = (...labels: string[]) => labels.map((label, i) => ({ value: `option${i + 1}`, label }));

export const formMessage = () => ({
  category: 'interactive',
  type: 'form',
  receiver: 'superhero1',
  receiverType: 'user',
  tags: ['onboarding'],
  data: {
    interactionGoal: { type: 'allOf', elementIds: ['element8'] },
    allowSenderInteraction: true,
    interactiveData: {
      title: 'Mission sign-up',
      formFields: [
        {
          elementType: 'textInput',
          elementId: 'element1',
          label: 'Name',
          optional: false,
          defaultValue: 'Tony',
          maxLines: 1,
          placeholder: { text: 'write your name here' },
        },
        { elementType: 'textInput', elementId: 'element2', label: 'Address', optional: true, maxLines: 5 },
        {
          elementType: 'dropdown',
          elementId: 'element3',
          label: 'Country',
          optional: false,
          defaultValue: 'option1',
          options: options('USA', 'Canada'),
        },
        {
          elementType: 'checkbox',
          elementId: 'element4',
          label: 'Skills',
          optional: true,
          defaultValue: ['option1'],
          options: options('Flying', 'Engineering', 'Leadership'),
        },
        {
          elementType: 'singleSelect',
          elementId: 'element5',
          label: 'Team',
          optional: false,
          defaultValue: 'option1',
          options: options('Avengers', 'X-Men'),
        },
        button('element6', 'About us', { actionType: 'urlNavigation', url: 'https://www.cometchat.com' }),
      ],
      submitElement: button(
        'element8',
        'Submit',
        replyAction('Thanks for signing up!', 'superhero1', 'user'),
      ),
    },
  },
});

export const cardMessage = () => ({
  category: 'interactive',
  type: 'card',
  receiver: GUID,
  receiverType: 'group',
  data: {
    interactionGoal: { type: 'none' },
    allowSenderInteraction: true,
    interactiveData: {
      imageUrl: 'https://data-us.cometchat.io/assets/images/cards/new-suit.jpeg',
      text: 'The Mark 50 suit is ready. Want a test flight?',
      cardActions: [
        button('element1', 'Book a flight', replyAction('Test flight booked!', GUID, 'group')),
        button('element2', 'Read more', { actionType: 'urlNavigation', url: 'https://www.cometchat.com' }),
      ],
    },
  },
});

export const schedulerMessage = () => ({
  category: 'interactive',
  type: 'scheduler',
  receiver: 'superhero2',
  receiverType: 'user',
  data: {
    receiverType: 'user',
    receiver: 'superhero2',
    muid: 'chatbot-scheduler-1',
    interactionGoal: { type: 'anyAction', elementIds: [] },
    allowSenderInteraction: false,
    interactiveData: {
      title: 'Meet with Dr. Strange',
      avatarUrl: 'https://data-us.cometchat.io/assets/images/avatars/drstrange.png',
      bufferTime: 15,
      icsFileUrl: 'https://data-us.cometchat.io/assets/calendars/drstrange.ics',
      availability: {
        monday: [{ from: '0600', to: '1700' }],
        tuesday: [
          { from: '1000', to: '1400' },
          { from: '1700', to: '2000' },
        ],
        friday: [{ from: '0000', to: '2359' }],
      },
      timezoneCode: 'Asia/Kolkata',
      duration: 60,
      scheduleElement: button('1', 'Schedule', replyAction('Meeting scheduled!', 'superhero2', 'user')),
      goalCompletionText: 'Your meeting has been scheduled',
      dateRangeStart: '2024-06-09',
      dateRangeEnd: '2024-06-30',
    },
  },
});
