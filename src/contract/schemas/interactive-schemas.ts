/** The `data` of each interactive message type: card, form, customInteractive, scheduler. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import {
  ELEMENT_ID_MAX,
  HHMM_PATTERN,
  INTERACTION_GOAL_TYPES,
  MUID_MAX,
  RECEIVER_TYPES,
  UID_MAX,
  GUID_MAX,
  WEEKDAYS,
} from '../limits.ts';
import {
  type Properties,
  arrayOf,
  bool,
  closed,
  freeObject,
  int,
  oneOfStrings,
  ref,
  str,
} from '../schema-helpers.ts';

const goalAndSender = (): Properties => ({
  interactionGoal: ref('InteractionGoal'),
  allowSenderInteraction: bool('Whether the sender may interact with the message too.'),
});

const hhmm = (description: string): SchemaObject => str(description, { pattern: HHMM_PATTERN });

export function interactiveSchemas(): Record<string, SchemaObject> {
  return {
    InteractionGoal: closed(
      'When the interaction is complete.',
      {
        type: oneOfStrings(INTERACTION_GOAL_TYPES, 'Which interactions complete the goal.'),
        elementIds: arrayOf(
          str('Id of an element of this message.', { minLength: 1, maxLength: ELEMENT_ID_MAX }),
          'Elements the goal is about.',
        ),
      },
      ['type'],
    ),
    CardData: closed(
      'Data of a card message.',
      { ...goalAndSender(), interactiveData: ref('CardInteractiveData') },
      ['interactiveData'],
    ),
    CardInteractiveData: closed(
      'An image, a text and buttons.',
      {
        imageUrl: str('URL of the card image.'),
        text: str('Text of the card.', { minLength: 1 }),
        cardActions: arrayOf(ref('ButtonElement'), 'Buttons of the card.', { minItems: 1 }),
      },
      ['text', 'cardActions'],
    ),
    FormData: closed(
      'Data of a form message.',
      { ...goalAndSender(), interactiveData: ref('FormInteractiveData') },
      ['interactiveData'],
    ),
    FormInteractiveData: closed(
      'A titled list of fields and a submit button.',
      {
        title: str('Title of the form.', { minLength: 1 }),
        formFields: arrayOf(ref('FormField'), 'Fields of the form.', { minItems: 1 }),
        submitElement: ref('ButtonElement'),
      },
      ['title', 'formFields', 'submitElement'],
    ),
    CustomInteractiveData: closed(
      'Data of a custom interactive message.',
      { ...goalAndSender(), interactiveData: freeObject('Any JSON object the client renders.') },
      ['interactiveData'],
    ),
    SchedulerData: closed(
      'Data of a scheduler message; it may repeat the receiver and muid of the message.',
      {
        receiverType: oneOfStrings(RECEIVER_TYPES, 'Repeats the receiverType of the message.'),
        receiver: str('Repeats the receiver of the message.', {
          minLength: 1,
          maxLength: Math.max(UID_MAX, GUID_MAX),
        }),
        muid: str('Repeats the muid of the message.', { minLength: 1, maxLength: MUID_MAX }),
        ...goalAndSender(),
        interactiveData: ref('SchedulerInteractiveData'),
      },
      ['interactionGoal', 'allowSenderInteraction', 'interactiveData'],
    ),
    SchedulerInteractiveData: closed(
      'A meeting to book within weekly availability and a date range.',
      {
        title: str('Title of the meeting.', { minLength: 1 }),
        avatarUrl: str('URL of the host avatar.'),
        bufferTime: int('Minutes kept free between meetings.', { minimum: 0 }),
        icsFileUrl: str('URL of the calendar (ICS) file.'),
        availability: ref('Availability'),
        timezoneCode: str('Time zone name of the availability, such as Asia/Kolkata.', { minLength: 1 }),
        duration: int('Length of a meeting in minutes.', { minimum: 1 }),
        scheduleElement: ref('ButtonElement'),
        goalCompletionText: str('Text shown once the meeting is booked.'),
        dateRangeStart: str('First bookable day.', { format: 'date' }),
        dateRangeEnd: str('Last bookable day; not before dateRangeStart.', { format: 'date' }),
      },
      [
        'title',
        'avatarUrl',
        'bufferTime',
        'icsFileUrl',
        'availability',
        'timezoneCode',
        'duration',
        'scheduleElement',
        'goalCompletionText',
        'dateRangeStart',
        'dateRangeEnd',
      ],
    ),
    Availability: closed(
      'Bookable hours per weekday (lowercase name).',
      Object.fromEntries(
        WEEKDAYS.map((day) => [day, arrayOf(ref('TimeRange'), `Bookable hours on ${day}.`, { minItems: 1 })]),
      ),
      [],
      { minProperties: 1 },
    ),
    TimeRange: closed(
      'A span of hours, as four-digit HHMM strings; `from` is before `to`.',
      { from: hhmm('Start, HHMM.'), to: hhmm('End, HHMM.') },
      ['from', 'to'],
    ),
  };
}
