/** Spec public §5: links starting with / open in the same tab, others in a new tab. */
export const linkTarget = (href: string) => (href.startsWith('/') ? {} : { target: '_blank', rel: 'noopener' });
