/** The spec's required-field rule (admin §5): empty or whitespace only is invalid, with this message. */
export const fieldIsRequired = 'Field is required';

export const required = {
  validate: (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null) || fieldIsRequired,
};
