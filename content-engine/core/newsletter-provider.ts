/*
 * The newsletter provider port (ADR 0074): how a deployment's e-mail leaves. Two shapes, because
 * the two kinds of provider own different halves of the work:
 * - `recipients` (the embedded SMTP adapter): we own the audience and the bookkeeping, the
 *   provider takes one message at a time and tells us whether the receiving server accepted it;
 * - `list` (Omeda): the provider owns the audience (a query in its own database) and the sending;
 *   we hand it the rendered message once and it schedules the deployment.
 */

/** One recipient's copy of a deployment. */
export interface NewsletterMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** `<nl-{deploymentId}-{deliveryId}@{domain}>`: the same on every attempt (ADR 0074). */
  messageId: string;
  /** Extra headers: List-Unsubscribe, List-Unsubscribe-Post, List-Id. */
  headers: Record<string, string>;
}

/**
 * A send that did not happen. `permanent`: the receiver refused it (5xx); otherwise try again later.
 * `affects`: `recipient` when the failure is this address's (a refused mailbox); `deployment` when
 * no message could go out now (the relay refused our login or sender, the connection failed), so
 * the pass stops and the deployment waits instead of failing or retrying every recipient.
 */
export class NewsletterSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly affects: 'recipient' | 'deployment' = 'recipient',
  ) {
    super(message);
    this.name = 'NewsletterSendError';
  }
}

export interface RecipientNewsletterProvider {
  readonly kind: 'recipients';
  readonly name: 'smtp';
  /** Resolves once the receiving server accepted the message (250); throws NewsletterSendError otherwise. */
  send(message: NewsletterMessage): Promise<void>;
  close(): void;
}

/** The template's deployment settings a list provider needs. */
export interface ListDeploymentSettings {
  deploymentTypeId: number | null;
  queryName: string;
  outputCriteria: string;
  billingCategoryCode: string;
}

export interface ListDeployment {
  tenant: { key: string; abbreviation: string };
  /** Our deployment id (the provider's name of the deployment carries it). */
  deploymentId: number;
  kind: 'test' | 'live';
  name: string;
  fromName: string;
  fromEmail: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  /** When the live deployment goes (epoch ms). */
  at: number;
  settings: ListDeploymentSettings;
  /** Test deployments: who receives the test. */
  testers: { email: string; firstName: string; lastName: string }[];
}

export interface ListNewsletterProvider {
  readonly kind: 'list';
  readonly name: 'omeda';
  /** Creates, fills and schedules (or test-sends) the deployment; returns the provider's id of it. */
  deploy(deployment: ListDeployment): Promise<{ ref: string }>;
  close(): void;
}

export type NewsletterProvider = RecipientNewsletterProvider | ListNewsletterProvider;
