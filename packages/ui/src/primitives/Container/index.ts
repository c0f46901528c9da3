export { Container, type ContainerProps, containerGutter } from './Container';
