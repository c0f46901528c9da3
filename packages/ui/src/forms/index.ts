'use client';
// `@storefront/ui/forms`: the forms, apart from the root entry so that a page without one loads
// no form library (react-hook-form, its zod resolver).
export * from '../commerce/CheckoutForm';
export * from '../commerce/ContactForm';
export * from '../commerce/InquiryForm';
export * from '../commerce/NewsletterForm';
export * from '../content/ForgetPasswordForm';
export * from '../content/LoginForm';
export * from '../content/RegisterForm';
export * from '../content/SearchForm';
export { CommentForm, type CommentFormProps } from '../content/BlogDetail/CommentForm';
export { ReviewForm } from '../commerce/ProductTabs/ReviewForm';
