import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/contract/notification-defaults.ts';
import { fillTemplate, messageText } from '../../src/domain/outbox-content.ts';

const { templates } = DEFAULT_NOTIFICATION_SETTINGS;
const view = (data: object, receiverName = 'Pat') => ({
  data: {
    ...data,
    entities: {
      sender: { entity: { name: 'Iron Man' } },
      receiver: { entity: { name: receiverName } },
    },
  },
});

describe('what a notification says', () => {
  it('fills dotted placeholders from the message, anything but text or a number left empty', () => {
    const scope = { message: { type: 'text', data: { text: 'hi', n: 3, o: {} } } };
    assert.equal(
      fillTemplate('{{message.data.text}}/{{ message.data.n }}/{{message.data.o}}/{{message.none.x}}', scope),
      'hi/3//',
    );
  });

  it('fills a template read once for each scope it is given, text around the placeholders kept', () => {
    const template = 'From {{message.sender}}: {{message.text}}!{{';
    assert.equal(fillTemplate(template, { message: { sender: 'Ann', text: 'hi' } }), 'From Ann: hi!{{');
    assert.equal(fillTemplate(template, { message: { sender: 'Bo', text: 7 } }), 'From Bo: 7!{{');
    assert.equal(fillTemplate('no placeholder', {}), 'no placeholder');
    assert.equal(fillTemplate('{{__proto__.x}}{{constructor}}', { message: {} }), '');
  });

  it('takes the template of the message’s kind, its fallback and the privacy one', () => {
    const text = { category: 'message', type: 'text', receiverType: 'group' } as const;
    assert.deepEqual(messageText(templates, text, view({ text: 'hi' }, 'Hangout'), false), {
      title: 'Iron Man @ Hangout',
      body: 'hi',
    });
    assert.equal(messageText(templates, text, view({ text: 'hi' }), true).body, 'New message');
    const custom = { category: 'custom', type: 'location', receiverType: 'user' } as const;
    assert.deepEqual(messageText(templates, custom, view({ customData: { lat: 1 } }), false), {
      title: 'Iron Man',
      body: 'New message',
    });
    const form = { category: 'interactive', type: 'form', receiverType: 'user' } as const;
    assert.equal(
      messageText(templates, form, view({ interactiveData: { title: 'Sign up' } }), false).body,
      'Sign up',
    );
    const interactive = (type: string) => ({ category: 'interactive', type, receiverType: 'user' }) as const;
    const poll = messageText(templates, interactive('poll'), view({}), false);
    for (const type of ['constructor', '__proto__', 'toString'])
      assert.deepEqual(messageText(templates, interactive(type), view({}), false), poll, type);
    const video = { category: 'message', type: 'video', receiverType: 'user' } as const;
    assert.equal(messageText(templates, video, view({}), false).body, '🎥 Has sent a video');
    const image = { category: 'message', type: 'image', receiverType: 'user' } as const;
    assert.equal(messageText(templates, image, view({}), true).body, 'New image message');
  });
});
