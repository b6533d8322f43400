import { GraphQLScalarType } from 'graphql';

/** A file sent with a GraphQL multipart request, read into memory by the HTTP route. */
export interface Upload {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

export const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' &&
  value !== null &&
  Buffer.isBuffer((value as Upload).data) &&
  typeof (value as Upload).fileName === 'string';

/** The `Upload` scalar: only the multipart route can supply one (a JSON request cannot). */
export const UploadScalar = new GraphQLScalarType({
  name: 'Upload',
  serialize: () => {
    throw new TypeError('Upload is an input-only scalar.');
  },
  parseValue: (value) => {
    if (!isUpload(value))
      throw new TypeError(
        'Upload must be a file sent as a multipart/form-data request (GraphQL multipart request spec).',
      );
    return value;
  },
  parseLiteral: () => {
    throw new TypeError('Upload cannot be written inline; send it as a multipart variable.');
  },
});
