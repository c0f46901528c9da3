export { Dialog, DialogClose, type DialogProps, DialogTitle } from './Dialog';
