export { BlogCard, type BlogCardProps } from './BlogCard';
