import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { startCaptureServer } from '../../testing/capture-server.ts';
import { createOpenAiAssistant, noAiProviderMessage } from '../openai-assistant.ts';

/*
 * The AI assistant of /admin/openai (manage_modules, engine-enforced): with no provider the
 * engine says so and makes nothing up; with an OpenAI-compatible provider (a loopback server
 * answering chat completions) the prompt goes out as one user message and the answer comes back.
 */

const status = '{ aiAssistantStatus { configured provider model message } }';
const complete = 'mutation($prompt: String!) { completeAiPrompt(prompt: $prompt) { text model } }';

async function tokensOf(engine: TestEngine) {
  const admin = await insertCmsUser(engine.db, { username: 'admin', role: 'administrator', isGlobal: true });
  const editor = await insertCmsUser(engine.db, { username: 'editor', isGlobal: true });
  return {
    admin: (await loginAs(engine.context(), admin)).bearerToken,
    editor: (await loginAs(engine.context(), editor)).bearerToken,
  };
}

describe('the AI assistant with no provider configured', () => {
  let engine: TestEngine;
  let tokens: { admin: string; editor: string };
  beforeAll(async () => {
    engine = await createTestEngine();
    tokens = await tokensOf(engine);
  });
  afterAll(() => engine.close());

  it('says plainly that no provider is configured, and answers no prompt', async () => {
    expect((await engine.gql(status, {}, { token: tokens.admin })).data).toEqual({
      aiAssistantStatus: { configured: false, provider: null, model: null, message: noAiProviderMessage },
    });
    const answer = await engine.gql(complete, { prompt: 'Hello' }, { token: tokens.admin });
    expect([answer.status, answer.errors?.[0]]).toEqual([
      503,
      expect.objectContaining({
        message: 'No AI provider is configured (set OPENAI_API_KEY).',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      }),
    ]);
    expect(answer.data).toBeNull();
  });

  it('is for manage_modules only', async () => {
    expect((await engine.gql(status, {})).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await engine.gql(status, {}, { token: tokens.editor })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await engine.gql(complete, { prompt: 'x' }, { token: tokens.editor })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('the AI assistant with an OpenAI-compatible provider', () => {
  it('sends the prompt as a chat completion and answers the reply', async () => {
    const provider = await startCaptureServer(() => ({
      json: {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        model: 'local-model-2026',
        choices: [{ index: 0, message: { role: 'assistant', content: 'Forty-two.' }, finish_reason: 'stop' }],
      },
    }));
    const engine = await createTestEngine({
      ports: {
        ai: createOpenAiAssistant({ apiKey: 'sk-test', baseUrl: `${provider.origin}/v1`, model: 'local-model' }),
      },
    });
    try {
      const { admin } = await tokensOf(engine);
      expect((await engine.gql(status, {}, { token: admin })).data).toEqual({
        aiAssistantStatus: { configured: true, provider: 'openai-compatible', model: 'local-model', message: null },
      });
      expect((await engine.gql(complete, { prompt: 'What is six times seven?' }, { token: admin })).data).toEqual({
        completeAiPrompt: { text: 'Forty-two.', model: 'local-model-2026' },
      });
      const [request] = provider.received;
      expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
      expect(request!.headers.authorization).toBe('Bearer sk-test');
      expect(JSON.parse(request!.body)).toEqual({
        model: 'local-model',
        messages: [{ role: 'user', content: 'What is six times seven?' }],
      });
    } finally {
      await engine.close();
      await provider.close();
    }
  });

  it("answers SERVICE_UNAVAILABLE with the provider's status when the provider refuses", async () => {
    const provider = await startCaptureServer(() => ({
      status: 401,
      json: { error: { message: 'Incorrect API key' } },
    }));
    const engine = await createTestEngine({
      ports: { ai: createOpenAiAssistant({ apiKey: 'sk-wrong', baseUrl: provider.origin }) },
    });
    try {
      const { admin } = await tokensOf(engine);
      const answer = await engine.gql(complete, { prompt: 'Hi' }, { token: admin });
      expect(answer.errors?.[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(answer.errors?.[0]?.message).toMatch(/^The AI provider answered 401\. .*Incorrect API key/);
    } finally {
      await engine.close();
      await provider.close();
    }
  });
});
