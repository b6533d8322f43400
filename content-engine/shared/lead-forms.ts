import { emailMessage, isEmail, isPhone, phoneMessage } from './content-details/field-rules.ts';

/*
 * The lead forms' fields (issue 30 item 4), browser-safe: the island renders them and the engine
 * checks a submission against the same list, so both give the same message beside a field.
 */

export type LeadFormType = 'inquiry' | 'contactUs';
export type LeadFieldType = 'text' | 'email' | 'phone' | 'multiline' | 'radio';

export interface LeadField {
  name: string;
  label: string;
  type: LeadFieldType;
  required: boolean;
  /** Characters at most (after trimming). */
  maxLength: number;
  /** A radio group's choices. */
  options?: readonly string[];
}

export const leadFormTexts = {
  fieldRequired: 'Field is required',
  correctIssues: 'Please correct issues with this form',
  notAChoice: 'Not one of the choices',
  inquirySent: 'Thank you for your inquiry. We will be in touch soon.',
  contactSent: 'Thank you for contacting us. We will get back to you soon.',
} as const;

const text = (name: string, label: string, required: boolean, maxLength = 200): LeadField => ({
  name,
  label,
  type: 'text',
  required,
  maxLength,
});

export const leadFormFields: Record<LeadFormType, readonly LeadField[]> = {
  inquiry: [
    text('firstName', 'First Name', true, 100),
    text('lastName', 'Last Name', true, 100),
    { name: 'email', label: 'Email', type: 'email', required: true, maxLength: 254 },
    { name: 'phone', label: 'Phone', type: 'phone', required: false, maxLength: 40 },
    text('company', 'Company', true),
    text('jobTitle', 'Job Title', false),
    {
      name: 'contactMethod',
      label: 'Preferred contact method',
      type: 'radio',
      required: true,
      maxLength: 20,
      options: ['Email', 'Phone'],
    },
    { name: 'comments', label: 'Comments', type: 'multiline', required: false, maxLength: 4000 },
  ],
  contactUs: [
    text('name', 'Name', true, 200),
    { name: 'email', label: 'Email', type: 'email', required: true, maxLength: 254 },
    { name: 'phone', label: 'Phone', type: 'phone', required: false, maxLength: 40 },
    {
      name: 'topic',
      label: 'Topic',
      type: 'radio',
      required: true,
      maxLength: 40,
      options: ['General question', 'Editorial', 'Advertising', 'Subscriptions'],
    },
    { name: 'message', label: 'Message', type: 'multiline', required: true, maxLength: 4000 },
  ],
};

/** The message beside a field for its value (null when valid); a value is trimmed first. */
export function leadFieldProblem(field: LeadField, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return field.required ? leadFormTexts.fieldRequired : null;
  if (value.length > field.maxLength) return `Must be at most ${field.maxLength} characters`;
  // Only a multi-line field may hold line breaks; elsewhere they could end up in a mail header.
  if (field.type !== 'multiline' && /[\r\n]/.test(value)) return 'Must be on one line';
  if (field.type === 'email' && !isEmail(value)) return emailMessage;
  if (field.type === 'phone' && !isPhone(value)) return phoneMessage;
  if (field.type === 'radio' && !field.options?.includes(value)) return leadFormTexts.notAChoice;
  return null;
}
