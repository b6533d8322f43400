import type { DomainModule } from '../core/domain-module.ts';
import { submitLeadForm } from './operations/submit-lead-form.ts';

/** The public lead forms: inquiry (RMI) and contact us (issue 30 item 4). */
export const leadFormsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    enum LeadFormType {
      inquiry
      contactUs
    }

    input LeadFormValueInput {
      "A field of the form (content-engine/shared/lead-forms.ts)."
      name: String!
      value: String!
    }

    input SubmitLeadFormInput {
      formType: LeadFormType!
      "The public item of the site, with enableRmi, an inquiry is about; required for inquiry."
      contentId: Int
      values: [LeadFormValueInput!]!
      "A token for the captcha action leadFormSubmit."
      recaptchaToken: String
    }

    type SubmitLeadFormResult {
      id: Int!
      "The text the form shows once sent."
      message: String!
    }

    extend type Mutation {
      "Stores a visitor's inquiry or contact message and mails it to the site's sendTo and sendBcc addresses."
      submitLeadForm(input: SubmitLeadFormInput!): SubmitLeadFormResult!
    }
  `,
  resolvers: {
    Mutation: {
      submitLeadForm: (_root, { input }, ctx) => submitLeadForm({ ctx, input }),
    },
  },
};
