import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors.ts';

const fields = ['header.logoHeight', 'general.favicon.src', 'googleTagManager.containerID', 'sourceEsb.embeds'];

describe('serverFieldErrors', () => {
  it('places a group save’s problems on the group’s fields', () => {
    expect(
      serverFieldErrors('Invalid input. value.logoHeight: Logo height must be between 35 and 45', {
        fields,
        group: 'header',
      }),
    ).toEqual([{ field: 'header.logoHeight', message: 'Logo height must be between 35 and 45' }]);
  });

  it('places a whole save’s problems, the favicon size on the favicon and list entries on their list', () => {
    const message =
      'Invalid input. payload.googleTagManager.containerID: UA-1 is not a valid GTM-ID; ' +
      'payload.general.favicon.width: Favicon must be square; payload.sourceEsb.embeds.0.key: Field is required; ' +
      'payload.labels: Too many';
    expect(serverFieldErrors(message, { fields })).toEqual([
      { field: 'googleTagManager.containerID', message: 'UA-1 is not a valid GTM-ID' },
      { field: 'general.favicon.src', message: 'Favicon must be square' },
      { field: 'sourceEsb.embeds', message: 'Field is required' },
      { field: null, message: 'Too many' },
    ]);
  });

  it('keeps any other failure whole', () => {
    expect(serverFieldErrors('This needs one of the permissions: manage_site_settings.', { fields })).toEqual([
      { field: null, message: 'This needs one of the permissions: manage_site_settings.' },
    ]);
  });
});
