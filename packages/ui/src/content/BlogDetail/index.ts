export { BlogDetail, type BlogDetailProps, sanitizeBody } from './BlogDetail';
export { CommentForm, type CommentFormProps } from './CommentForm';
export { type BlogComment, sampleBlogComments } from './sampleComments';
