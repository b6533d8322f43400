/**
 * The site's customer-service mailbox, named in the site-user login failure text (spec public §8,
 * issue 30 item 7, ADR 0061): `customerservice@` the site's root domain (`general.rootDomain`).
 */

/** The bare host of a root domain setting ('https://www.Acme.com/' → 'acme.com'), or null when it is not a host name. */
export function rootDomainHost(rootDomain: string | null | undefined): string | null {
  const host = (rootDomain ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#:].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  if (host.length > 253) return null;
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((part) => label.test(part)) ? host : null;
}

/** customerservice@<root domain>, or null without a usable root domain. */
export function customerServiceAddress(rootDomain: string | null | undefined): string | null {
  const host = rootDomainHost(rootDomain);
  return host ? `customerservice@${host}` : null;
}

/**
 * The one answer to every failed site-user login. With a root domain it names the mailbox; without
 * one it keeps the spec's words.
 */
export function siteLoginFailedText(rootDomain: string | null | undefined): string {
  const address = customerServiceAddress(rootDomain);
  return `Please try again or use the reset password link below. If you continue to have issues, please email us at ${
    address ? `customer service (${address})` : "customer service on the site's root domain"
  } and include browser details.`;
}

/** Splits a text at e-mail addresses, for showing each as a mailto link. */
export function splitEmailAddresses(text: string): { text: string; email?: string }[] {
  const parts: { text: string; email?: string }[] = [];
  const pattern = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], email: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
