import { z } from 'zod';
import { assertCaptcha } from '../../captcha/index.ts';
import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { invalidInput, parseInput, required, type InputProblem } from '../../core/validate.ts';
import { leadFieldProblem, leadFormFields, leadFormTexts, type LeadFormType } from '../../shared/lead-forms.ts';
import { requestTenant } from '../../site-users/request-tenant.ts';
import { findInquiryContent, insertSubmission, leadFormIpHash } from '../queries.ts';
import { sendLeadMail } from '../send-lead-mail.ts';
import { throttleLeadForm } from '../throttle.ts';

const inputSchema = z.object({
  formType: z.enum(['inquiry', 'contactUs'], required),
  contentId: z.number().int().positive().nullish(),
  values: z
    .array(z.object({ name: z.string().max(50), value: z.string().max(10_000) }), required)
    .max(30, 'Too many fields'),
  recaptchaToken: z.string().max(5_000).nullish(),
});

export const leadFormCaptchaAction = 'leadFormSubmit';

/** Each field's trimmed value, or the problems beside the fields (names outside the form are refused). */
function checkedValues(formType: LeadFormType, given: readonly { name: string; value: string }[]) {
  const fields = leadFormFields[formType];
  const problems: InputProblem[] = [];
  const byName = new Map(given.map((entry) => [entry.name, entry.value]));
  for (const name of byName.keys())
    if (!fields.some((field) => field.name === name))
      problems.push({ path: `values.${name}`, message: 'Not a field of this form' });
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = byName.get(field.name) ?? '';
    const problem = leadFieldProblem(field, value);
    if (problem) problems.push({ path: `values.${field.name}`, message: problem });
    else values[field.name] = value.trim();
  }
  return { fields, values, problems };
}

export interface SubmitLeadFormResult {
  id: number;
  message: string;
}

/**
 * A visitor's inquiry (RMI, about a public item of this site with enableRmi) or contact-us
 * message (issue 30 item 4): validate → item of this tenant → captcha → per-address throttle →
 * stored → mailed to the settings' sendTo and sendBcc (a failed mail is logged; the submission
 * stays stored).
 */
export async function submitLeadForm({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SubmitLeadFormResult> {
  const tenantCtx = requestTenant(ctx);
  const tenantKey = tenantCtx.tenant.key;
  const parsed = parseInput(inputSchema, input);
  const { fields, values, problems } = checkedValues(parsed.formType, parsed.values);
  if (parsed.formType === 'inquiry' && !parsed.contentId)
    problems.push({ path: 'contentId', message: leadFormTexts.fieldRequired });
  if (problems.length > 0) throw invalidInput([...problems, { path: '', message: leadFormTexts.correctIssues }]);
  const now = ctx.now();
  const about =
    parsed.formType === 'inquiry'
      ? await findInquiryContent(ctx.db, { tenantKey, contentId: parsed.contentId!, now })
      : null;
  // Another site's item, an unpublished one and one without enableRmi look the same: not found.
  if (parsed.formType === 'inquiry' && !about?.enableRmi) throw notFound(`Content ${parsed.contentId}`);
  await assertCaptcha(ctx, { token: parsed.recaptchaToken, action: leadFormCaptchaAction });
  await throttleLeadForm(ctx.db, { tenantKey, ip: ctx.ip, now });

  const id = await insertSubmission(ctx.db, {
    tenantKey,
    formType: parsed.formType,
    contentId: about?.id ?? null,
    fields: values,
    ipHash: leadFormIpHash(tenantKey, ctx.ip),
    now,
  });
  ctx.log.info(
    { tenantKey, formType: parsed.formType, contentId: about?.id ?? null, submissionId: id },
    'lead form submitted',
  );
  await sendLeadMail(tenantCtx, { id, formType: parsed.formType, about, fields, values });
  return { id, message: parsed.formType === 'inquiry' ? leadFormTexts.inquirySent : leadFormTexts.contactSent };
}
