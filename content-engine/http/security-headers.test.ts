import { describe, expect, it } from 'vitest';
import { adminSecurityHeaders, contentSecurityPolicy, scriptHash, uploadedFileHeaders } from './security-headers.ts';
import { recaptchaScriptHosts } from './site-script-hosts.ts';

describe('the content security policy', () => {
  it('hashes an inline script as a browser does (sha256 of its UTF-8 text, base64)', () => {
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('allows scripts from the site, the given hosts and the given inline scripts only, each once', () => {
    const policy = contentSecurityPolicy({
      hosts: ['https://cdn.example', 'https://cdn.example'],
      inlineScripts: ['a()', 'a()'],
    });
    expect(policy).toBe(
      `script-src 'self' https://cdn.example ${scriptHash('a()')}; object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'`,
    );
    expect(policy).not.toMatch(/unsafe-|data:|\*/);
  });

  it("lets the admin run its own scripts only, and reCAPTCHA's when the server is configured with Google's keys", () => {
    expect(adminSecurityHeaders()['content-security-policy']).toMatch(/^script-src 'self'; /);
    expect(adminSecurityHeaders(recaptchaScriptHosts)['content-security-policy']).toMatch(
      /^script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/; /,
    );
    expect(adminSecurityHeaders()['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('the headers of an uploaded file', () => {
  it('sandboxes documents a browser would run, and makes HTML a download', () => {
    expect(uploadedFileHeaders('text/html; charset=utf-8')).toMatchObject({
      'content-security-policy': expect.stringMatching(/^sandbox; default-src 'none'/),
      'content-disposition': 'attachment',
    });
    expect(uploadedFileHeaders('application/xhtml+xml')['content-disposition']).toBe('attachment');
    for (const type of ['image/svg+xml', 'text/xml', 'application/xml']) {
      expect(uploadedFileHeaders(type)['content-security-policy'], type).toMatch(/^sandbox;/);
      expect(uploadedFileHeaders(type)['content-disposition'], type).toBeUndefined();
    }
  });

  it('serves scripts as plain text, so that no page can load an upload as a script', () => {
    for (const type of ['application/javascript; charset=utf-8', 'text/javascript', 'application/ecmascript'])
      expect(uploadedFileHeaders(type), type).toEqual({ 'content-type': 'text/plain; charset=utf-8' });
  });

  it('leaves images, PDFs and other files as they are', () => {
    for (const type of ['image/png', 'application/pdf', 'application/octet-stream', ''])
      expect(uploadedFileHeaders(type), type).toEqual({});
  });
});
