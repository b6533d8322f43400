/** The GraphQL documents the company update tests send. */

const profile = /* GraphQL */ `
  description address1 address2 city state postalCode country phone website
  socialLinks { facebook twitter linkedin instagram youtube }
  keyContacts { name title email phone }
  products news
`;

const update = /* GraphQL */ `
  id status email expires requestedAt submittedAt reviewedAt rejectReason submitterName submitterEmail
  company { id name canonicalPath updated logoSrc }
  submitted { ${profile} logo { src fileName width height } }
  current { ${profile} }
`;

export const requestDoc = /* GraphQL */ `
  mutation ($input: RequestCompanyUpdatesInput!) { requestCompanyUpdates(input: $input) { ${update} } }
`;
export const streamDoc = /* GraphQL */ `
  query ($input: GetCompanyUpdateStreamInput) {
    getCompanyUpdateStream(input: $input) { edges { node { ${update} } } pageInfo { hasNextPage } totalCount }
  }
`;
export const getDoc = /* GraphQL */ `
  query ($id: Int!) { getCompanyUpdate(input: { id: $id }) { ${update} } }
`;
export const formDoc = /* GraphQL */ `
  query ($hash: String!) { getCompanyUpdateForm(input: { hash: $hash }) { companyName expires logoSrc current { ${profile} } } }
`;
export const submitDoc = /* GraphQL */ `
  mutation ($input: SubmitCompanyUpdateInput!) {
    submitCompanyUpdate(input: $input) {
      ok
    }
  }
`;
export const editDoc = /* GraphQL */ `
  mutation ($input: UpdateCompanyUpdateInput!) { updateCompanyUpdate(input: $input) { ${update} } }
`;
export const publishDoc = /* GraphQL */ `
  mutation ($id: Int!) { publishCompanyUpdate(input: { id: $id }) { ${update} } }
`;
export const rejectDoc = /* GraphQL */ `
  mutation ($id: Int!, $reason: String) { rejectCompanyUpdate(input: { id: $id, reason: $reason }) { ${update} } }
`;
export const contentDoc = /* GraphQL */ `
  query ($id: Int!) {
    getContent(input: { id: $id }) {
      id
      body
      linkUrl
      address
      metadata
      primaryImage {
        src
        isLogo
      }
      updated
    }
  }
`;
