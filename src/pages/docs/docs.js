// The API reference of the running sandbox: both documents as it serves them, "try it" pointed at it,
// and the default app's key filled in when the control API lets this browser read it.
const documents = {
  chat: { url: '/openapi.json', server: '/v3', button: document.getElementById('show-chat') },
  control: { url: '/sandbox-admin.json', server: '', button: document.getElementById('show-control') },
};

async function defaultKey() {
  try {
    const health = await (await fetch('/__sandbox/health')).json();
    const app = health.defaultApp;
    if (!app) return undefined;
    const res = await fetch(`/__sandbox/apps/${app.appId}/state?region=${app.region}`);
    if (!res.ok) return undefined;
    const state = await res.json();
    return state.apiKeys.find((key) => key.scope === 'fullAccess')?.apiKey;
  } catch {
    return undefined;
  }
}

const keyPromise = defaultKey();

async function show(name) {
  const chosen = documents[name];
  for (const [other, doc] of Object.entries(documents)) {
    doc.button.setAttribute('aria-pressed', String(other === name));
  }
  const spec = await (await fetch(chosen.url)).json();
  spec.servers = [{ url: `${location.origin}${chosen.server}`, description: 'This sandbox.' }];
  const key = name === 'chat' ? await keyPromise : undefined;
  const ui = window.SwaggerUIBundle({
    spec,
    dom_id: '#swagger-ui',
    deepLinking: false,
    validatorUrl: null,
    tryItOutEnabled: true,
    // A filter box by tag: past 150 operations Swagger UI draws only those scrolled into view, and a
    // reader looking for one family finds it faster by its name.
    filter: true,
    persistAuthorization: false,
    onComplete: () => {
      if (key) ui.preauthorizeApiKey('apiKey', key);
    },
    presets: [window.SwaggerUIBundle.presets.apis],
  });
}

documents.chat.button.addEventListener('click', () => void show('chat'));
documents.control.button.addEventListener('click', () => void show('control'));
void show('chat');
