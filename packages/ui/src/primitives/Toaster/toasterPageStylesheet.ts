/**
 * The rules of sonner's stylesheet that style `<html>` itself: the toasts' custom properties for
 * each direction. Sonner inserts its stylesheet when its module loads. These two rules change the
 * custom properties every element inherits, so inserting them after the first paint restyles the
 * whole page. A page that carries them from the start, in a `<style>` element like `tokenStylesheet`, restyles next to nothing then.
 * Kept equal to sonner's own rules (Toaster.test.tsx compares them).
 */
export const toasterPageStylesheet =
  'html[dir=ltr]{--toast-icon-margin-start:-3px;--toast-icon-margin-end:4px;--toast-svg-margin-start:-1px;--toast-svg-margin-end:0px;--toast-button-margin-start:auto;--toast-button-margin-end:0;--toast-close-button-start:0;--toast-close-button-end:unset;--toast-close-button-transform:translate(-35%, -35%)}' +
  'html[dir=rtl]{--toast-icon-margin-start:4px;--toast-icon-margin-end:-3px;--toast-svg-margin-start:0px;--toast-svg-margin-end:-1px;--toast-button-margin-start:0;--toast-button-margin-end:auto;--toast-close-button-start:unset;--toast-close-button-end:0;--toast-close-button-transform:translate(35%, -35%)}';
