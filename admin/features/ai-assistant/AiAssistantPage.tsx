import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { TextAreaField } from '../../shared/ui/forms/FormFields.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { completeAiPrompt, useAiAssistantStatus } from './api/ai-assistant.ts';
import './ai-assistant.css';

/**
 * /admin/openai: a prompt to the engine's AI assistant (an OpenAI-compatible provider set by
 * OPENAI_API_KEY). Without a provider the page says so and offers no prompt: nothing is made up.
 * Dev tools: manage_modules (the engine enforces it).
 */
export default function AiAssistantPage() {
  return (
    <RequirePermission permissions={['manage_modules']}>
      <AiAssistant />
    </RequirePermission>
  );
}

function AiAssistant() {
  const { data, loading } = useAiAssistantStatus();
  const status = data?.aiAssistantStatus;
  return (
    <PageWrapper title="AI Assistant">
      {loading && <p role="status">Loading…</p>}
      {status && !status.configured && (
        <p role="alert">{status.message ?? 'No AI provider is configured (set OPENAI_API_KEY).'}</p>
      )}
      {status?.configured && (
        <>
          <p>
            Provider: {status.provider}, model <code>{status.model}</code>.
          </p>
          <PromptForm />
        </>
      )}
    </PageWrapper>
  );
}

function PromptForm() {
  const [answer, setAnswer] = useState<{ text: string; model: string } | null>(null);
  const form = useForm<{ prompt: string }>({ defaultValues: { prompt: '' } });
  const submit = form.handleSubmit(async ({ prompt }) => {
    setAnswer(null);
    try {
      setAnswer(await completeAiPrompt(prompt));
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: (path) => (path === 'prompt' ? path : null) });
    }
  });
  return (
    <>
      <form className="content-form" noValidate aria-label="Ask the AI assistant" onSubmit={(e) => void submit(e)}>
        <TextAreaField
          label="Prompt"
          rows={6}
          registration={form.register('prompt', {
            required: 'Write a prompt',
            maxLength: { value: 8000, message: 'At most 8000 characters' },
          })}
          error={form.formState.errors.prompt}
        />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Asking…' : 'Ask'}
          </button>
        </div>
      </form>
      <section aria-labelledby="ai-answer">
        <h2 id="ai-answer">Answer</h2>
        <div role="status">
          {answer ? (
            <>
              <p className="ai-answer">{answer.text}</p>
              <p>
                <small>Model: {answer.model}</small>
              </p>
            </>
          ) : (
            <p>No answer yet.</p>
          )}
        </div>
      </section>
    </>
  );
}
