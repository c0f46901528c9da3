'use client';
export { Container, type ContainerProps } from './Container';
