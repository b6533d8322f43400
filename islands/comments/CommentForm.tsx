import { useState, type FormEvent } from 'react';
import { commentLimits } from '../../content-engine/shared/commenting.ts';
import { FormField, FormMessage, fieldRequired } from '../shared/FormField.tsx';
import { postComment } from './comments-store.ts';
import { SubmitButton } from '../shared/SubmitButton.tsx';

interface Props {
  contentId: number;
  /** Anonymous visitors give a display name (only where the site allows anonymous comments). */
  askName: boolean;
  /** Whose comment it is, for members. */
  memberName?: string;
  idPrefix: string;
}

/** The post form (spec public §5): plain text, required, at most 3000 characters; success and error states. */
export function CommentForm({ contentId, askName, memberName, idPrefix }: Props) {
  const [body, setBody] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ body?: string; name?: string }>({});
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const [sending, setSending] = useState(false);
  const id = (field: string) => `${idPrefix}-${field}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      body: body.trim() ? undefined : fieldRequired,
      name: askName && !name.trim() ? fieldRequired : undefined,
    };
    setErrors(problems);
    setOutcome({});
    if (problems.body || problems.name) return;
    setSending(true);
    try {
      const message = await postComment({ contentId, body, ...(askName ? { displayName: name } : {}) });
      setBody('');
      setOutcome({ success: message });
    } catch (error) {
      setOutcome({ error: (error as Error).message });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="site-form comment-form" onSubmit={submit} noValidate aria-label="Post a comment">
      {memberName && (
        <p className="comment-as">
          Commenting as <strong>{memberName}</strong>
        </p>
      )}
      {askName && (
        <FormField id={id('name')} label="Your name" required error={errors.name}>
          <input
            id={id('name')}
            type="text"
            autoComplete="nickname"
            maxLength={commentLimits.displayNameMaxLength}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? id('name-error') : undefined}
          />
        </FormField>
      )}
      <FormField id={id('body')} label="Your comment" required error={errors.body}>
        <textarea
          id={id('body')}
          rows={4}
          maxLength={commentLimits.bodyMaxLength}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? id('body-error') : undefined}
        />
      </FormField>
      <FormMessage error={outcome.error} success={outcome.success} />
      <SubmitButton busy={sending} label="Post comment" busyLabel="Posting…" />
    </form>
  );
}
