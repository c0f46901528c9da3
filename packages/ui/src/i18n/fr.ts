import type { Dictionary } from './en';

export const fr: Dictionary = {
  'menu.home': 'Accueil',
  'menu.aboutUs': 'À propos',
  'menu.quality': 'Qualité',
  'menu.contact': 'Contact',
  'menu.inquiry': 'Demande',
  'menu.label': 'Menu principal',
  'header.logo': 'Accueil Night Suits',
  'footer.sitemap': 'Plan du site',
  'footer.contactUs': 'Informations du magasin',
  'footer.address': 'Adresse',
  'footer.email': 'E-mail',
  'footer.established': 'Fondé en 2012',
  'footer.copyright': '© {year} Night Suits. Tous droits réservés.',
  'notFound.title': 'page introuvable',
  'notFound.backHome': "retour à l'accueil",
};
