'use client';
export { Container, type ContainerProps, containerGutter } from './Container';
