/** The demo administrator's login: from the environment, with documented defaults. */
export const defaultAdminEmail = 'admin@masthead.local';
export const defaultAdminPassword = 'masthead-demo-admin';

export const adminLogin = (env: NodeJS.ProcessEnv) => ({
  email: env.MASTHEAD_ADMIN_EMAIL || defaultAdminEmail,
  password: env.MASTHEAD_ADMIN_PASSWORD || defaultAdminPassword,
});
