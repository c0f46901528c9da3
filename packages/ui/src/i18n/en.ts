/** English texts of the UI. Spec texts are kept word for word, spelling included. */
export const en = {
  'menu.home': 'Home',
  'menu.aboutUs': 'About Us',
  'menu.quality': 'Quality',
  'menu.contact': 'Contact',
  'menu.inquiry': 'Inquiry',
  'menu.label': 'Main menu',
  'header.logo': 'Night Suits home',
  'footer.sitemap': 'Sitemap',
  'footer.contactUs': 'Store information',
  'footer.address': 'Address',
  'footer.email': 'Email',
  'footer.established': 'Established in 2012',
  'footer.copyright': '© {year} Night Suits. All rights reserved.',
  'notFound.title': 'page not found',
  'notFound.backHome': 'back to home',
} as const;

export type MessageId = keyof typeof en;
export type Dictionary = Record<MessageId, string>;
