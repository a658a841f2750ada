/** Elements of interactive messages (chosen by `elementType`) and button actions (by `actionType`). */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { ELEMENT_ID_MAX, HTTP_METHODS } from '../limits.ts';
import {
  type Properties,
  arrayOf,
  bool,
  closed,
  discriminated,
  freeObject,
  int,
  oneOfStrings,
  ref,
  str,
  tag,
} from '../schema-helpers.ts';

const elementBase = (elementType: string): Properties => ({
  elementType: tag(elementType, 'Kind of element.'),
  elementId: str('Id of the element, unique within the message.', {
    minLength: 1,
    maxLength: ELEMENT_ID_MAX,
  }),
});

const labelled = (elementType: string): Properties => ({
  ...elementBase(elementType),
  label: str('Label shown with the element.', { minLength: 1 }),
  optional: bool('Whether the user may leave the element empty.'),
});

const choice = (elementType: string, description: string): SchemaObject =>
  closed(
    description,
    {
      ...labelled(elementType),
      defaultValue: str('Value of the option selected at first.'),
      options: arrayOf(ref('ElementOption'), 'Options to choose from.', { minItems: 1 }),
    },
    ['elementType', 'elementId', 'label', 'options'],
  );

export function elementSchemas(): Record<string, SchemaObject> {
  return {
    FormField: discriminated('A field of a form.', 'elementType', {
      textInput: 'TextInputElement',
      dropdown: 'DropdownElement',
      singleSelect: 'SingleSelectElement',
      checkbox: 'CheckboxElement',
      button: 'ButtonElement',
    }),
    TextInputElement: closed(
      'A text field.',
      {
        ...labelled('textInput'),
        defaultValue: str('Text the field starts with.'),
        maxLines: int('Number of lines of the field.', { minimum: 1 }),
        placeholder: closed('Hint shown while the field is empty.', { text: str('The hint.') }, ['text']),
      },
      ['elementType', 'elementId', 'label'],
    ),
    DropdownElement: choice('dropdown', 'A drop-down list with one choice.'),
    SingleSelectElement: choice('singleSelect', 'A list of options with one choice.'),
    CheckboxElement: closed(
      'A list of options with several choices.',
      {
        ...labelled('checkbox'),
        defaultValue: arrayOf(str('An option value.'), 'Values of the options checked at first.'),
        options: arrayOf(ref('ElementOption'), 'Options to choose from.', { minItems: 1 }),
      },
      ['elementType', 'elementId', 'label', 'options'],
    ),
    ElementOption: closed(
      'An option of a choice element.',
      { value: str('Value sent when chosen.'), label: str('Text shown.') },
      ['value', 'label'],
    ),
    ButtonElement: closed(
      'A button and what it does.',
      {
        ...elementBase('button'),
        buttonText: str('Text of the button.', { minLength: 1 }),
        disableAfterInteracted: bool('Whether the button is disabled once used.'),
        action: ref('ButtonAction'),
      },
      ['elementType', 'elementId', 'buttonText', 'action'],
    ),
    ButtonAction: discriminated('What a button does.', 'actionType', {
      urlNavigation: 'UrlNavigationAction',
      apiAction: 'ApiAction',
    }),
    UrlNavigationAction: closed(
      'Opens a URL.',
      { actionType: tag('urlNavigation', 'Kind of action.'), url: str('URL to open.', { minLength: 1 }) },
      ['actionType', 'url'],
    ),
    ApiAction: closed(
      'Calls an HTTP API with the interaction data.',
      {
        actionType: tag('apiAction', 'Kind of action.'),
        url: str('URL to call.', { minLength: 1 }),
        method: oneOfStrings(
          [...HTTP_METHODS, ...HTTP_METHODS.map((m) => m.toLowerCase())],
          'HTTP method, in upper or lower case.',
        ),
        payload: freeObject('Body to send, typically a message body.'),
        headers: {
          type: 'object',
          description: 'Headers to send.',
          additionalProperties: str('Header value.'),
        },
        dataKey: str('Key under which the interaction data is added to the payload.'),
      },
      ['actionType', 'url'],
    ),
  };
}
