/**
 * How `npm run test:specmatic` sorts Specmatic's scenarios (scripts/lib/specmatic-report.ts), on
 * scenarios written as its report writes them: the pass rate it is held to counts only requests that
 * were the sets' own, and a contract violation is never counted as anything else.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type Scenario, scenariosOf, summarize } from '../../scripts/lib/specmatic-report.ts';
import { buildChatDocument } from '../../src/contract/chat-document.ts';

const doc = buildChatDocument();
const TOKEN =
  "Scenario: POST /users/(uid:string)/auth_tokens -> 200 with the request from the example 'token'";

function scenario(overrides: {
  name?: string;
  status?: 'passed' | 'failed';
  request?: string;
  answer?: string;
  message?: string;
}): Scenario {
  const request =
    overrides.request ??
    'POST /users/superhero1/auth_tokens\nContent-Type: application/json\napikey: k\n\n{\n    "force": false\n}';
  return {
    name: overrides.name ?? TOKEN,
    status: overrides.status ?? 'passed',
    message: overrides.message ?? '',
    extra: { input: request, outputs: [{ content: overrides.answer ?? '200 OK\n\n{}' }] },
  };
}

const verdictOf = (s: Scenario) => summarize(doc, [s]).sorted[0]!;

describe("sorting Specmatic's scenarios", () => {
  test("the set's own request, passed — passed as written", () => {
    assert.equal(verdictOf(scenario({})).verdict, 'passed as written');
  });

  test('another body, passed — not as written: the tool sent another request', () => {
    const sorted = verdictOf(scenario({ request: 'POST /users/superhero1/auth_tokens\n\n{"force":true}' }));
    assert.equal(sorted.verdict, 'tool request fault');
    assert.match(sorted.why, /another body/);
  });

  test('another path, failed with a documented 404 — the tool sent another request', () => {
    const sorted = verdictOf(
      scenario({
        status: 'failed',
        request: 'POST /users/LYTHB/auth_tokens\n\n{"force":false}',
        answer: '404 Not Found\n\n{}',
        message: '>> RESPONSE.STATUS\n\nSpecification expected status 200 but response contained status 404',
      }),
    );
    assert.equal(sorted.verdict, 'tool request fault');
    assert.match(sorted.why, /LYTHB/);
  });

  test("the set's own request, failed with a documented 404 — a documented status", () => {
    const sorted = verdictOf(
      scenario({ status: 'failed', answer: '404 Not Found\n\n{}', message: '>> RESPONSE.STATUS' }),
    );
    assert.equal(sorted.verdict, 'documented status');
  });

  test('an undocumented status, or a body off the contract — a contract violation', () => {
    const teapot = scenario({
      status: 'failed',
      answer: "418 I'm a teapot\n\n{}",
      message: '>> RESPONSE.STATUS',
    });
    assert.equal(verdictOf(teapot).verdict, 'contract violation');
    const body = scenario({
      status: 'failed',
      message: '>> RESPONSE.BODY.data.authToken\n\nexpected string',
    });
    assert.equal(verdictOf(body).verdict, 'contract violation');
  });

  test('nothing sent — the tool could not make the request', () => {
    const sorted = verdictOf(
      scenario({
        status: 'failed',
        request: '',
        message: '>> REQUEST.id\n\nbut example contained value "{id}"',
      }),
    );
    assert.equal(sorted.verdict, 'tool request fault');
    assert.match(sorted.why, /sent nothing/);
  });

  test('a name no set has — built from an answer alone', () => {
    const name = TOKEN.replace("'token'", "'invented'");
    assert.equal(verdictOf(scenario({ name })).verdict, 'no set of that name');
  });
});

describe("summing up Specmatic's run", () => {
  test('two sets of one operation, in their order — counted, the others listed as not built', () => {
    const force = scenario({
      name: TOKEN.replace("'token'", "'force'"),
      request: 'POST /users/superhero6/auth_tokens\n\n{"force":true}',
    });
    const summary = summarize(doc, [scenario({}), force]);
    assert.equal(summary.counts['passed as written'], 2);
    assert.equal(summary.passRate, 1);
    assert.equal(summary.inSetOrder, true);
    assert.ok(summary.unbuilt.includes('GET /users/{uid} user'));
    assert.equal(summary.unbuilt.length, summary.sets - 2);
    assert.equal(summarize(doc, [force, scenario({})]).inSetOrder, false);
  });

  test('the report page — its scenarios read from the `report` it assigns', () => {
    const html = `<html><script>\nconst report = ${JSON.stringify({ results: { tests: [scenario({})] } })};\n</script>`;
    assert.deepEqual(scenariosOf(html), [scenario({})]);
    assert.throws(() => scenariosOf('<html></html>'), /no `const report`/);
  });
});
