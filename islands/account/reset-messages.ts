/** The answer to a reset request whether or not the account exists, so the form does not tell which accounts do. */
export const resetRequestedMessage =
  'If an account exists for that e-mail address or username, we have sent it a link to choose a new password. The link works once, for one hour.';
