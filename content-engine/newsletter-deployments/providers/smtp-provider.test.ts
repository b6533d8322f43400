import { describe, expect, it } from 'vitest';
import { classifySmtpError } from './smtp-provider.ts';

/* How nodemailer's failures are read (ADR 0074): whose failure, and whether to try again. */
describe('classifySmtpError', () => {
  it('takes a 5xx to RCPT TO or DATA as the final word on this recipient', () => {
    expect(
      classifySmtpError({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550, response: '550 No such user' }),
    ).toMatchObject({ permanent: true, affects: 'recipient', message: '550 No such user' });
    expect(
      classifySmtpError({ code: 'EMESSAGE', command: 'DATA', responseCode: 554, response: '554 Spam' }),
    ).toMatchObject({
      permanent: true,
      affects: 'recipient',
    });
  });

  it('retries a recipient answered 4xx', () => {
    expect(classifySmtpError({ command: 'RCPT TO', responseCode: 451, response: '451 Greylisted' })).toMatchObject({
      permanent: false,
      affects: 'recipient',
    });
  });

  it('holds the deployment when our login, our sender or the connection fails, even with a 5xx', () => {
    for (const failure of [
      { code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535, response: '535 Authentication failed' },
      { code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 550, response: '550 Sender not allowed' },
      { code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:25' },
      { code: 'ETIMEDOUT', message: 'Greeting never received' },
    ])
      expect(classifySmtpError(failure)).toMatchObject({ permanent: false, affects: 'deployment' });
  });

  it('retries what it cannot place, naming the code', () => {
    expect(classifySmtpError(new Error('socket hang up'))).toMatchObject({
      permanent: false,
      affects: 'recipient',
      message: 'ERROR: socket hang up',
    });
  });
});
