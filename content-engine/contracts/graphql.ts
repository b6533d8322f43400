import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { approveContract } from './operations/approve-contract.ts';
import { createContract } from './operations/create-contract.ts';
import { deleteContract } from './operations/delete-contract.ts';
import { updateContract } from './operations/update-contract.ts';
import { getContract } from './operations/get-contract.ts';
import { getContractSettings } from './operations/get-contract-settings.ts';
import { getContractStream } from './operations/get-contract-stream.ts';
import { getContractStreamForSelect } from './operations/get-contract-stream-for-select.ts';
import { getPublicContract } from './operations/get-public-contract.ts';
import { saveContractSettings } from './operations/save-contract-settings.ts';
import { contractTypeDefs } from './graphql-types.ts';

export const contractsModule: DomainModule = {
  typeDefs: contractTypeDefs,
  resolvers: {
    Query: {
      ...inputResolvers({ getContract, getContractStream, getContractStreamForSelect, getPublicContract }),
      getContractSettings: (_root, _args, ctx) => getContractSettings({ ctx }),
    },
    Mutation: inputResolvers({ createContract, updateContract, deleteContract, approveContract, saveContractSettings }),
  },
};
