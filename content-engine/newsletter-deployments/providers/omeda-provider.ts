import {
  NewsletterSendError,
  type ListDeployment,
  type ListNewsletterProvider,
} from '../../core/newsletter-provider.ts';

/*
 * Omeda's e-mail deployment API (OnQ "Deployment" services under /brand/{brand}/omail/deployment):
 * create the deployment (its type, date, owner, testers), add the audience (the template's query
 * name and output criteria), upload the content (subject, from, HTML, text) and then either send
 * the test or schedule it. Omeda owns the audience and the sending; we keep its TrackId.
 */

export interface OmedaNewsletterOptions {
  /** e.g. https://ows.omeda.com/webservices/rest */
  baseUrl: string;
  appId: string;
  inputId: string;
  /** The Omeda user who owns and approves API deployments (OMEDA_NEWSLETTER_USER_ID). */
  userId: string;
  brandOf(tenant: ListDeployment['tenant']): string;
  fetch?: typeof fetch;
}

/** Omeda's date format, in Omeda's time zone (US Central). */
export function omedaDate(at: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Chicago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export function createOmedaNewsletterProvider(options: OmedaNewsletterOptions): ListNewsletterProvider {
  const request = options.fetch ?? fetch;
  async function call(brand: string, path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const url = `${options.baseUrl.replace(/\/+$/, '')}/brand/${encodeURIComponent(brand)}/omail/deployment/${path}*`;
    let response: Response;
    try {
      response = await request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-omeda-appid': options.appId,
          'x-omeda-inputid': options.inputId,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new NewsletterSendError(`Omeda ${path || 'create'}: ${(error as Error).message}`, false);
    }
    const text = await response.text();
    const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    if (!response.ok) {
      const errors = Array.isArray(json.Errors)
        ? json.Errors.map((e) => (e as { Error?: string }).Error).join('; ')
        : text;
      // Omeda answers 4xx for a request it will never accept; 5xx may pass later.
      throw new NewsletterSendError(
        `Omeda ${path || 'create'} ${response.status}: ${errors}`.slice(0, 500),
        response.status < 500,
      );
    }
    return json;
  }

  return {
    kind: 'list',
    name: 'omeda',
    async deploy(d) {
      const brand = options.brandOf(d.tenant);
      const { userId } = options;
      const created = await call(brand, '', {
        DeploymentName: `${d.kind === 'test' ? '[TEST] ' : ''}${d.name} (${d.tenant.key} #${d.deploymentId})`.slice(
          0,
          100,
        ),
        DeploymentDate: omedaDate(d.at),
        DeploymentTypeId: d.settings.deploymentTypeId,
        OwnerUserId: userId,
        FinalApproverUserId: userId,
        Splits: 1,
        TrackLinks: 1,
        TrackOpens: 1,
        ...(d.settings.billingCategoryCode ? { BillingCategoryCode: d.settings.billingCategoryCode } : {}),
        Testers: d.testers.map((t) => ({ FirstName: t.firstName, LastName: t.lastName, EmailAddress: t.email })),
      });
      const trackId = String(created.TrackId ?? '');
      if (!trackId) throw new NewsletterSendError('Omeda create: the answer had no TrackId', true);
      if (d.kind === 'live')
        await call(brand, 'audience/add/', {
          TrackId: trackId,
          UserId: userId,
          SplitNumber: 1,
          QueryName: d.settings.queryName,
          OutputCriteria: d.settings.outputCriteria,
        });
      await call(brand, 'content/', {
        TrackId: trackId,
        UserId: userId,
        SplitNumber: 1,
        Subject: d.subject,
        FromName: d.fromName,
        FromEmail: d.fromEmail,
        ReplyTo: d.replyTo || d.fromEmail,
        HtmlContent: d.html,
        TextContent: d.text,
      });
      if (d.kind === 'test') await call(brand, 'test/', { TrackId: trackId, UserId: userId });
      else await call(brand, 'schedule/', { TrackId: trackId, UserId: userId, ScheduledDate: omedaDate(d.at) });
      return { ref: trackId };
    },
    close: () => {},
  };
}
