/** One comment under a blog post. */
export interface BlogComment {
  id: number;
  author: string;
  /** ISO day, e.g. 2026-03-16. */
  date: string;
  text: string;
}

/** The three sample comments the spec's blog details page shows. */
export const sampleBlogComments: readonly BlogComment[] = [
  {
    id: 1,
    author: 'Priya Nair',
    date: '2026-03-16',
    text: 'I switched to cotton night suits last summer and never looked back. Thank you for the tip about pre-washed fabric!',
  },
  {
    id: 2,
    author: 'Sarah Thomas',
    date: '2026-03-18',
    text: 'Does modal shrink much after the first wash? I would love a follow-up post on caring for it.',
  },
  {
    id: 3,
    author: 'Kavya Iyer',
    date: '2026-03-21',
    text: 'Bought the satin set for my mother and she wears it every night. Lovely to read how you choose the cloth.',
  },
];
