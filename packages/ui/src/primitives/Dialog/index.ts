'use client';
export { Dialog, type DialogProps, preloadDialog } from './Dialog';
export { DialogClose, DialogTitle } from './DialogParts';
