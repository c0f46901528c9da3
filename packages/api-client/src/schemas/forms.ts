import * as z from 'zod/mini';
import { countries, paymentMethods } from '../choices';
import { messageKeys as m } from './messages';

// Each exported schema is built the first time it parses (z.lazy): building all of them when
// the module loads was the largest part of the store's start-up work (ADR 0064).

/**
 * Section 5 of the spec, once. The forms (react-hook-form + zodResolver) and the server
 * validate with these same schemas; messages are keys (see messages.ts).
 */

// zod/mini: the same rules as classic zod at a fraction of the bundle size (ADR 0004).
const required = () => z.minLength(1, { error: m.required, abort: true });

const text = (max: number) =>
  z.string({ error: m.required }).check(z.trim(), required(), z.maxLength(max, { error: m.tooLong }));

const email = () =>
  z.pipe(
    z.string({ error: m.required }).check(z.trim(), required(), z.maxLength(254, { error: m.tooLong })),
    z.email({ error: m.email }),
  );

/** Letters in any script, with the spaces, hyphens, apostrophes and dots real names contain. */
const LETTERS = /^\p{L}[\p{L}\p{M}\s'.-]*$/u;
const letters = (max: number) => text(max).check(z.regex(LETTERS, { error: m.lettersOnly }));

/** An optional leading +, then 7 to 15 digits, allowing spaces, dots, dashes and brackets between. */
const PHONE = /^\+?[\d\s().-]{7,20}$/;
const phone = () =>
  text(20).check(
  z.regex(PHONE, { error: m.phone }),
  z.refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    },
    { error: m.phone },
  ),
);

export type Country = (typeof countries)[number];

export type PaymentMethod = (typeof paymentMethods)[number];

export const checkoutFormSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    first_name: letters(60),
    last_name: letters(60),
    phone: phone(),
    email: email(),
    country: z.enum(countries, { error: m.country }),
    address: z
      .string({ error: m.required })
      .check(
        z.trim(),
        required(),
        z.minLength(20, { error: m.addressLength }),
        z.maxLength(120, { error: m.addressLength }),
      ),
    city: letters(60),
    state: letters(60),
    pincode: text(10).check(z.regex(/^\d+$/, { error: m.pincode })),
    create_account: z.boolean(),
    payment: z.enum(paymentMethods, { error: m.payment }),
  }),
);
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export const subscriberSchema = /* @__PURE__ */ z.lazy(() => z.object({ email: email() }));
export type Subscriber = z.infer<typeof subscriberSchema>;

export const contactMessageSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    name: text(100),
    email: email(),
    subject: text(200),
    phone: text(30),
    message: text(5000),
  }),
);
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const inquirySchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    name: text(100),
    email: email(),
    product: text(200),
    phone: text(30),
    message: text(5000),
    firm_name: text(200),
    city: text(100),
    state: text(100),
  }),
);
export type Inquiry = z.infer<typeof inquirySchema>;

/** The product review form: name, e-mail and title required; nothing is submitted anywhere. */
export const reviewSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    rating: z.int().check(z.gte(0), z.lte(5)),
    name: text(100),
    email: email(),
    title: text(200),
    text: z.string().check(z.trim(), z.maxLength(5000, { error: m.tooLong })),
  }),
);
export type Review = z.infer<typeof reviewSchema>;

/** The blog's 'Leave Your Comment' form; comments are not published. */
export const commentSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    name: text(100),
    email: email(),
    comment: text(5000),
  }),
);
export type Comment = z.infer<typeof commentSchema>;

/** The static login form: validated like a real one, though accounts do not exist in this shop. */
export const loginSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    email: email(),
    password: z.string({ error: m.required }).check(required(), z.maxLength(128, { error: m.tooLong })),
  }),
);
export type Login = z.infer<typeof loginSchema>;

/** The static 'Create account' form; nothing is stored. */
export const registerSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    first_name: letters(60),
    last_name: letters(60),
    email: email(),
    password: z
      .string({ error: m.required })
      .check(required(), z.minLength(8, { error: m.passwordLength }), z.maxLength(128, { error: m.passwordLength })),
  }),
);
export type Register = z.infer<typeof registerSchema>;

/** The static 'forget password' form; no e-mail is sent. */
export const forgetPasswordSchema = /* @__PURE__ */ z.lazy(() => z.object({ email: email() }));
export type ForgetPassword = z.infer<typeof forgetPasswordSchema>;

/** The search page's form: the words to look for. */
export const searchSchema = /* @__PURE__ */ z.lazy(() => z.object({ q: text(100) }));
export type SearchQuery = z.infer<typeof searchSchema>;
