/**
 * The `Prefer` test header is documented with examples a reader can copy, and none that a client
 * fills in by itself. Swagger UI's "Try it out" fills a parameter with its `example`, else the first
 * of its `examples`, else its schema's `example` or `default`: with `example: code=404`, the first
 * Execute of every operation on /docs answered a 404 the sandbox made up. Checked on the document, and
 * in /docs itself where chromium is installed (.ci/run installs it).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { ParameterObject } from 'openapi3-ts/oas30';
import { chromium, type Browser } from 'playwright-core';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { parametersOf, operationsOf } from '../../src/contract/document-operations.ts';
import { PREFER_PATTERN } from '../../src/contract/parameters.ts';
import { startSandbox, type RunningSandbox } from '../../src/start.ts';

const doc = buildChatDocument();
const preferOf = (id: string): ParameterObject =>
  parametersOf(doc, operationsOf(doc).find((op) => op.operationId === id)!.object).find(
    (p) => p.name === 'Prefer',
  )!;

describe('the Prefer header in the chat document', () => {
  test('every operation — nothing a client would fill in: no example, no examples, no default', () => {
    const prefilled = operationsOf(doc)
      .map(({ operationId }) => ({ operationId, prefer: preferOf(operationId) }))
      .filter(({ prefer }) => {
        const schema = prefer.schema as { example?: unknown; default?: unknown };
        return (
          prefer.example !== undefined ||
          prefer.examples !== undefined ||
          schema.example !== undefined ||
          schema.default !== undefined
        );
      })
      .map(({ operationId }) => operationId);
    assert.deepEqual(prefilled, []);
  });

  test('its description — values to copy, each one the header accepts', () => {
    const { description = '' } = preferOf('getUser');
    const values = [...description.matchAll(/`([a-z]+=[^`]+)`/g)]
      .map((m) => m[1]!)
      .filter((v) => !/</.test(v));
    assert.ok(values.length >= 3, description);
    for (const value of values) assert.match(value, new RegExp(PREFER_PATTERN), value);
  });
});

const CHROMIUM =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

describe(
  '/docs "Try it out"',
  // Skipped where chromium is missing, except in CI, where a missing browser is a failure.
  { skip: CHROMIUM || process.env.CI === 'true' ? false : 'chromium is not installed (.ci/run installs it)' },
  () => {
    let sandbox: RunningSandbox;
    let browser: Browser;
    before(async () => {
      sandbox = await startSandbox({ port: 0, memory: true });
      browser = await chromium.launch({ executablePath: CHROMIUM!, args: ['--no-sandbox'] });
    });
    after(async () => {
      await browser?.close();
      await sandbox?.close();
    });

    test('an operation opened and tried out — Prefer left empty, uid filled from its examples', async () => {
      const page = await browser.newPage();
      await page.goto(`${sandbox.origin}/docs`);
      const operation = page.locator('#operations-Users-getUser');
      // Past 150 tags and operations Swagger UI renders only those near the viewport: scroll to it.
      await page.locator('.opblock-tag').first().waitFor();
      for (let i = 0; i < 100 && (await operation.count()) === 0; i += 1) {
        await page.mouse.wheel(0, 500);
        // Two frames, so the list has rendered what the scroll brought in before it is looked at.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      }
      await operation.locator('.opblock-summary').click();
      // /docs opens with "Try it out" on; a page without it shows the button first.
      const tryItOut = operation.getByRole('button', { name: 'Try it out' });
      if ((await tryItOut.count()) > 0) await tryItOut.click();
      const input = (name: string) => operation.locator(`tr[data-param-name="${name}"] input`);
      await input('uid').waitFor();
      assert.notEqual(await input('uid').inputValue(), '');
      assert.equal(await input('Prefer').inputValue(), '');
      await page.close();
    });
  },
);
