'use client';
export { BlogList, type BlogListProps } from './BlogList';
export { BlogSidebar, type BlogSidebarProps } from './BlogSidebar';
export { type BlogSidebarLists, buildBlogSidebar } from './sidebarLists';
