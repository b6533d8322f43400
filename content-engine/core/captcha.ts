/** What a captcha check is told: the browser's token, the action it was obtained for, the client address. */
export interface CaptchaCheck {
  token: string;
  action?: string;
  ip?: string;
}

/** The captcha port (an engine port, ADR 0037): a local test provider by default, Google reCAPTCHA when configured. */
export interface CaptchaProvider {
  readonly name: 'local' | 'recaptcha';
  /** The public site key the browser loads the widget with (getReCAPTCHAPublicKey). */
  readonly siteKey: string;
  /** Whether the token proves a human; false (never a throw) for a bad token. */
  verify(check: CaptchaCheck): Promise<boolean>;
}
