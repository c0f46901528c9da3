/**
 * Validation messages are keys, not sentences, so every consumer (the forms, the server's
 * 400 answers) can show them in the shopper's language. The texts live in `validationMessages`.
 */
export const messageKeys = {
  required: 'validation.required',
  email: 'validation.email',
  lettersOnly: 'validation.lettersOnly',
  phone: 'validation.phone',
  country: 'validation.country',
  addressLength: 'validation.addressLength',
  pincode: 'validation.pincode',
  tooLong: 'validation.tooLong',
  payment: 'validation.payment',
  passwordLength: 'validation.passwordLength',
} as const;

export type MessageKey = (typeof messageKeys)[keyof typeof messageKeys];

export const validationMessages: Record<'en' | 'fr', Record<MessageKey, string>> = {
  en: {
    'validation.required': 'This field is required.',
    'validation.email': 'Enter a valid e-mail address, like name@example.com.',
    'validation.lettersOnly': 'Use letters only.',
    'validation.phone': 'Enter a valid phone number, like +91 98765 43210.',
    'validation.country': 'Choose a country from the list.',
    'validation.addressLength': 'The address must be 20 to 120 characters long.',
    'validation.pincode': 'Enter the pincode as digits only.',
    'validation.tooLong': 'This text is too long.',
    'validation.payment': 'Choose a payment method.',
    'validation.passwordLength': 'The password must be 8 to 128 characters long.',
  },
  fr: {
    'validation.required': 'Ce champ est obligatoire.',
    'validation.email': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
    'validation.lettersOnly': 'Utilisez uniquement des lettres.',
    'validation.phone': 'Saisissez un numéro de téléphone valide, par exemple +33 6 12 34 56 78.',
    'validation.country': 'Choisissez un pays dans la liste.',
    'validation.addressLength': "L'adresse doit compter entre 20 et 120 caractères.",
    'validation.pincode': 'Saisissez le code postal en chiffres uniquement.',
    'validation.tooLong': 'Ce texte est trop long.',
    'validation.payment': 'Choisissez un moyen de paiement.',
    'validation.passwordLength': 'Le mot de passe doit compter entre 8 et 128 caractères.',
  },
};

/**
 * Turns a message key into text, in English for a language these messages lack; unknown keys (a
 * server's own text) are returned as they are.
 */
export function messageText(key: string, locale = 'en'): string {
  const texts: Record<string, string> = locale === 'fr' ? validationMessages.fr : validationMessages.en;
  return texts[key] ?? key;
}
