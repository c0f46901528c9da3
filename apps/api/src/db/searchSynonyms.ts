/**
 * Words shoppers type for what the catalogue names otherwise, in English and French, and the
 * catalogue's words for them (docs/adr/0109). A catalogue word stands for the words it starts
 * (`lower` finds lower and lowers); two words are a phrase (`night suit`). Shoppers' words are
 * written as `searchWords` leaves them: lower case, accents dropped.
 */
const SYNONYMS: readonly [catalogueWords: string[], shopperWords: string[]][] = [
  [['kids'], ['girl', 'girls', 'boy', 'boys', 'child', 'children', 'childrens', 'baby', 'babies', 'toddler', 'toddlers', 'fille', 'filles', 'garcon', 'garcons', 'enfant', 'enfants', 'bebe']],
  [['women'], ['woman', 'womens', 'lady', 'ladies', 'femme', 'femmes']],
  [['nightgown', 'nighty', 'nightwear'], ['nightdress', 'nightdresses', 'nightie', 'nighties', 'dress', 'dresses', 'gown', 'gowns']],
  [['pyjama', 'night suit'], ['pajama', 'pajamas', 'pyjamas', 'pj', 'pjs', 'jammies']],
  [['nightwear', 'night suit', 'lounge'], ['sleepwear', 'loungewear']],
  [['t shirt'], ['tee', 'tees']],
  [['night'], ['nite']],
  [['palazzo'], ['plazo']],
  [['lower', 'jogger', 'track', 'palazzo'], ['pant', 'pants', 'trouser', 'trousers', 'bottoms', 'sweatpants', 'trackpants', 'pantalon', 'pantalons']],
  [['leggings'], ['tights', 'jeggings']],
  [['kurti'], ['tunic', 'tunics']],
  [['kurti', 't shirt'], ['top', 'tops', 'haut', 'hauts']],
];

const catalogueWordsOf = new Map(SYNONYMS.flatMap(([catalogueWords, shopperWords]) => shopperWords.map((word) => [word, catalogueWords] as const)));

/** The catalogue's words for a shopper's word, each split into its words (two make a phrase). */
export function synonymsOf(word: string): string[][] {
  return (catalogueWordsOf.get(word) ?? []).map((synonym) => synonym.split(' '));
}
