import { blogAtom, blogPostAtom, categoriesAtom, faqAtom, lookbookAtom } from '@storefront/state';
import {
  AboutUs,
  BlogDetail,
  BlogList,
  Container,
  Dashboard,
  Faq,
  Link,
  Lookbook,
  Quality,
  useT,
} from '@storefront/ui';
import { ForgetPasswordForm, LoginForm, RegisterForm } from '@storefront/ui/forms';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { QueryView } from '../../app/QueryView';
import { usePageMeta } from '../../app/usePageMeta';
import { useStoreT } from '../../i18n/messages';

/** The static pages and the blog: thin compositions of the UI package's content sections. */

export function AboutUsPage() {
  const t = useT();
  usePageMeta(t('about.title'));
  return <AboutUs />;
}

export function QualityPage() {
  const t = useT();
  usePageMeta(t('quality.title'));
  return <Quality />;
}

export function FaqPage() {
  const t = useT();
  usePageMeta(t('faq.title'));
  return <QueryView query={useAtomValue(faqAtom)}>{(items) => <Faq items={items} />}</QueryView>;
}

export function LookbookPage() {
  const t = useT();
  usePageMeta(t('lookbook.title'));
  return (
    <QueryView query={useAtomValue(lookbookAtom)}>
      {(lookbooks) => <Lookbook lookbooks={lookbooks} />}
    </QueryView>
  );
}

export function LoginPage() {
  const t = useT();
  usePageMeta(t('login.title'));
  return <LoginForm />;
}

export function RegisterPage() {
  const t = useT();
  usePageMeta(t('register.title'));
  return <RegisterForm />;
}

export function ForgetPasswordPage() {
  const t = useT();
  usePageMeta(t('forget.title'));
  return <ForgetPasswordForm />;
}

/** The static dashboard mock of the spec, with its sample data. */
export function DashboardPage() {
  const t = useT();
  usePageMeta(t('dashboard.title'));
  return <Dashboard name="Asha Rao" email="asha.rao@example.com" />;
}

/** /pages/collection: every collection of the shop, as links to the subcategory pages. */
export function CollectionsPage() {
  const t = useStoreT();
  usePageMeta(t('title.collections'));
  return (
    <QueryView query={useAtomValue(categoriesAtom)}>
      {(categories) => (
        <Container as="section">
          <h1>{t('title.collections')}</h1>
          <p>{t('collections.intro')}</p>
          {categories.map((category) => (
            <section key={category.name} aria-labelledby={`collection-${category.name}`}>
              <h2 id={`collection-${category.name}`}>{category.name}</h2>
              <ul>
                {category.sub_category.map((sub) => (
                  <li key={sub.id}>
                    <Link href={`/sub-category/${sub.id}`}>{sub.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Container>
      )}
    </QueryView>
  );
}

function BlogListPage({ sidebar }: { sidebar: 'start' | 'end' }) {
  const t = useStoreT();
  usePageMeta(t('title.blog'));
  return <QueryView query={useAtomValue(blogAtom)}>{(posts) => <BlogList posts={posts} sidebar={sidebar} />}</QueryView>;
}

/** /blog/right-sidebar */
export const BlogRightSidebarPage = () => <BlogListPage sidebar="end" />;
/** /blog/blog-page: the blog with its sidebar on the left (the start side). */
export const BlogLeftSidebarPage = () => <BlogListPage sidebar="start" />;

/** /blog/details shows the post named by ?id=, the first post by default. */
export function BlogDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 1);
  const query = useAtomValue(blogPostAtom(Number.isInteger(id) && id > 0 ? id : 1));
  usePageMeta(query.data?.title ?? '');
  return <QueryView query={query}>{(post) => <BlogDetail post={post} gallery={[post.image]} />}</QueryView>;
}
