import { testCards } from '@storefront/api-client';
import { useStoreT } from '../i18n/messages';

/** The test card numbers and what each does: on the checkout page and in the card form itself. */
export function TestCardList() {
  const t = useStoreT();
  return (
    <div>
      <p>{t('card.testNumbers')}</p>
      <ul>
        {testCards.map((card) => (
          <li key={card.number}>
            <code>{card.number}</code> ({card.brand}, {t(`card.outcome.${card.outcome}`)})
          </li>
        ))}
      </ul>
    </div>
  );
}
