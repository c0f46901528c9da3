'use client';
export { BlogDetail, type BlogDetailProps, sanitizeBody } from './BlogDetail';
export type { CommentFormProps } from './CommentForm';
export { type BlogComment, sampleBlogComments } from './sampleComments';
