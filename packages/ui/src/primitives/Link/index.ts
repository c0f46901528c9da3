'use client';
export { Link, LinkProvider, type LinkProps, type RouterLinkProps } from './Link';
