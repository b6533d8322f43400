export const contractTypeDefs = /* GraphQL */ `
  "How a contract's fee is counted."
  enum ContractFeeType {
    flat
    per_word
    per_hour
    per_item
  }

  enum ContractStatus {
    "An approval timestamp exists."
    APPROVED
    "Not approved yet."
    PENDING
  }

  type ContractContributor {
    id: Int!
    fullName: String!
    email: String!
  }

  type Contract {
    id: Int!
    contributor: ContractContributor!
    title: String!
    "Sanitised HTML."
    terms: String!
    feeType: ContractFeeType!
    "The fee in cents of currency."
    feeCents: Float!
    "ISO 4217 code, USD by default."
    currency: String!
    paymentTerms: String!
    rights: String!
    dueDate: Timestamp
    "When the contributor approved it; null while Pending."
    approved: Timestamp
    "The public page's secret: /contract/{id}?token={token}."
    token: String!
    created: Timestamp!
    updated: Timestamp!
  }

  type ContractEdge {
    node: Contract!
  }
  type ContractConnection {
    edges: [ContractEdge!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  type ContractOptionContributor {
    id: Int!
    fullName: String!
  }
  "A contract select's entry (spec admin §3)."
  type ContractOption {
    id: Int!
    approved: Timestamp
    contributor: ContractOptionContributor!
  }
  type ContractOptionEdge {
    node: ContractOption!
  }
  type ContractOptionConnection {
    edges: [ContractOptionEdge!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  "What the contributor's public page shows."
  type PublicContract {
    id: Int!
    title: String!
    contributorName: String!
    terms: String!
    feeType: ContractFeeType!
    feeCents: Float!
    currency: String!
    paymentTerms: String!
    rights: String!
    dueDate: Timestamp
    approved: Timestamp
    "Shown once approved."
    approvalText: String!
  }

  type ContractSettings {
    "Sanitised HTML: the terms a new contract starts with."
    defaultTerms: String!
    "Told when a contributor approves; blank for nobody."
    notificationEmail: String!
    "Shown on the public page once approved; blank for the default."
    approvalText: String!
  }

  input CreateContractInput {
    "Required: a person of this site."
    contributorId: Int
    "Required; 300 characters at most."
    title: String
    "HTML, sanitised; left out or null: the settings' default terms."
    terms: String
    "flat by default."
    feeType: ContractFeeType
    "Cents, 0 by default."
    feeCents: Float
    "Three letters, USD by default."
    currency: String
    paymentTerms: String
    rights: String
    dueDate: Timestamp
  }

  "Fields left out keep their value; any change re-opens an approved contract (Pending)."
  input UpdateContractInput {
    id: Int!
    contributorId: Int
    title: String
    terms: String
    feeType: ContractFeeType
    feeCents: Float
    currency: String
    paymentTerms: String
    rights: String
    "null clears it."
    dueDate: Timestamp
  }

  input ContractIdInput {
    id: Int!
  }

  input GetContractStreamInput {
    "Matched anywhere in the title or the contributor's name."
    search: String
    status: ContractStatus
    contributorId: Int
    "25 by default, at most 1000."
    pagination: PaginationInput
  }

  input GetContractStreamForSelectInput {
    "1000 by default and at most."
    pagination: PaginationInput
  }

  input PublicContractInput {
    id: Int!
    token: String!
  }

  input ContractSettingsInput {
    defaultTerms: String
    notificationEmail: String
    approvalText: String
  }

  extend type Query {
    "Needs manage_contracts."
    getContract(input: ContractIdInput!): Contract!
    "Needs manage_contracts. Newest first."
    getContractStream(input: GetContractStreamInput): ContractConnection!
    "Needs manage_contracts or manage_content."
    getContractStreamForSelect(input: GetContractStreamForSelectInput): ContractOptionConnection!
    "Public, with the contract's token; NOT_FOUND for a wrong id or token."
    getPublicContract(input: PublicContractInput!): PublicContract!
    "Needs manage_contracts."
    getContractSettings: ContractSettings!
  }

  extend type Mutation {
    "Needs manage_contracts."
    createContract(input: CreateContractInput!): Contract!
    "Needs manage_contracts."
    updateContract(input: UpdateContractInput!): Contract!
    "Needs manage_contracts."
    deleteContract(input: ContractIdInput!): Boolean!
    "Public, with the contract's token. Idempotent: the first approval's time stays."
    approveContract(input: PublicContractInput!): PublicContract!
    "Needs manage_contracts."
    saveContractSettings(input: ContractSettingsInput!): ContractSettings!
  }
`;
