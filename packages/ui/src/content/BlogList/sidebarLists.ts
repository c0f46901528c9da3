import type { BlogPost } from '@storefront/api-client';

export interface BlogSidebarLists {
  /** Five posts, newest first; the spec's sidebar always shows five, so fewer posts repeat from the newest. */
  recent: BlogPost[];
  /** The four most read posts (ties keep the newer post first). */
  popular: BlogPost[];
}

const newestFirst = (a: BlogPost, b: BlogPost) => b.date.localeCompare(a.date) || b.id - a.id;

/** The 'Recent Blog' and 'Popular Blog' lists of the blog sidebar. */
export function buildBlogSidebar(posts: readonly BlogPost[]): BlogSidebarLists {
  const byDate = [...posts].sort(newestFirst);
  const recent = byDate.length === 0 ? [] : Array.from({ length: 5 }, (_, index) => byDate[index % byDate.length] as BlogPost);
  const popular = [...byDate].sort((a, b) => b.hits - a.hits).slice(0, 4);
  return { recent, popular };
}
