/* global console, document, fetch, performance, window */
/**
 * A conversation as a story renders it: Storybook runs the preview's loaders (the README's
 * .storybook/preview.js, served as written), then the story with what they loaded. Iron Man's side
 * of his conversation with Captain America from the fixtures, read and written through the real
 * host, which only msw's worker answers. The timings are the test's to report.
 */
import preview from '/.storybook/preview.js';

const API = 'https://chat-sandbox.api-us.cometchat.io/v3';
const ME = 'superhero1';
const THEM = 'superhero2';
const timings = (window.timings = {});
const list = document.querySelector('#messages');
const form = document.querySelector('#send');

async function call(path, init) {
  const response = await fetch(API + path, { ...init, headers });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${body.error?.code}`);
  return body.data;
}

async function render() {
  const messages = await call(`/users/${THEM}/messages`);
  list.replaceChildren(
    ...messages.map((message) => {
      const item = document.createElement('li');
      const text = message.deletedAt ? '(deleted)' : message.data.text;
      item.textContent = `${message.data.entities.sender.entity.name}: ${text}`;
      return item;
    }),
  );
}

/**
 * Runs `work` with the page marked busy, noting how long it took under `name`; a failure is shown on
 * the page and in the console. Whether it succeeded.
 */
async function step(name, work) {
  document.body.dataset.state = 'busy';
  const start = performance.now();
  try {
    await work();
    timings[name] = performance.now() - start;
    document.body.dataset.state = 'ready';
    return true;
  } catch (error) {
    console.error(error);
    document.querySelector('#problem').textContent = String(error);
    document.body.dataset.state = 'failed';
    return false;
  }
}

let headers;
const started = await step('workerReadyMs', async () => {
  const loaded = Object.assign({}, ...(await Promise.all(preview.loaders.map((load) => load()))));
  headers = { apikey: loaded.apikey, onBehalfOf: ME, 'content-type': 'application/json' };
});
if (started) await step('readMs', render);

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const text = form.elements.text.value;
  const message = { receiver: THEM, receiverType: 'user', category: 'message', type: 'text', data: { text } };
  void step('sendMs', async () => {
    await call('/messages', { method: 'POST', body: JSON.stringify(message) });
    form.reset();
    await render();
  });
});
