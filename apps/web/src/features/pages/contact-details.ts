/**
 * How people reach us and the outside bodies the pages name, in one place so every page says the
 * same. The e-mail matches the API's default SUPPORT_EMAIL; the phone number is from the range ACMA
 * keeps for fiction (1800 160 401–499) until the service has a real line (decision 008).
 */
export const CONTACT_DETAILS = {
  supportEmail: 'support@alongside.example',
  supportPhone: '1800 160 401',
  replyWithin: '2 business days',
  nrsUrl: 'https://www.accesshub.gov.au/about-the-nrs',
  ndisCommissionPhone: '1800 035 544',
  ndisCommissionUrl: 'https://www.ndiscommission.gov.au',
  oaicPhone: '1300 363 992',
  oaicUrl: 'https://www.oaic.gov.au',
} as const;

/** The public pages linked from each other's footer, in reading order. */
export const CONTENT_PAGE_LINKS = [
  { to: '/about', label: 'About Alongside' },
  { to: '/terms-of-use', label: 'Terms of use' },
  { to: '/codeof-conduct', label: 'Code of conduct' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/prohibited-content', label: 'Prohibited content' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/accessibility', label: 'Accessibility' },
  { to: '/contact-us', label: 'Contact us' },
] as const;

/** The date the legal texts were last changed, shown on each of them. */
export const LEGAL_TEXTS_UPDATED = '22 November 2026';
