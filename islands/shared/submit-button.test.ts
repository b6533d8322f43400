import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton.tsx';

const button = (busy: boolean) =>
  renderToString(createElement(SubmitButton, { busy, label: 'Login', busyLabel: 'Logging in…' }));

describe("a site form's submit button", () => {
  it("is disabled in the server's markup, so a press before hydration cannot submit the form natively", () => {
    expect(button(false)).toBe('<button type="submit" disabled="">Login</button>');
  });

  it('shows the busy label while the form is sent', () => {
    expect(button(true)).toBe('<button type="submit" disabled="">Logging in…</button>');
  });
});
