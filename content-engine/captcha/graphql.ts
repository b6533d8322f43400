import type { DomainModule } from '../core/domain-module.ts';

export const captchaModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type ReCAPTCHAPublicKey {
      "The site key the browser loads reCAPTCHA with; 'local-test-key' for the local test provider."
      key: String!
    }

    extend type Query {
      "The captcha site key the site's forms use (spec public §7)."
      getReCAPTCHAPublicKey: ReCAPTCHAPublicKey!
    }
  `,
  resolvers: {
    Query: {
      getReCAPTCHAPublicKey: (_root, _args, ctx) => {
        ctx.markCacheable?.();
        return { key: ctx.captcha.siteKey };
      },
    },
  },
};
